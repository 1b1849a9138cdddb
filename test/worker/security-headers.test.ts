// Browser-side defences on every kind of response (docs/reliability.md, "Headers and browser-side defences"): API JSON, errors, the SPA shell,
// the public page, uploads; HSTS and Secure cookies outside local development.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../worker/index";
import { json, origin, request, signedInUser } from "./support/requests";

const png = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="),
  (c) => c.charCodeAt(0),
);

function expectBaseline(response: Response, label: string) {
  expect(response.headers.get("x-content-type-options"), label).toBe("nosniff");
  expect(response.headers.get("referrer-policy"), label).toBe("strict-origin-when-cross-origin");
  const csp = response.headers.get("content-security-policy") ?? "";
  expect(csp, label).toContain("frame-ancestors 'none'");
  expect(
    /script-src[^;]*'unsafe-inline'/.test(csp) && !csp.includes("nonce-"),
    `${label}: inline scripts allowed`,
  ).toBe(false);
}

/** The same worker, deployed: ENVIRONMENT=production, answering at its APP_URL. */
async function production(path: string, init: RequestInit = {}) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request(`https://linknest.example${path}`, init),
    { ...env, ENVIRONMENT: "production", APP_URL: "https://linknest.example" },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return response;
}

describe("security headers", () => {
  it("are on every kind of response", async () => {
    const { user, client } = await signedInUser("headers");
    await client.request("/api/profile", { method: "PUT", json: { username: user.username, bio: "hi", links: [] } });
    const form = new FormData();
    form.append("avatar", new File([png], "a.png", { type: "image/png" }));
    const upload = await client.request("/api/upload/avatar", { method: "POST", body: form });
    const { url } = await json<{ url: string }>(upload);

    const responses: [string, Response][] = [
      ["api json", await request("/api/config")],
      ["api 404", await request("/api/nope")],
      ["api 401", await request("/api/profile")],
      ["spa shell", await request("/dashboard")],
      ["public page", await request(`/${user.username}`)],
      ["public 404", await request("/no_such_profile_here")],
      ["upload", await request(url)],
    ];
    for (const [label, response] of responses) expectBaseline(response, label);

    const uploaded = responses.at(-1)?.[1] as Response;
    expect(uploaded.headers.get("content-type")).toBe("image/png");
    expect(uploaded.headers.get("content-security-policy")).toContain("default-src 'none'");
  });

  it("isolates every document of the app from other windows, a guest's as a signed-in user's; not the public page, which holds nothing private", async () => {
    const { user, client } = await signedInUser("opener");
    await client.request("/api/profile", { method: "PUT", json: { username: user.username, bio: "hi", links: [] } });
    // A visitor arriving from another site's window keeps their browsing context (no new process to
    // start on a phone); the page is the same for everyone and cannot be framed.
    for (const path of [`/${user.username}`, "/no_such_profile_here"]) {
      const page = await request(path);
      expect(page.headers.get("cross-origin-opener-policy"), path).toBe("unsafe-none");
      expect(page.headers.get("x-frame-options"), path).toBe("DENY");
    }
    // One document holds the sign-in forms and, without a reload, the signed-in screens: it is isolated
    // whoever asks for it.
    for (const path of ["/", "/login", "/tos", "/dashboard", "/admin", "/no/such/screen"]) {
      for (const [who, page] of [
        ["guest", await request(path)],
        ["signed in", await client.request(path)],
      ] as const) {
        expect(page.headers.get("cross-origin-opener-policy"), `${who} ${path}`).toBe("same-origin");
        expect(page.headers.get("x-frame-options"), `${who} ${path}`).toBe("DENY");
      }
    }
    expect((await request("/api/config")).headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect((await client.request("/api/config")).headers.get("cross-origin-opener-policy")).toBe("same-origin");
  });

  it("the SPA shell of a build allows only its own scripts", async () => {
    const shell = await production("/login");
    const csp = shell.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toContain("unsafe-inline'; connect");
    expect(csp).toContain("object-src 'none'");
  });

  it("HSTS and Secure cookies outside local development, neither in development", async () => {
    const deployed = await production("/api/config");
    expect(deployed.headers.get("strict-transport-security")).toMatch(/max-age=\d{7,}/);
    expect((await request("/api/config")).headers.get("strict-transport-security")).toBeNull();

    const { user } = await signedInUser("secure");
    const login = await production("/api/login", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "https://linknest.example" },
      body: JSON.stringify({ identifier: user.username, password: user.password }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  it("outside development the session cookie is __Host-ln_session, and the session check and logout use it", async () => {
    const { user } = await signedInUser("hostcookie");
    const deployedOrigin = { "Content-Type": "application/json", Origin: "https://linknest.example" };
    const login = await production("/api/login", {
      method: "POST",
      headers: deployedOrigin,
      body: JSON.stringify({ identifier: user.username, password: user.password }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^__Host-ln_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/; Path=\/(;|$)/);
    expect(cookie).toMatch(/; Secure(;|$)/);
    expect(cookie).not.toMatch(/Domain=/i);

    const session = cookie.split(";")[0] ?? "";
    const token = session.slice(session.indexOf("=") + 1);
    const me = (sent: string) => production("/api/auth/me", { headers: { Cookie: sent } });
    expect(await json(await me(session))).toMatchObject({ authenticated: true, username: user.username });
    // Without the prefix the browser would accept the cookie from plain http or a sibling domain.
    expect(await json(await me(`ln_session=${token}`))).toEqual({ authenticated: false });

    const logout = await production("/api/logout", { method: "POST", headers: { ...deployedOrigin, Cookie: session } });
    expect(logout.status).toBe(200);
    expect(logout.headers.get("set-cookie")).toMatch(/^__Host-ln_session=;.*Max-Age=0.*; Path=\/.*; Secure/);
    expect(await json(await me(session))).toEqual({ authenticated: false });
  });

  it("cross-site form posts are refused on every state-changing route", async () => {
    const routes: [string, string][] = [
      ["POST", "/api/login"],
      ["POST", "/api/signup"],
      ["PUT", "/api/profile"],
      ["POST", "/api/upload/avatar"],
      ["DELETE", "/api/account"],
      ["POST", "/api/admin/audit/clear"],
    ];
    for (const [method, path] of routes) {
      const response = await request(path, {
        method,
        headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
        body: "a=1",
      });
      expect(response.status, `${method} ${path}`).toBe(403);
    }
    expect(origin).toBe("http://localhost:8787");
  });
});
