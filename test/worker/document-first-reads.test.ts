// A signed-in request's document carries its screen's first reads (worker/spa/first-reads.ts): the
// answers the API itself gives that cookie, never more, never stored, never able to break out of their
// data block; the avatar they show is asked for by the document; a guest's document carries none.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { adminOverviewPaths, type DocumentAnswers, firstReadsElementId } from "#contract/first-reads";
import { type Client, impersonatingAdmin, signedInAdmin, signedInMember } from "./support/admin";
import { avatarForm, images, putProfile, uploadAvatar } from "./support/profile";
import { browser, json, request } from "./support/requests";

const blockPattern = new RegExp(`<script type="application/json" id="${firstReadsElementId}">(.*?)</script>`, "s");

/** The answers the document at `path` carries, and the response itself. */
async function documentAt(client: Client, path: string) {
  const response = await client.request(path);
  const html = await response.text();
  const block = html.match(blockPattern)?.[1];
  const answers = block === undefined ? null : (JSON.parse(block) as DocumentAnswers);
  return { response, html, answers };
}

/** The body of the answer for `path` among `answers`; the test fails when there is none. */
function bodyOf<T>(answers: DocumentAnswers | null, path: string): T {
  const answer = answers?.[path];
  if (!answer) throw new Error(`the document carries no answer for ${path}`);
  return answer.body as T;
}

/** What the API answers the same browser for `path` right now. */
async function apiAnswer(client: Client, path: string) {
  const response = await client.request(path);
  return { status: response.status, body: await json(response) };
}

describe("a signed-in request's document", () => {
  it("carries the dashboard's first reads exactly as the API answers them, and is never stored", async () => {
    const { client } = await signedInMember("doc_reads");
    const { response, answers } = await documentAt(client, "/dashboard");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(Object.keys(answers ?? {}).sort()).toEqual(["/api/auth/me", "/api/profile", "/api/subscription-status"]);
    for (const path of ["/api/auth/me", "/api/profile", "/api/subscription-status"]) {
      expect(answers?.[path], path).toEqual(await apiAnswer(client, path));
    }
    expect(answers?.["/api/auth/me"]?.body).toMatchObject({ authenticated: true, isAdmin: false });
  });

  it("asks the browser for the avatar the dashboard shows first", async () => {
    const { client } = await signedInMember("doc_avatar");
    const { html: before } = await documentAt(client, "/dashboard");
    expect(before).not.toContain('rel="preload" as="image"');
    expect((await uploadAvatar(client, avatarForm(images.png()))).status).toBe(200);
    const { html, answers } = await documentAt(client, "/dashboard");
    const avatar = bodyOf<{ avatar: string }>(answers, "/api/profile").avatar;
    expect(avatar).toMatch(/^\/uploads\/avatars\//);
    expect(html).toContain(`<link rel="preload" as="image" href="${avatar}" fetchpriority="high" />`);
  });

  it("carries only the session check on a screen with no reads of its own", async () => {
    const { client } = await signedInMember("doc_login");
    for (const path of ["/login", "/", "/tos"]) {
      const { answers } = await documentAt(client, path);
      expect(Object.keys(answers ?? {}), path).toEqual(["/api/auth/me"]);
    }
  });

  it("carries the admin check's refusal to a member, and the Overview's reads to an admin", async () => {
    const member = await signedInMember("doc_not_admin");
    const refused = (await documentAt(member.client, "/admin")).answers?.["/api/admin/stats"];
    expect(refused).toEqual({ status: 403, body: { msg: "Admin access required" } });

    const admin = await signedInAdmin("doc_admin");
    const { answers } = await documentAt(admin.client, "/admin");
    expect(answers?.["/api/admin/stats"]).toEqual(await apiAnswer(admin.client, "/api/admin/stats"));
    expect(answers?.["/api/admin/stats"]?.status).toBe(200);
    const { metrics, ...lists } = adminOverviewPaths;
    for (const path of Object.values(lists)) {
      expect(answers?.[path], path).toEqual(await apiAnswer(admin.client, path));
      expect(answers?.[path]?.status, path).toBe(200);
    }
    // The metrics count requests, the document's own reads among them: the same figures, not the same values.
    const metricsAnswer = answers?.[metrics];
    expect(metricsAnswer?.status).toBe(200);
    expect(Object.keys(metricsAnswer?.body as object).sort()).toEqual(
      Object.keys((await apiAnswer(admin.client, metrics)).body as object).sort(),
    );
    expect(answers?.["/api/auth/me"]?.body).toMatchObject({ authenticated: true, isAdmin: true });
  });

  it("shows an impersonating admin the impersonated user's data, marked as such", async () => {
    const { admin, target } = await impersonatingAdmin();
    const { answers } = await documentAt(admin.client, "/dashboard");
    expect(answers?.["/api/auth/me"]?.body).toMatchObject({
      authenticated: true,
      username: target.user.username,
      impersonating: true,
    });
    expect(bodyOf<{ username: string }>(answers, "/api/profile").username).toBe(target.user.username);
  });

  it("of a suspended user carries what the API answers them (no one), and ends the session", async () => {
    const { client, user } = await signedInMember("doc_suspended");
    await env.DB.prepare("update users set is_suspended = 1 where email = ?").bind(user.email).run();
    const { response, answers } = await documentAt(client, "/dashboard");
    expect(answers?.["/api/auth/me"]).toEqual({ status: 200, body: { authenticated: false } });
    expect(answers?.["/api/profile"]?.status).toBe(401);
    expect(JSON.stringify(answers)).not.toContain(user.email);
    expect(response.headers.getSetCookie().some((line) => /^ln_session=;/.test(line) || /max-age=0/i.test(line))).toBe(
      true,
    );
  });

  it("cannot be broken out of by what a user writes", async () => {
    const { client } = await signedInMember("doc_hostile");
    const bio = '</script><script>alert(1)</script><!-- "\u2028';
    expect((await putProfile(client, { bio })).status).toBe(200);
    const { html, answers } = await documentAt(client, "/dashboard");
    const profile = await apiAnswer(client, "/api/profile");
    expect((profile.body as { bio: string }).bio).toContain("</script><script>alert(1)</script>");
    expect(answers?.["/api/profile"]).toEqual(profile);
    expect(html).not.toContain("<script>alert(1)</script>");
  });
});

describe("a guest's document", () => {
  it("carries no first reads, nor any avatar to fetch", async () => {
    for (const path of ["/dashboard", "/admin", "/login", "/"]) {
      const response = await request(path);
      const html = await response.text();
      expect(html, path).not.toContain(firstReadsElementId);
      expect(html, path).not.toContain('as="image"');
      expect(response.headers.get("cache-control"), path).toBe("no-cache");
    }
  });

  it("of a session that is gone carries the API's answer to no one", async () => {
    const client = browser();
    client.cookie = "ln_session=not-a-session";
    const { answers } = await documentAt(client, "/dashboard");
    expect(answers?.["/api/auth/me"]).toEqual({ status: 200, body: { authenticated: false } });
    expect(answers?.["/api/profile"]?.status).toBe(401);
  });
});
