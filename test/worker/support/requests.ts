// Drives the real worker (app, middleware, bindings, queue consumer) the way a browser would.
import { env, SELF } from "cloudflare:test";
import { expect } from "vitest";

export const origin = "http://localhost:8787";

export type RequestOptions = {
  method?: string;
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
  /** The client's address; a random one by default so tests do not share rate-limit buckets. */
  ip?: string;
};

let ipCounter = 0;
function freshIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** A same-origin request, as the SPA sends it. */
export function request(path: string, options: RequestOptions & { cookie?: string } = {}): Promise<Response> {
  return SELF.fetch(buildRequest(path, options));
}

/** The request `request` sends, for tests that hand it to the worker's fetch handler themselves. */
export function buildRequest(path: string, options: RequestOptions & { cookie?: string } = {}): Request {
  const headers: Record<string, string> = {
    Origin: origin,
    "CF-Connecting-IP": options.ip ?? freshIp(),
    ...options.headers,
  };
  if (options.cookie) headers.Cookie = options.cookie;
  let body = options.body;
  if (options.json !== undefined) {
    headers["Content-Type"] ??= "application/json";
    body = JSON.stringify(options.json);
  }
  return new Request(`${origin}${path}`, { method: options.method ?? "GET", headers, body, redirect: "manual" });
}

export async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  const type = response.headers.get("content-type") ?? "";
  if (!type.includes("application/json")) throw new Error(`expected JSON, got "${type}" (${response.status})`);
  return (await response.json()) as T;
}

/** A browser with a cookie jar holding the session cookie. */
export function browser() {
  let cookie = "";
  const client = {
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      cookie = value;
    },
    async request(path: string, options: RequestOptions = {}) {
      const response = await request(path, { ...options, cookie });
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(";");
        const [name, value] = (pair ?? "").split("=");
        if (name !== "ln_session") continue;
        cookie = value && !/max-age=0/i.test(line) ? `ln_session=${value}` : "";
      }
      return response;
    },
  };
  return client;
}

let nameCounter = 0;
/** A username and e-mail no other test uses. */
export function uniqueUser(prefix = "user") {
  nameCounter += 1;
  const username = `${prefix}_${Date.now().toString(36)}${nameCounter}`.slice(0, 30);
  return { username, email: `${username.toLowerCase()}@example.com`, password: "Secret123" };
}

export type Mail = { to: string; subject: string; text: string; html: string; createdAt: string };

/** Waits for the queue consumer to deliver mail to `to` matching the subject. */
export async function waitForMail(to: string, subject: RegExp, count = 1): Promise<Mail> {
  let found: Mail[] = [];
  await expect
    .poll(
      async () => {
        const response = await request(`/api/dev/mail?to=${encodeURIComponent(to)}`);
        const { items } = await json<{ items: Mail[] }>(response);
        found = items.filter((m) => subject.test(m.subject));
        return found.length;
      },
      { timeout: 10_000, interval: 100 },
    )
    .toBeGreaterThanOrEqual(count);
  return found[0] as Mail;
}

export function tokenFrom(mail: Mail): string {
  const token = mail.text.match(/[?&]token=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no token link in mail "${mail.subject}"`);
  return token;
}

export async function signUp(user = uniqueUser(), extra: Record<string, unknown> = {}) {
  const response = await request("/api/signup", { method: "POST", json: { ...user, ...extra } });
  return { user, response };
}

/**
 * Signs up, marks the e-mail verified and logs in: a ready account and its browser. (The mailed-link
 * path is covered by the verification tests; here it would only add the queue's delay to every test.)
 */
export async function signedInUser(prefix = "user") {
  const { user, response } = await signUp(uniqueUser(prefix));
  expect(response.status).toBe(201);
  await env.DB.prepare("update users set email_verified = 1 where email = ?").bind(user.email).run();
  const client = browser();
  const login = await client.request("/api/login", {
    method: "POST",
    json: { identifier: user.username, password: user.password },
  });
  expect(login.status).toBe(200);
  return { user, client };
}
