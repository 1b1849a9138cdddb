import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { isUsernameConflict } from "../../worker/accounts/users";
import { openDb } from "../../worker/db/client";
import { users } from "../../worker/db/schema";
import {
  createProfile,
  type ErrorBody,
  getProfile,
  linksInDb,
  type OwnerProfileBody,
  putProfile,
  setSubscription,
} from "./support/profile";
import { json, request, signedInUser } from "./support/requests";

const schemeMessage = "Use http, https, mailto, tel or sms";
const mailtoMessage = "Enter an e-mail address after mailto:, like mailto:you@example.com";
const phoneMessage = "Enter a phone number after tel: or sms:, like tel:+15551234567";

describe("GET /api/profile", () => {
  it("answers the signed-in user's profile as the API reference describes it", async () => {
    const { user, client } = await signedInUser("getprof");
    const response = await client.request("/api/profile");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = await json<OwnerProfileBody>(response);
    expect(body).toEqual({
      username: user.username,
      displayName: "",
      bio: "",
      email: user.email,
      avatar: null,
      referralCode: expect.stringMatching(/^[a-z0-9]{8}$/),
      referralCount: 0,
      pendingEmail: null,
      links: [],
      showBranding: true,
      sensitive: false,
      theme: { preset: "nightfall", accent: null },
      socials: [],
      pageTitle: "",
      pageDescription: "",
      noindex: false,
      language: "auto",
      version: 0,
    });
  });

  it("needs a signed-in user", async () => {
    const response = await request("/api/profile");
    expect(response.status).toBe(401);
    expect((await json<ErrorBody>(response)).msg).toBeTruthy();
  });
});

