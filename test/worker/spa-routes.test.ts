// The worker knows the SPA's route table (contract/screens.ts): every screen answers 200 with its own
// title and indexing rule in the HTML, and a path that is neither a screen, a built file nor a
// profile answers 404 with the app's shell (its Not Found page), marked noindex.
import { describe, expect, it } from "vitest";
import { pageIdSlot, sectionFirstReads } from "#contract/first-reads";
import { reservedUsernames } from "#contract/limits";
import { dashboardSections, screens } from "#contract/screens";
import { request, signedInUser } from "./support/requests";

const titleOf = (html: string) => html.match(/<title>(.*?)<\/title>/)?.[1];
const robotsOf = (html: string) => html.match(/<meta name="robots" content="([^"]+)"/)?.[1] ?? null;

describe("the SPA's route table", () => {
  it("answers every screen 200 with its title; private and transient screens are noindex", async () => {
    const expected: Record<string, { title: string; noindex: boolean }> = {
      "/": { title: "LinkNest · One clean, fast page for all your links", noindex: false },
      "/login": { title: "Log in · LinkNest", noindex: true },
      "/signup": { title: "Sign up · LinkNest", noindex: true },
      "/forgot-password": { title: "Forgot password · LinkNest", noindex: true },
      "/reset-password": { title: "Reset password · LinkNest", noindex: true },
      "/verify-email": { title: "Verify your email · LinkNest", noindex: true },
      "/verify-email-change": { title: "Confirm your new email · LinkNest", noindex: true },
      "/undo-email-change": { title: "Undo the email change · LinkNest", noindex: true },
      "/invitation": { title: "Invitation · LinkNest", noindex: true },
      "/dashboard": { title: "Dashboard · LinkNest", noindex: true },
      "/dashboard/design": { title: "Design · LinkNest", noindex: true },
      "/dashboard/audience": { title: "Audience · LinkNest", noindex: true },
      "/dashboard/analytics": { title: "Analytics · LinkNest", noindex: true },
      "/dashboard/earn": { title: "Earn · LinkNest", noindex: true },
      "/dashboard/members": { title: "Members · LinkNest", noindex: true },
      "/dashboard/settings": { title: "Settings · LinkNest", noindex: true },
      "/admin": { title: "Admin · LinkNest", noindex: true },
      "/tos": { title: "Terms of Service · LinkNest", noindex: false },
      "/privacy": { title: "Privacy Policy · LinkNest", noindex: false },
      "/data-compliance": { title: "Data Compliance · LinkNest", noindex: false },
    };
    expect(Object.keys(screens).sort()).toEqual(Object.keys(expected).sort());
    for (const [path, screen] of Object.entries(expected)) {
      const response = await request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-type"), path).toMatch(/^text\/html/);
      const html = await response.text();
      expect(titleOf(html), path).toBe(screen.title);
      expect(robotsOf(html), path).toBe(screen.noindex ? "noindex" : null);
      expect(response.headers.get("x-robots-tag"), path).toBe(screen.noindex ? "noindex" : null);
      expect(html, path).toContain('id="ln-config"');
    }
  });

  it("reserves each screen's first path segment, so no page can take a screen's address", () => {
    const segments = new Set(Object.keys(screens).flatMap((path) => path.split("/")[1] || []));
    expect([...segments].filter((segment) => !(reservedUsernames as readonly string[]).includes(segment))).toEqual([]);
  });

  it("answers a path that is no screen, file or profile 404 with the app's shell", async () => {
    // Reserved or not username-shaped, nested, or a screen's sub-path: none is a profile.
    for (const path of [
      "/api-docs/x",
      "/login/extra",
      "/dashboard/earnings-someday",
      "/dashboard/settings/extra",
      "/no.such.page",
      "/assets",
      "/missing.html",
    ]) {
      const response = await request(path);
      expect(response.status, path).toBe(404);
      const html = await response.text();
      expect(html, path).toContain('<div id="root"');
      expect(titleOf(html), path).toBe("Page not found · LinkNest");
      expect(robotsOf(html), path).toBe("noindex");
      expect(response.headers.get("content-security-policy"), path).toContain("script-src 'self'");
    }
  });

  it("answers a username-shaped path with no profile 404 too (the public page's own Not Found page)", async () => {
    const response = await request("/nobody-is-called-this");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("User not found");
  });

  it("serves a signed-in user the same document as a guest: the app reads the user's data itself", async () => {
    const { user, client } = await signedInUser("samedoc");
    await client.request("/api/profile", {
      method: "PUT",
      json: { username: user.username, bio: "a private bio", links: [] },
    });
    for (const path of ["/dashboard", "/admin", "/"]) {
      const guest = await request(path);
      const signedIn = await client.request(path);
      const html = await signedIn.text();
      expect(html, path).toBe(await guest.text());
      expect(html, path).not.toContain(user.email);
      expect(html, path).not.toContain("a private bio");
      // A section's document asks for its owner's first reads in a header (below), so that answer is private.
      expect(signedIn.headers.get("cache-control"), path).toBe(
        path === "/dashboard" ? "private, no-cache" : "no-cache",
      );
      expect(guest.headers.get("cache-control"), path).toBe("no-cache");
      expect(signedIn.headers.get("set-cookie"), path).toBeNull();
    }
  });

  it("asks for a section's first reads with its document, its own on the owner's own page, for a live session only", async () => {
    const { client, id } = await signedInUser("firstreads");
    const preloads = (response: Response) =>
      [
        ...(response.headers.get("link") ?? "").matchAll(
          /<([^>]+)>; rel=preload; as=fetch; crossorigin=use-credentials/g,
        ),
      ].map(([, read]) => read);
    for (const { path } of dashboardSections) {
      const response = await client.request(path);
      expect(response.status, path).toBe(200);
      expect(preloads(response), path).toEqual([
        "/api/auth/me",
        "/api/pages",
        ...sectionFirstReads[path as keyof typeof sectionFirstReads].map((read) => read.replace(pageIdSlot, id)),
      ]);
      expect(response.headers.get("cache-control"), path).toBe("private, no-cache");
    }
    expect(preloads(await client.request("/dashboard/design/"))).toContain(`/api/pages/${id}/profile`);
    // Another page named in the address: its reads depend on the caller's role there, which only the API
    // knows; the session check and the page list alone.
    const other = await client.request(`/dashboard/settings?page=${crypto.randomUUID()}`);
    expect(preloads(other)).toEqual(["/api/auth/me", "/api/pages"]);
    expect(other.headers.get("cache-control")).toBe("private, no-cache");
    // A guest, a made-up session, and a session since signed out: nothing asked for, nobody's page named.
    for (const cookie of ["", `ln_session=${"x".repeat(43)}`]) {
      const response = await request("/dashboard", { cookie });
      expect(response.headers.get("link"), cookie).toBeNull();
      expect(response.headers.get("cache-control"), cookie).toBe("no-cache");
    }
    const signedOut = client.cookie;
    expect((await client.request("/api/logout", { method: "POST" })).status).toBe(200);
    expect((await request("/dashboard/settings", { cookie: signedOut })).headers.get("link")).toBeNull();
    // Other screens never.
    for (const path of ["/", "/admin", "/login", "/tos"])
      expect((await client.request(path)).headers.get("link"), path).toBeNull();
  });

  it("treats a trailing slash as the same screen", async () => {
    const response = await request("/tos/");
    expect([200, 301, 307, 308]).toContain(response.status);
  });

  it("still serves built files and the asset server's own answers", async () => {
    const favicon = await request("/favicon.svg");
    expect(favicon.status).toBe(200);
  });
});
