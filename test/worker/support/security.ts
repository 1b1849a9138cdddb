// Shared set-up for the two-factor, passkey and device tests: a browser that keeps every cookie the
// API sets (session, pending sign-in, device, WebAuthn challenge), and TOTP codes computed from the
// secret the API handed out, with the same library the server uses.
import { Secret, TOTP } from "otpauth";
import { expect } from "vitest";
import type { TotpSetup } from "#contract/security";
import { createVerifiedUser, signInDirectly } from "./accounts";
import { json, type RequestOptions, request, uniqueUser } from "./requests";

export const chromeOnLinux =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
export const safariOnMac =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15";

export type Jar = ReturnType<typeof cookieBrowser>;

/** A browser with a full cookie jar; `userAgent` is sent with every request. */
export function cookieBrowser(userAgent = chromeOnLinux, ip?: string) {
  const cookies = new Map<string, string>();
  const setCookies: string[] = [];
  return {
    cookies,
    /** Every Set-Cookie line the browser has seen, for checking attributes. */
    setCookies,
    get cookie() {
      return [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    },
    async request(path: string, options: RequestOptions = {}) {
      const response = await request(path, {
        ...options,
        ip: options.ip ?? ip,
        cookie: this.cookie,
        headers: { "User-Agent": userAgent, ...options.headers },
      });
      for (const line of response.headers.getSetCookie()) {
        setCookies.push(line);
        const [pair] = line.split(";");
        const index = (pair ?? "").indexOf("=");
        const name = (pair ?? "").slice(0, index);
        const value = (pair ?? "").slice(index + 1);
        if (!value || /max-age=0/i.test(line) || /expires=Thu, 01 Jan 1970/i.test(line)) cookies.delete(name);
        else cookies.set(name, value);
      }
      return response;
    },
  };
}

/** A verified account (not yet signed in anywhere) and its id, made directly (accounts.ts). */
export async function verifiedAccount(prefix = "sec") {
  const user = uniqueUser(prefix);
  return { user, id: await createVerifiedUser(user) };
}

export async function logIn(jar: Jar, user: { username: string; password: string }, ip?: string) {
  return jar.request("/api/login", {
    method: "POST",
    json: { identifier: user.username, password: user.password },
    ip,
  });
}

/** A verified account signed in in a full-jar browser, made directly (accounts.ts). */
export async function signedInJar(prefix = "sec", userAgent = chromeOnLinux) {
  const account = await verifiedAccount(prefix);
  const jar = cookieBrowser(userAgent);
  for (const [name, value] of Object.entries(await signInDirectly(account.id, { userAgent }))) {
    jar.cookies.set(name, value);
  }
  return { ...account, jar };
}

/** The 6-digit code for the secret at `at` (ms), as an authenticator app would show it. */
export function codeFor(secret: string, at = Date.now()): string {
  const totp = new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret) });
  return totp.generate({ timestamp: at });
}

/** Codes of three consecutive 30-second steps around now, each usable once in turn. */
export const previousStep = () => Date.now() - 30_000;
export const nextStep = () => Date.now() + 30_000;

/**
 * Sets up and turns on TOTP for the jar's account, spending the previous step's code; its secret, its
 * codes, and `spentAt`, a time in the spent step (a later "previous step" may be a newer one).
 * When a 30-second step ends while the code is on its way, the previous step's code is two steps old
 * and rightly refused: the set-up then spends the new previous step's code.
 */
export async function enableTotp(jar: Jar) {
  const setup = await json<TotpSetup>(await jar.request("/api/2fa/totp/setup", { method: "POST" }));
  const stepNow = () => Math.floor(Date.now() / 30_000);
  const spend = async () => {
    const askedInStep = stepNow();
    const spentAt = previousStep();
    const code = codeFor(setup.secret, spentAt);
    const enabled = await jar.request("/api/2fa/totp/enable", { method: "POST", json: { code } });
    return { spentAt, enabled, stepEnded: stepNow() !== askedInStep };
  };
  let { spentAt, enabled, stepEnded } = await spend();
  if (enabled.status === 400 && stepEnded) ({ spentAt, enabled } = await spend());
  expect(enabled.status).toBe(200);
  const { recoveryCodes } = await json<{ recoveryCodes: string[] }>(enabled);
  return { secret: setup.secret, recoveryCodes, spentAt };
}
