// Hostile text in a profile save (docs/product.md, "Limits"): a title of invisible characters is empty, direction
// overrides are taken out of titles and the bio, control characters and URLs carrying a user name are
// refused with one clear message each, and a malformed accent gets one error — changing nothing.
import { describe, expect, it } from "vitest";
import { profileMessages } from "#contract/profile-schemas";
import { type ErrorBody, getProfile, putProfile } from "./support/profile";
import { json, request, signedInUser } from "./support/requests";

type Client = Awaited<ReturnType<typeof signedInUser>>["client"];

async function refusedWith(client: Client, changes: Record<string, unknown>, errors: ErrorBody["errors"]) {
  const before = await getProfile(client);
  const response = await client.request("/api/profile", {
    method: "PUT",
    json: { username: before.username, bio: before.bio, links: before.links, ...changes },
  });
  expect(response.status, JSON.stringify(changes)).toBe(400);
  expect((await json<ErrorBody>(response)).errors, JSON.stringify(changes)).toEqual(errors);
  expect(await getProfile(client)).toEqual(before);
}

const link = (title: string, url = "https://ok.example") => ({ title, url });

describe("link and section titles", () => {
  it("a title of invisible characters alone is empty: 'Title is required'", async () => {
    const { client } = await signedInUser("invisible");
    const invisible = [
      "\u200b",
      "\u200b\u200b\u200b",
      " \u200c\u200d ",
      "\u200e\u200f",
      "\u2060\ufeff\u00ad",
      "\u202e\u202d",
      "\u2066\u2069\u061c",
      "\u3164",
    ];
    for (const title of invisible) {
      const required = [{ field: "links.0.title", message: profileMessages.titleRequired }];
      await refusedWith(client, { links: [link(title)] }, required);
      await refusedWith(client, { links: [{ kind: "header", title }] }, required);
    }
  });

  it("keeps what joins visible characters (an emoji sequence, a mark between letters)", async () => {
    const { client } = await signedInUser("joined");
    const titles = ["👩\u200d💻 Code", "\u05e9\u05dc\u05d5\u05dd\u200f 2026", "co\u00adoperate"];
    const response = await putProfile(client, {
      links: titles.map((title, i) => link(title, `https://t${i}.example`)),
    });
    expect(response.status).toBe(200);
    expect((await getProfile(client)).links.map((saved) => saved.title)).toEqual(titles);
  });

  it("takes direction overrides and isolates out of titles and the bio", async () => {
    const { client, user } = await signedInUser("bidi");
    const response = await putProfile(client, {
      bio: "Songs \u202eand\u202c shows\u2066!\u2069",
      links: [link("Pay\u202epal\u202c", "https://pay.example"), { kind: "header", title: "\u202dShops" } as never],
    });
    expect(response.status).toBe(200);
    const saved = await getProfile(client);
    expect(saved.bio).toBe("Songs and shows!");
    expect(saved.links.map((l) => l.title)).toEqual(["Paypal", "Shops"]);
    const page = await (await request(`/${user.username}`)).text();
    expect(page).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
  });

  it("refuses control characters with one message", async () => {
    const { client } = await signedInUser("control");
    for (const title of ["Sh\u0000op", "Shop\u0007", "Two\nlines", "Tab\there", "Del\u007f", "C1\u0085"]) {
      await refusedWith(client, { links: [link(title)] }, [
        { field: "links.0.title", message: profileMessages.titleControlCharacters },
      ]);
    }
    // Still one message when the title is also too long.
    await refusedWith(client, { links: [link(`${"x".repeat(120)}\u0000`)] }, [
      { field: "links.0.title", message: profileMessages.titleTooLong },
    ]);
  });
});

describe("the bio", () => {
  it("refuses control characters but keeps line breaks", async () => {
    const { client } = await signedInUser("biocontrol");
    for (const bio of ["nul\u0000", "bell\u0007", "esc\u001b[31m"]) {
      await refusedWith(client, { bio }, [{ field: "bio", message: profileMessages.bioControlCharacters }]);
    }
    expect((await putProfile(client, { bio: "Line one\nLine two\r\nThree" })).status).toBe(200);
    expect((await getProfile(client)).bio).toBe("Line one\nLine two\r\nThree");
  });
});

describe("link and social URLs", () => {
  it("refuses a URL carrying a user name or password, a common disguise", async () => {
    const { client } = await signedInUser("userinfo");
    for (const url of [
      "https://paypal.com@evil.example/",
      "https://user:secret@evil.example",
      "http://paypal.com:@evil.example/login",
    ]) {
      await refusedWith(client, { links: [link("Pay", url)] }, [
        { field: "links.0.url", message: profileMessages.urlUserInfo },
      ]);
      await refusedWith(client, { socials: [{ platform: "website", url }] }, [
        { field: "socials.0.url", message: profileMessages.urlUserInfo },
      ]);
    }
  });

  it("refuses control characters in a URL, which a browser would silently drop", async () => {
    const { client } = await signedInUser("urlcontrol");
    for (const url of ["https://exa\nmple.com", "https://example.com/a\u0000b", "https://example.com/\tpath"]) {
      await refusedWith(client, { links: [link("Site", url)] }, [
        { field: "links.0.url", message: profileMessages.urlControlCharacters },
      ]);
    }
    await refusedWith(client, { socials: [{ platform: "email", url: "mailto:me@exa\u0000mple.com" }] }, [
      { field: "socials.0.url", message: profileMessages.urlControlCharacters },
    ]);
  });
});

describe("the accent", () => {
  it("a malformed accent gets one error: 'Use a colour like #7c5cff.'", async () => {
    const { client } = await signedInUser("accent");
    for (const accent of ["red", "#12345", "#gggggg", "7c5cff"]) {
      await refusedWith(client, { theme: { preset: "nightfall", accent } }, [
        { field: "theme.accent", message: profileMessages.accentInvalid },
      ]);
    }
  });
});