describe("PUT /api/profile with the whole profile", () => {
  it("saves bio and links in the given order, new links at 0 clicks", async () => {
    const { user, client } = await signedInUser("save");
    const links = [
      { title: "Website", url: "https://example.com" },
      { title: "GitHub", url: "https://github.com/someone" },
      { title: "Blog", url: "http://blog.example.com/path?q=1" },
    ];
    const response = await putProfile(client, { bio: "  Hello there  ", links });
    expect(response.status).toBe(200);
    const body = await json<OwnerProfileBody>(response);
    expect(body.msg).toBe("Profile saved.");
    expect(body.bio).toBe("Hello there");
    expect(body.links.map(({ title, url, clicks }) => ({ title, url, clicks }))).toEqual(
      links.map((link) => ({ ...link, clicks: 0 })),
    );
    expect(await getProfile(client)).toMatchObject({ bio: "Hello there", links: body.links });
    expect((await linksInDb(user.username)).map((l) => l.position)).toEqual([0, 1, 2]);
  });

  it("keeps the clicks of links that stay, by id or by unchanged title and url, whatever the order", async () => {
    const { user, client } = await signedInUser("keep");
    await putProfile(client, {
      links: [
        { title: "A", url: "https://a.example" },
        { title: "B", url: "https://b.example" },
        { title: "C", url: "https://c.example" },
      ],
    });
    await env.DB.prepare(
      "update links set clicks = case title when 'A' then 5 when 'B' then 7 else 9 end where page_id = (select id from users where username = ?)",
    )
      .bind(user.username)
      .run();
    const [a, b] = (await getProfile(client)).links;
    // Reorder, rename B through its id, drop C, add D; the client's own clicks values are ignored.
    const response = await putProfile(client, {
      links: [
        { id: b?.id, title: "B renamed", url: "https://b2.example", clicks: 1000 },
        { title: "D", url: "https://d.example", clicks: 50 },
        { title: "A", url: "https://a.example" },
      ],
    });
    expect(response.status).toBe(200);
    expect((await linksInDb(user.username)).map(({ title, clicks }) => [title, clicks])).toEqual([
      ["B renamed", 7],
      ["D", 0],
      ["A", 5],
    ]);
    expect((await getProfile(client)).links.find((l) => l.title === "A")?.id).toBe(a?.id);
  });

  it("an id that is not one of the user's links counts as a new link", async () => {
    const owner = await createProfile({ links: [{ title: "Theirs", url: "https://x.example", clicks: 40 }] });
    const theirId = await env.DB.prepare("select id from links where page_id = ?").bind(owner.id).first<string>("id");
    const { user, client } = await signedInUser("stealid");
    const response = await putProfile(client, {
      links: [{ id: theirId ?? "", title: "Mine", url: "https://m.example" }],
    });
    expect(response.status).toBe(200);
    expect(await linksInDb(user.username)).toEqual([
      { title: "Mine", url: "https://m.example", clicks: 0, position: 0 },
    ]);
    expect(await linksInDb(owner.username)).toEqual([
      { title: "Theirs", url: "https://x.example", clicks: 40, position: 0 },
    ]);
  });

  it("refuses links against the profile rules with the exact messages and field paths, and changes nothing", async () => {
    const { user, client } = await signedInUser("badlinks");
    await putProfile(client, { bio: "kept", links: [{ title: "Kept", url: "https://kept.example" }] });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: "", url: "https://ok.example" }, "links.1.title", "Title is required"],
      [{ title: "   ", url: "https://ok.example" }, "links.1.title", "Title is required"],
      [{ url: "https://ok.example" }, "links.1.title", "Title is required"],
      [{ title: "x".repeat(101), url: "https://ok.example" }, "links.1.title", "Max 100 characters"],
      [{ title: "Ok", url: "" }, "links.1.url", "URL is required"],
      [{ title: "Ok" }, "links.1.url", "URL is required"],
      [{ title: "Ok", url: "not a url" }, "links.1.url", "Enter a valid URL"],
      [{ title: "Ok", url: "javascript:alert(1)" }, "links.1.url", schemeMessage],
      [{ title: "Ok", url: "JavaScript:alert(document.cookie)" }, "links.1.url", schemeMessage],
      [{ title: "Ok", url: " java\tscript:alert(1)" }, "links.1.url", schemeMessage],
      [{ title: "Ok", url: "data:text/html,<script>alert(1)</script>" }, "links.1.url", schemeMessage],
      [{ title: "Ok", url: "ftp://files.example" }, "links.1.url", schemeMessage],
      [{ title: "Ok", url: "mailto:" }, "links.1.url", mailtoMessage],
      [{ title: "Ok", url: "mailto:nobody" }, "links.1.url", mailtoMessage],
      [{ title: "Ok", url: "tel:" }, "links.1.url", phoneMessage],
      [{ title: "Ok", url: "tel:call-me" }, "links.1.url", phoneMessage],
      [{ title: "Ok", url: "sms:12" }, "links.1.url", phoneMessage],
      [{ title: "Ok", url: "tel:+1234567890123456" }, "links.1.url", phoneMessage],
    ];
    for (const [link, field, message] of cases) {
      const response = await putProfile(client, {
        bio: "changed",
        links: [{ title: "Ok", url: "https://ok.example" }, link as never],
      });
      expect(response.status, JSON.stringify(link)).toBe(400);
      const body = await json<ErrorBody>(response);
      expect(body.errors, JSON.stringify(link)).toEqual([{ field, message }]);
      expect(body.msg).toBe(message);
    }
    expect(await linksInDb(user.username)).toEqual([
      { title: "Kept", url: "https://kept.example", clicks: 0, position: 0 },
    ]);
    expect((await getProfile(client)).bio).toBe("kept");
  });

  it("lists an error for every bad field at once", async () => {
    const { client } = await signedInUser("manyerr");
    const response = await putProfile(client, {
      bio: "b".repeat(501),
      links: [
        { title: "", url: "https://ok.example" },
        { title: "Fine", url: "https://ok.example" },
        { title: "Fine", url: "javascript:void(0)" },
      ],
    });
    expect(response.status).toBe(400);
    expect((await json<ErrorBody>(response)).errors).toEqual([
      { field: "bio", message: "Bio must be at most 500 characters." },
      { field: "links.0.title", message: "Title is required" },
      { field: "links.2.url", message: schemeMessage },
    ]);
  });

  it("takes mailto:, tel: and sms: links, and a bare host as its https:// address, and the page links to each", async () => {
    const { user, client } = await signedInUser("schemes");
    const response = await putProfile(client, {
      links: [
        { title: "Write", url: "mailto:ada@example.com?subject=Hello" },
        { title: "Call", url: "tel:+49 30 1234-567" },
        { title: "Text", url: "sms:+15551234567?body=Hi" },
        { title: "Shop", url: "shop.example/prints" },
        { title: "Port", url: "example.com:8080/x" },
      ],
    });
    expect(response.status).toBe(200);
    expect((await linksInDb(user.username)).map((link) => link.url)).toEqual([
      "mailto:ada@example.com?subject=Hello",
      "tel:+49 30 1234-567",
      "sms:+15551234567?body=Hi",
      "https://shop.example/prints",
      "https://example.com:8080/x",
    ]);
    const html = await (await request(`/${user.username}`)).text();
    for (const href of ["mailto:ada@example.com?subject=Hello", "tel:+49 30 1234-567", "https://shop.example/prints"]) {
      expect(html).toContain(`href="${href}"`);
    }
  });

  it("accepts a bio of 500 characters and at most 50 links", async () => {
    const { client } = await signedInUser("limits");
    const fifty = Array.from({ length: 50 }, (_, i) => ({ title: `L${i}`, url: `https://e.example/${i}` }));
    const ok = await putProfile(client, { bio: "b".repeat(500), links: fifty });
    expect(ok.status).toBe(200);
    expect((await getProfile(client)).links).toHaveLength(50);
    const tooMany = await putProfile(client, { links: [...fifty, { title: "one more", url: "https://e.example" }] });
    expect(tooMany.status).toBe(400);
    expect((await json<ErrorBody>(tooMany)).errors).toEqual([
      { field: "links", message: "A profile can have at most 50 links." },
    ]);
  });

  it("refuses bodies of the wrong shape with a 400", async () => {
    const { client } = await signedInUser("shape");
    for (const body of [[], "text", 42, null, { username: 42, bio: "", links: [] }, { links: "no" }, {}]) {
      const response = await client.request("/api/profile", { method: "PUT", json: body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await json<ErrorBody>(response)).msg).toBeTruthy();
    }
    const badJson = await client.request("/api/profile", {
      method: "PUT",
      headers: { "Content-Type": "application/json" },
      body: "{nope",
    });
    expect(badJson.status).toBe(400);
  });

  it("needs a signed-in user", async () => {
    const response = await request("/api/profile", {
      method: "PUT",
      json: { username: "someone", bio: "", links: [] },
    });
    expect(response.status).toBe(401);
  });
});

