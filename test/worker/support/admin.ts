// Shared set-up for the admin tests: an admin's browser, one that is impersonating someone, users
// written straight to D1 in bulk (a few hundred per test file), and the audit entries to look for.
import { env } from "cloudflare:test";
import { expect } from "vitest";
import { type browser, json, signedInUser } from "./requests";

export type Client = ReturnType<typeof browser>;
export type { AdminUserRow as UserRowBody, Paged } from "#contract/admin-types";

export const adminRequired = { msg: "Admin access required" };

export async function idOf(email: string): Promise<string> {
  const row = await env.DB.prepare("select id from users where email = ?").bind(email).first<{ id: string }>();
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** A signed-in admin: a verified account promoted the way `npm run admin -- grant` does it. */
export async function signedInAdmin(prefix = "admin") {
  const { user, client, id } = await signedInUser(prefix);
  await env.DB.prepare("update users set role = 'admin' where id = ?").bind(id).run();
  return { user, client, id };
}

/** A signed-in user with their id. */
export const signedInMember = (prefix = "member") => signedInUser(prefix);

/** Starts an impersonation the way the admin screen does: the token, then spending it. */
export async function impersonate(admin: Client, userId: string): Promise<Response> {
  const started = await admin.request(`/api/admin/users/${userId}/impersonate`, { method: "POST" });
  expect(started.status).toBe(200);
  const { token } = await json<{ token: string }>(started);
  return admin.request("/api/admin/impersonate/use", { method: "POST", json: { token } });
}

/** An admin's browser whose session now impersonates a fresh user. */
export async function impersonatingAdmin() {
  const admin = await signedInAdmin("imp_admin");
  const target = await signedInMember("imp_target");
  expect((await impersonate(admin.client, target.id)).status).toBe(200);
  return { admin, target };
}

export type SeedUser = {
  username: string;
  email: string;
  emailVerified?: boolean;
  isSuspended?: boolean;
  subscriptionStatus?: string | null;
  subscriptionEndDate?: number | null;
  createdAt?: number;
  referralCount?: number;
  role?: "user" | "admin";
};

/** Inserts users directly (no password that works), in batches; answers their ids in order. */
export async function seedUsers(rows: SeedUser[]): Promise<string[]> {
  const ids = rows.map(() => crypto.randomUUID());
  const statements = rows.map((row, index) =>
    env.DB.prepare(
      `insert into users (id, email, username, password_hash, email_verified, referral_code, is_suspended,
         subscription_status, subscription_end_date, created_at, referral_count, role)
       values (?, ?, ?, 'x', ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).bind(
      ids[index],
      row.email,
      row.username,
      row.emailVerified ? 1 : 0,
      `seed${(ids[index] as string).replace(/-/g, "").slice(0, 20)}`,
      row.isSuspended ? 1 : 0,
      row.subscriptionStatus ?? null,
      row.subscriptionEndDate ?? null,
      row.createdAt ?? Date.now(),
      row.referralCount ?? 0,
      row.role ?? "user",
    ),
  );
  // Each with its primary page, under the account's id (docs/decisions/059).
  const primaryPages = rows.map((row, index) =>
    env.DB.prepare("insert into pages (id, owner_id, username) values (?1, ?1, ?2)").bind(ids[index], row.username),
  );
  for (let start = 0; start < statements.length; start += 100) {
    await env.DB.batch([...statements.slice(start, start + 100), ...primaryPages.slice(start, start + 100)]);
  }
  return ids;
}

export type AuditRow = {
  action: string;
  actor_user_id: string | null;
  actor: string | null;
  target_user_id: string | null;
  target: string | null;
  details: string | null;
};

/** The audit entries about a user or with an action, oldest first. */
export async function auditRows(where: { targetUserId?: string; action?: string }): Promise<AuditRow[]> {
  const conditions: string[] = [];
  const values: string[] = [];
  if (where.targetUserId) {
    conditions.push("target_user_id = ?");
    values.push(where.targetUserId);
  }
  if (where.action) {
    conditions.push("action = ?");
    values.push(where.action);
  }
  const { results } = await env.DB.prepare(
    `select action, actor_user_id, actor, target_user_id, target, details from audit_log
     where ${conditions.join(" and ") || "1"} order by created_at, rowid`,
  )
    .bind(...values)
    .all<AuditRow>();
  return results;
}
