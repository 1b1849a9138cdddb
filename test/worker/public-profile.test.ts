import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { idOf, signedInAdmin } from "./support/admin";
import { receivedMail, tokenFrom } from "./support/mailbox";
import { createProfile, type ErrorBody, linksInDb, setSubscription, snapshotOf } from "./support/profile";
import { deliverAnalytics } from "./support/queues";
import { json, request, signUp, uniqueUser } from "./support/requests";

afterEach(() => {
  vi.useRealTimers();
});

const links = [
  { title: "First", url: "https://one.example" },
  { title: "Second", url: "https://two.example" },
];

describe("GET /api/user/{username}", () => {
  it("answers the public profile response, without clicks or private fields", async () => {
    const owner = await createProfile({ bio: "Hi", avatar: "/uploads/avatars/x.png", links });
    const response = await request(`/api/user/${owner.username}`);
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({
      username: owner.username,
      displayName: "",
      avatar: "/uploads/avatars/x.png",
      bio: "Hi",
      links: links.map((link) => ({ kind: "link", ...link, featured: false, sensitive: false })),
      sensitive: false,
      theme: { preset: "nightfall", accent: null },
      socials: [],
      isPro: false,
      showBranding: true,
      referralCode: owner.referralCode,
      pageTitle: "",
      pageDescription: "",
      noindex: false,
    });
  });

  it("finds the user whatever the case of the name", async () => {
    const owner = await createProfile({ username: `MixedCase_${Date.now().toString(36)}` });
    for (const name of [owner.username.toLowerCase(), owner.username.toUpperCase()]) {
      const response = await request(`/api/user/${name}`);
      expect(response.status, name).toBe(200);
      expect((await json<{ username: string }>(response)).username).toBe(owner.username);
    }
  });

  it("answers 404 'User not found' for unknown, suspended and deleted users", async () => {
    const suspended = await createProfile({ suspended: true });
    const deleted = await createProfile();
    await env.DB.prepare("delete from users where id = ?").bind(deleted.id).run();
    for (const name of ["nobody_here_at_all", suspended.username, deleted.username, "x", "<script>"]) {
      const response = await request(`/api/user/${encodeURIComponent(name)}`);
      expect(response.status, name).toBe(404);
      expect(await json(response)).toEqual({ msg: "User not found" });
    }
  });

  it("answers 404 for an account that has not verified its e-mail, on the API and the page, until it does", async () => {
    const { user } = await signUp(uniqueUser("unproven"));
    const api = await request(`/api/user/${user.username}`);
    expect(api.status).toBe(404);
    expect(await json(api)).toEqual({ msg: "User not found" });
    expect((await request(`/${user.username}`)).status).toBe(404);

    await request(`/api/verify-email?token=${tokenFrom(await receivedMail(user.email, /Verify your email/))}`);
    expect((await request(`/api/user/${user.username}`)).status).toBe(200);
    expect((await request(`/${user.username}`)).status).toBe(200);
  });

  it("keeps an unverified account out of the KV snapshot too, whatever rewrites it", async () => {
    const { client: admin } = await signedInAdmin();
    const { user } = await signUp(uniqueUser("unlisted"));
    const id = await idOf(user.email);
    // An unsuspend rewrites the snapshot from D1, as every change a page shows does.
    await admin.request(`/api/admin/users/${id}/suspend`, { method: "POST" });
    await admin.request(`/api/admin/users/${id}/unsuspend`, { method: "POST" });
    expect(await snapshotOf(user.username)).toBeNull();
    expect((await request(`/${user.username}`)).status).toBe(404);
    expect((await request(`/api/user/${user.username}`)).status).toBe(404);
  });

  it("reports isPro and the effective branding: a free owner always shows it", async () => {
    const free = await createProfile({ showBranding: false });
    expect(await json(await request(`/api/user/${free.username}`))).toMatchObject({ isPro: false, showBranding: true });

    const pro = await createProfile({ showBranding: false, subscriptionStatus: "active" });
    expect(await json(await request(`/api/user/${pro.username}`))).toMatchObject({ isPro: true, showBranding: false });

    const ended = await createProfile({
      showBranding: false,
      subscriptionStatus: "cancelling",
      subscriptionEndDate: Date.now() - 1,
    });
    expect(await json(await request(`/api/user/${ended.username}`))).toMatchObject({
      isPro: false,
      showBranding: true,
    });
  });

  it("stops being Pro when the end date passes, even with the snapshot cached", async () => {
    const owner = await createProfile({ showBranding: false });
    // The clock stands still but for the step past the end date: the isolate's copy of the snapshot,
    // kept for a few seconds, is still the one read.
    vi.useFakeTimers({ toFake: ["Date"] });
    const endDate = Date.now() + 1500;
    await setSubscription(owner.username, "cancelling", endDate);
    expect(await json(await request(`/api/user/${owner.username}`))).toMatchObject({ isPro: true });
    vi.setSystemTime(endDate + 1);
    expect(await json(await request(`/api/user/${owner.username}`))).toMatchObject({
      isPro: false,
      showBranding: true,
    });
  });
});