describe("changing the username", () => {
  it("renames under the signup rules; a change of case is allowed", async () => {
    const { client } = await signedInUser("rename");
    const newName = `Renamed_${Date.now().toString(36)}`;
    const response = await putProfile(client, { username: ` ${newName} ` });
    expect(response.status).toBe(200);
    expect((await json<OwnerProfileBody>(response)).username).toBe(newName);
    const recased = await putProfile(client, { username: newName.toUpperCase() });
    expect(recased.status).toBe(200);
    expect((await getProfile(client)).username).toBe(newName.toUpperCase());
  });

  it("answers 409 when another account has the name, in any case", async () => {
    const other = await createProfile();
    const { user, client } = await signedInUser("conflict");
    const response = await putProfile(client, { username: other.username.toUpperCase() });
    expect(response.status).toBe(409);
    expect(await json<ErrorBody>(response)).toEqual({
      msg: "This username is already taken.",
      errors: [{ field: "username", message: "This username is already taken." }],
    });
    expect((await getProfile(client)).username).toBe(user.username);
  });

  it("two accounts racing for the same new name: one gets it, the other a 409", async () => {
    const first = await signedInUser("racea");
    const second = await signedInUser("raceb");
    const name = `Race_${Date.now().toString(36)}`;
    const responses = await Promise.all([
      putProfile(first.client, { username: name }),
      putProfile(second.client, { username: name.toLowerCase() }),
    ]);
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409]);
    const holders = await env.DB.prepare("select count(*) as n from users where lower(username) = lower(?)")
      .bind(name)
      .first();
    expect(holders).toEqual({ n: 1 });
  });

  it("recognises the unique index's refusal, the last line of defence when a race gets past the check", async () => {
    const holder = await createProfile();
    const other = await createProfile();
    const db = openDb(env.DB);
    const error = await db
      .update(users)
      .set({ username: holder.username.toUpperCase() })
      .where(eq(users.id, other.id))
      .then(() => null)
      .catch((e: unknown) => e);
    expect(isUsernameConflict(error)).toBe(true);
    expect(isUsernameConflict(new Error("UNIQUE constraint failed: links.page_id, links.position"))).toBe(false);
  });

  it("refuses reserved names (product list, the worker's paths and the admin's extras) with a 400", async () => {
    await env.DB.prepare("insert or replace into settings (key, value) values ('extraReservedUsernames', ?)")
      .bind(JSON.stringify(["Pricing"]))
      .run();
    const { client } = await signedInUser("reserved");
    for (const name of ["login", "Dashboard", "verify-email-change", "api", "uploads", "assets", "pricing"]) {
      const response = await putProfile(client, { username: name });
      expect(response.status, name).toBe(400);
      expect((await json<ErrorBody>(response)).errors).toEqual([
        { field: "username", message: "This username is reserved." },
      ]);
    }
  });

  it("refuses names against the length and character rules", async () => {
    const { client } = await signedInUser("rules");
    for (const name of ["ab", "x".repeat(31), "has space", "dot.name", "<script>", ""]) {
      const response = await putProfile(client, { username: name });
      expect(response.status, name).toBe(400);
      expect((await json<ErrorBody>(response)).errors?.[0]?.field).toBe("username");
    }
  });
});

