// A public page has one address (docs/product.md, "The public page"): /{username}/ is sent there for
// good, query string and all.
import { describe, expect, it } from "vitest";
import { createProfile } from "./support/profile";
import { request } from "./support/requests";

describe("/{username}/ with a trailing slash", () => {
  it("redirects (301) to /{username}, which shows the page", async () => {
    const owner = await createProfile({ bio: "One address." });
    const response = await request(`/${owner.username}/`);
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(`/${owner.username}`);

    const page = await request(response.headers.get("location") ?? "");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`<h1>@${owner.username}</h1>`);
  });

  it("keeps the query string", async () => {
    const owner = await createProfile();
    const response = await request(`/${owner.username}/?utm_source=bio&ref=a%2Fb`);
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(`/${owner.username}?utm_source=bio&ref=a%2Fb`);
  });

  it("redirects a username nobody has too, whose address then answers the 404 page", async () => {
    const response = await request("/no_such_profile_here/");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/no_such_profile_here");
  });

  it("leaves a reserved first segment to the SPA", async () => {
    const response = await request("/dashboard/");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
  });
});
