// Drives the real worker (app, middleware, bindings) the way a browser would. A request is answered by
// the worker's own fetch handler with the tests' bindings — the real ones, the queues tapped
// (queues.ts) — and its background work (waitUntil) goes on after the answer, as it does in production
// (background.ts).
import { createExecutionContext, env, SELF } from "cloudflare:test";
import { expect } from "vitest";
import worker from "../../../worker/index";
import { createVerifiedUser, signInDirectly } from "./accounts";
import { trackBackgroundWork } from "./background";
import { tappedEnv } from "./queues";

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
  return answer(buildRequest(path, options));
}

/** The worker's answer to a request, with `bindings` in place of the tests' own for it. */
export async function answer(request: Request, bindings: Partial<Env> = {}): Promise<Response> {
  const ctx = createExecutionContext();
  try {
    return await worker.fetch(request as Parameters<typeof worker.fetch>[0], { ...tappedEnv, ...bindings }, ctx);
  } finally {
    trackBackgroundWork(ctx);
  }
}

/**
 * For a queue's one end-to-end test: the request goes in through SELF, as the runtime delivers it, and
 * what it sends takes the real queue to the consumer the runtime calls.
 */
export function requestOverRealQueues(path: string, options: RequestOptions & { cookie?: string } = {}) {
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
export function browser(cookie = "") {
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

/** Deletes the browser's account, answering the re-check with its password. */
export function deleteOwnAccount(client: Pick<ReturnType<typeof browser>, "request">, password: string) {
  return client.request("/api/account", { method: "DELETE", json: { password } });
}

let nameCounter = 0;
/** A username and e-mail no other test uses. */
export function uniqueUser(prefix = "user") {
  nameCounter += 1;
  const username = `${prefix}_${Date.now().toString(36)}${nameCounter}`.slice(0, 30);
  return { username, email: `${username.toLowerCase()}@example.com`, password: "Secret123" };
}

export async function signUp(user = uniqueUser(), extra: Record<string, unknown> = {}) {
  const response = await request("/api/signup", { method: "POST", json: { ...user, ...extra } });
  return { user, response };
}

/** A verified account signed in in its own browser, made directly (accounts.ts). */
export async function signedInUser(prefix = "user") {
  const user = uniqueUser(prefix);
  const id = await createVerifiedUser(user);
  const cookies = await signInDirectly(id);
  return { user, client: browser(`ln_session=${cookies.ln_session}`), id };
}

/**
 * Signs up, marks the e-mail verified and logs in, through the API: for tests that need what the
 * signup and the login themselves leave behind (the mailed link path is covered by the verification
 * tests).
 */
export async function signedUpAndLoggedIn(prefix = "user") {
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
