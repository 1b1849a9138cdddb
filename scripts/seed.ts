// Fills the local database with what a newcomer needs to try every flow: an admin, a demo profile
// with links, and the settings rows. Safe to run again: every step checks what is already there.
import { eq } from "drizzle-orm";
import { newAccountStatements } from "../worker/accounts/users";
import { type Db, openDb } from "../worker/db/client";
import { links, pages, users } from "../worker/db/schema";
import { referralCode } from "../worker/security/encoding";
import { hashPassword } from "../worker/security/passwords";
import { defaultSettings, readSettings, writeSettings } from "../worker/settings/settings";
import { type LocalEnv, withLocalEnv } from "./lib/local-state";
import { isMainModule } from "./lib/processes";

export const seedAccounts = {
  admin: { email: "admin@linknest.local", username: "linknest_admin", password: "Admin-1234", role: "admin" as const },
  demo: { email: "demo@linknest.local", username: "demo", password: "Demo-1234", role: "user" as const },
};

const demoProfile = {
  bio: "Designer and weekend photographer. Everything I make, in one place.",
  links: [
    { title: "Website", url: "https://example.com" },
    { title: "GitHub", url: "https://github.com/" },
    { title: "X (Twitter)", url: "https://x.com/" },
    { title: "Instagram", url: "https://instagram.com/" },
    { title: "Latest photo series", url: "https://example.com/photos" },
  ],
};

async function ensureAccount(db: Db, account: (typeof seedAccounts)[keyof typeof seedAccounts]) {
  const existing = await db.select({ id: users.id }).from(users).where(eq(users.email, account.email)).get();
  if (existing) return { id: existing.id, created: false };
  const id = crypto.randomUUID();
  await db.batch(
    newAccountStatements(db, {
      id,
      email: account.email,
      username: account.username,
      passwordHash: await hashPassword(account.password),
      emailVerified: true,
      role: account.role,
      referralCode: referralCode(),
    }),
  );
  return { id, created: true };
}

export async function seed(env: LocalEnv): Promise<string[]> {
  const db = openDb(env.DB);
  const current = await readSettings(db);
  // Store the settings explicitly so the admin settings screen shows what is in force.
  await writeSettings(db, { ...defaultSettings, ...current });

  const admin = await ensureAccount(db, seedAccounts.admin);
  const demo = await ensureAccount(db, seedAccounts.demo);
  if (demo.created) {
    await db.update(pages).set({ bio: demoProfile.bio }).where(eq(pages.id, demo.id));
    await db
      .insert(links)
      .values(
        demoProfile.links.map((link, position) => ({ id: crypto.randomUUID(), pageId: demo.id, position, ...link })),
      );
  }
  const { admin: a, demo: d } = seedAccounts;
  return [
    `admin       ${a.email} (username ${a.username}) / ${a.password}${admin.created ? "" : "  [already there]"}`,
    `demo user   ${d.email} (username ${d.username}) / ${d.password}  → public page /${d.username}${demo.created ? "" : "  [already there]"}`,
  ];
}

if (isMainModule(import.meta.url)) {
  const report = await withLocalEnv(seed);
  for (const line of report) console.log(`seed: ${line}`);
}
