// The origin check on state-changing /api requests (docs/guides/accounts-and-sessions.md): whatever the body's type, a
// request another site's page sends is refused before anything else looks at it.
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { buildRequest, json, origin, request } from "./support/requests";

const crossOrigin = { msg: "Cross-site requests are not allowed." };

/** One request per kind of body a browser can send: JSON, multipart, plain text, none at all. */
function bodies(): [string, { body?: BodyInit; headers?: Record<string, string> }][] {
  const form = new FormData();
  form.append("avatar", new File(["x"], "a.png", { type: "image/png" }));
  return [
    [
      "json",
      { body: JSON.stringify({ identifier: "a", password: "b" }), headers: { "Content-Type": "application/json" } },
    ],
    ["multipart", { body: form }],
    ["text/plain", { body: "a=1", headers: { "Content-Type": "text/plain" } }],
    ["no body", {}],
  ];
}

const stateChanging: [string, string][] = [
  ["POST", "/api/login"],
  ["POST", "/api/logout"],
  ["PUT", "/api/profile"],
  ["PATCH", "/api/anything"],
  ["POST", "/api/upload/avatar"],
  ["DELETE", "/api/account"],
];

describe("a state-changing /api request from another origin", () => {
  it("answers 403 crossOrigin for a JSON, multipart, text/plain or empty body alike", async () => {
    for (const [method, path] of stateChanging) {
      for (const [kind, { body, headers }] of bodies()) {
        const response = await request(path, { method, body, headers: { ...headers, Origin: "https://evil.example" } });
        expect(response.status, `${method} ${path} (${kind})`).toBe(403);
        expect(await json(response), `${method} ${path} (${kind})`).toEqual(crossOrigin);
      }
    }
  });

  it("answers 403 crossOrigin for the opaque Origin null (a sandboxed frame, a data: page)", async () => {
    const response = await request("/api/logout", { method: "POST", headers: { Origin: "null" } });
    expect(response.status).toBe(403);
    expect(await json(response)).toEqual(crossOrigin);
  });

  it("answers 403 crossOrigin without an Origin when the browser marks it Sec-Fetch-Site cross-site or same-site", async () => {
    for (const site of ["cross-site", "same-site"]) {
      const response = await postWithoutOrigin("/api/logout", { "Sec-Fetch-Site": site });
      expect(response.status, site).toBe(403);
      expect(await json(response), site).toEqual(crossOrigin);
    }
  });
});

describe("a state-changing /api request that is not cross-site", () => {
  it("passes from the app's own origin", async () => {
    const response = await request("/api/logout", { method: "POST", headers: { Origin: origin } });
    expect(response.status).toBe(200);
  });

  it("passes without an Origin or Sec-Fetch-Site: a non-browser client, which holds no browser's cookies", async () => {
    const response = await postWithoutOrigin("/api/logout");
    expect(response.status).toBe(200);
  });

  it("passes without an Origin when the browser marks it Sec-Fetch-Site same-origin", async () => {
    const response = await postWithoutOrigin("/api/logout", { "Sec-Fetch-Site": "same-origin" });
    expect(response.status).toBe(200);
  });

  it("passes to the Stripe webhook from anywhere: its signature authenticates it", async () => {
    const response = await request("/api/stripe/webhook", {
      method: "POST",
      body: "{}",
      headers: { Origin: "https://stripe.example", "Content-Type": "application/json" },
    });
    expect(response.status).not.toBe(403);
  });
});

/** A bodiless POST with no Origin header at all, as curl or a server-side client sends it. */
function postWithoutOrigin(path: string, headers: Record<string, string> = {}): Promise<Response> {
  const sent = buildRequest(path, { method: "POST", headers });
  const withoutOrigin = new Headers(sent.headers);
  withoutOrigin.delete("Origin");
  return SELF.fetch(new Request(sent, { headers: withoutOrigin }));
}
