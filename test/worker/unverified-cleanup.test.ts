import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import worker from "../../worker/index";
import { signedInUser, signUp, uniqueUser } from "./support/requests";

const day = 24 * 60 * 60 * 1000;

afterEach(async () => {
  await env.DB.prepare("delete from settings").run();
});

/** Runs the hourly cron as the runtime does, and waits for what it hands to waitUntil. */
async function runHourlyCron() {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: new Date(), cron: "17 * * * *" }), env, ctx);
  await waitOnExecutionContext(ctx);
}

async function backdate(email: string, ageMs: number) {
  await env.DB.prepare("update users set created_at = ? where email = ?")
    .bind(Date.now() - ageMs, email)
    .run();
}

const accountExists = async (email: string) =>
  (await env.DB.prepare("select count(*) as n from users where email = ?").bind(email).first<{ n: number }>())?.n === 1;

describe("the hourly cleanup of accounts never verified", () => {
  it("deletes them after 7 days, freeing the username, the e-mail and the invite use they spent", async () => {
    await env.DB.prepare("insert into settings (key, value) values ('invitesRequired', 'true')").run();
    const code = `ONCE${Date.now().toString(36)}`;
    await env.DB.prepare("insert into invite_codes (id, code, uses, max_uses) values (?, ?, 0, 1)")
      .bind(crypto.randomUUID(), code)
      .run();
    const usesOf = async () =>
      (await env.DB.prepare("select uses from invite_codes where code = ?").bind(code).first<{ uses: number }>())?.uses;
    const stale = uniqueUser("stale");
    expect((await signUp(stale, { inviteCode: code })).response.status).toBe(201);
    expect(await usesOf()).toBe(1);
    await backdate(stale.email, 7 * day + 60_000);

    await runHourlyCron();

    expect(await accountExists(stale.email)).toBe(false);
    expect(await usesOf()).toBe(0);
    // The same details, invite code included, sign up again.
    expect((await signUp(stale, { inviteCode: code })).response.status).toBe(201);
  });

  it("keeps verified accounts of any age and unverified ones younger than 7 days", async () => {
    const { user: veteran } = await signedInUser("veteran");
    await backdate(veteran.email, 400 * day);
    const { user: newcomer } = await signUp(uniqueUser("newcomer"));
    await backdate(newcomer.email, 6 * day);

    await runHourlyCron();

    expect(await accountExists(veteran.email)).toBe(true);
    expect(await accountExists(newcomer.email)).toBe(true);
  });
});
