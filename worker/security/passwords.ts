// Password hashing with scrypt (docs/guides/accounts-and-sessions.md). Hashes describe their own parameters
// (scrypt$N$r$p$salt$hash) so the cost can be raised later and old hashes upgraded at login.
import { scrypt, timingSafeEqual } from "node:crypto";
import { type PasswordCost, passwordCost } from "./password-cost";

const saltBytes = 16;
const keyBytes = 32;

function derive(password: string, salt: Buffer, N: number, r: number, p: number, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, length, { N, r, p, maxmem: 256 * N * r }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** A hash of the password at today's cost. */
export function hashPassword(password: string): Promise<string> {
  return hashPasswordAt(passwordCost, password);
}

/** A hash at the given cost: today's for every hash the app makes; another for an upgrade's "before". */
export async function hashPasswordAt({ N, r, p }: PasswordCost, password: string): Promise<string> {
  const salt = Buffer.from(crypto.getRandomValues(new Uint8Array(saltBytes)));
  const key = await derive(password, salt, N, r, p, keyBytes);
  return ["scrypt", N, r, p, salt.toString("base64"), key.toString("base64")].join("$");
}

type Parsed = { N: number; r: number; p: number; salt: Buffer; key: Buffer };

function parse(stored: string): Parsed | null {
  const [scheme, N, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !key) return null;
  const numbers = [N, r, p].map(Number);
  if (numbers.some((n) => !Number.isSafeInteger(n) || n <= 0)) return null;
  return {
    N: numbers[0] as number,
    r: numbers[1] as number,
    p: numbers[2] as number,
    salt: Buffer.from(salt, "base64"),
    key: Buffer.from(key, "base64"),
  };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.N, parsed.r, parsed.p, parsed.key.length);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** True when the hash was made with other parameters than today's. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.N !== passwordCost.N || parsed.r !== passwordCost.r || parsed.p !== passwordCost.p;
}

/** Spent on unknown identifiers so a login takes as long whether or not the account exists. */
let decoyHash: Promise<string> | undefined;
export async function spendDecoyHash(password: string): Promise<void> {
  decoyHash ??= hashPassword("decoy-password-Aa1");
  await verifyPassword(password, await decoyHash);
}