describe("the avatar in a profile save", () => {
  it("may stay as it is or be cleared, never point elsewhere", async () => {
    await createProfile({ avatar: "/uploads/avatars/someone-elses.png" });
    const { user, client } = await signedInUser("avatarrule");
    for (const avatar of ["https://evil.example/x.png", "/uploads/avatars/someone-elses.png", "javascript:alert(1)"]) {
      const response = await putProfile(client, { avatar });
      expect(response.status, avatar).toBe(400);
      expect((await json<ErrorBody>(response)).errors).toEqual([
        { field: "avatar", message: "Change the avatar by uploading an image." },
      ]);
    }
    await env.DB.prepare("update pages set avatar = '/uploads/avatars/mine.png' where username = ?")
      .bind(user.username)
      .run();
    expect((await putProfile(client, { bio: "same avatar" })).status).toBe(200);
    expect((await getProfile(client)).avatar).toBe("/uploads/avatars/mine.png");
    expect((await putProfile(client, { avatar: null })).status).toBe(200);
    expect((await getProfile(client)).avatar).toBeNull();
  });
});

describe("PUT /api/profile with {showBranding} alone", () => {
  it("is refused with 403 and a msg for a free user", async () => {
    const { user, client } = await signedInUser("freebrand");
    const response = await client.request("/api/profile", { method: "PUT", json: { showBranding: false } });
    expect(response.status).toBe(403);
    expect((await json<ErrorBody>(response)).msg).toMatch(/Pro/);
    const row = await env.DB.prepare("select show_branding from pages where username = ?").bind(user.username).first();
    expect(row).toEqual({ show_branding: 1 });
  });

  it("is refused once a Pro subscription has ended", async () => {
    const { user, client } = await signedInUser("expired");
    await setSubscription(user.username, "cancelling", Date.now() - 1000);
    const response = await client.request("/api/profile", { method: "PUT", json: { showBranding: false } });
    expect(response.status).toBe(403);
  });

  it("saves the toggle for Pro users (active, trialing or cancelling until the end date)", async () => {
    const { user, client } = await signedInUser("probrand");
    for (const [status, end] of [
      ["active", null],
      ["trialing", Date.now() + 86_400_000],
      ["cancelling", Date.now() + 86_400_000],
    ] as const) {
      await setSubscription(user.username, status, end);
      const off = await client.request("/api/profile", { method: "PUT", json: { showBranding: false } });
      expect(off.status, status).toBe(200);
      expect(await json(off)).toEqual({ msg: "Branding saved.", showBranding: false, version: expect.any(Number) });
      expect((await getProfile(client)).showBranding).toBe(false);
      const on = await client.request("/api/profile", { method: "PUT", json: { showBranding: true } });
      expect(on.status).toBe(200);
      expect((await getProfile(client)).showBranding).toBe(true);
    }
  });

  it("refuses a value that is not a boolean, and a save of the whole profile leaves it alone", async () => {
    const { user, client } = await signedInUser("brandshape");
    await setSubscription(user.username, "active", null);
    const bad = await client.request("/api/profile", { method: "PUT", json: { showBranding: "no" } });
    expect(bad.status).toBe(400);
    expect((await json<ErrorBody>(bad)).errors).toEqual([
      { field: "showBranding", message: "showBranding must be true or false." },
    ]);
    await client.request("/api/profile", { method: "PUT", json: { showBranding: false } });
    // The editor may send the whole user object back, with a stale showBranding: it is ignored there.
    const whole = await putProfile(client, { bio: "x", ...{ showBranding: true } });
    expect(whole.status).toBe(200);
    expect((await getProfile(client)).showBranding).toBe(false);
  });

  it("needs a signed-in user", async () => {
    const response = await request("/api/profile", { method: "PUT", json: { showBranding: false } });
    expect(response.status).toBe(401);
  });
});