const click = (body: unknown, ip?: string) => request("/api/click", { method: "POST", json: body, ip });

const clicksOf = (username: string) => linksInDb(username).then((rows) => rows.map((l) => l.clicks));
/** Clicks are counted by the analytics queue's consumer, once it has what the worker queued. */
async function countedClicks(username: string) {
  await deliverAnalytics();
  return clicksOf(username);
}

describe("POST /api/click", () => {
  it("counts one click on the link at the given position", async () => {
    const owner = await createProfile({ links });
    const response = await click({ username: owner.username.toUpperCase(), linkIndex: 1 });
    expect(response.status).toBe(204);
    expect(await countedClicks(owner.username)).toEqual([0, 1]);
  });

  it("counts every one of 100 concurrent clicks exactly once", async () => {
    const owner = await createProfile({ links });
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) => click({ username: owner.username, linkIndex: i % 2 })),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(100).fill(204));
    expect(await countedClicks(owner.username)).toEqual([50, 50]);
  });

  it("refuses bad input with a 4xx and counts nothing", async () => {
    const owner = await createProfile({ links });
    const suspended = await createProfile({ links, suspended: true });
    const cases: [unknown, number][] = [
      [{}, 400],
      [{ username: owner.username }, 400],
      [{ linkIndex: 0 }, 400],
      [{ username: owner.username, linkIndex: -1 }, 400],
      [{ username: owner.username, linkIndex: 0.5 }, 400],
      [{ username: owner.username, linkIndex: "0" }, 400],
      [{ username: owner.username, linkIndex: 1e308 }, 400],
      [{ username: owner.username, linkIndex: Number.MAX_SAFE_INTEGER + 2 }, 400],
      [{ username: owner.username, linkIndex: null }, 400],
      [{ username: 42, linkIndex: 0 }, 400],
      [[], 400],
      [{ username: owner.username, linkIndex: 2 }, 404],
      [{ username: owner.username, linkIndex: 49 }, 404],
      [{ username: "nobody_at_all", linkIndex: 0 }, 404],
      [{ username: suspended.username, linkIndex: 0 }, 404],
    ];
    for (const [body, status] of cases) {
      const response = await click(body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect((await json<ErrorBody>(response)).msg).toBeTruthy();
    }
    const notJson = await request("/api/click", {
      method: "POST",
      headers: { "Content-Type": "text/plain" },
      body: JSON.stringify({ username: owner.username, linkIndex: 0 }),
    });
    expect(notJson.status).toBe(415);
    const brokenJson = await request("/api/click", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{",
    });
    expect(brokenJson.status).toBe(400);
    // A valid click sent last is counted, and nothing that went before it.
    expect((await click({ username: owner.username, linkIndex: 1 })).status).toBe(204);
    expect(await countedClicks(owner.username)).toEqual([0, 1]);
    expect(await clicksOf(suspended.username)).toEqual([0, 0]);
  });

  it("takes a same-origin beacon (a JSON Blob, with the page's Origin) and refuses a cross-site one", async () => {
    const owner = await createProfile({ links });
    const beacon = new Blob([JSON.stringify({ username: owner.username, linkIndex: 0 })], {
      type: "application/json",
    });
    const sameOrigin = await request("/api/click", {
      method: "POST",
      body: beacon,
      headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin" },
    });
    expect(sameOrigin.status).toBe(204);
    // A form on another site can only send a simple content type, which the CSRF guard checks.
    const crossSite = await request("/api/click", {
      method: "POST",
      body: `username=${owner.username}&linkIndex=0`,
      headers: {
        Origin: "https://evil.example",
        "Content-Type": "application/x-www-form-urlencoded",
        "Sec-Fetch-Site": "cross-site",
      },
    });
    expect(crossSite.status).toBe(403);
    expect(await countedClicks(owner.username)).toEqual([1, 0]);
  });

  it("is rate limited per address and profile with a 429", async () => {
    const owner = await createProfile({ links });
    const other = await createProfile({ links });
    // The limiter counts in fixed 10 s windows: 2 × 60 + 1 clicks overflow one window even when a
    // boundary falls inside the loop.
    const statuses: number[] = [];
    while (statuses.length < 121 && !statuses.includes(429)) {
      statuses.push((await click({ username: owner.username, linkIndex: 0 }, "10.99.0.1")).status);
    }
    const accepted = statuses.filter((status) => status === 204).length;
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((status) => status === 204)).toBe(true);
    expect(accepted).toBeGreaterThanOrEqual(60);
    // Another profile from the same address, and the same profile from another address, still count.
    expect((await click({ username: other.username, linkIndex: 0 }, "10.99.0.1")).status).toBe(204);
    expect((await click({ username: owner.username, linkIndex: 0 }, "10.99.0.2")).status).toBe(204);
    expect(await countedClicks(owner.username)).toEqual([accepted + 1, 0]);
  });
});
