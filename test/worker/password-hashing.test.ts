// The password hashes' cost (docs/product.md, "Accounts: the rules", docs/guides/accounts-and-sessions.md): production's scrypt parameters, the hash that
// names them, and the upgrade at login of a hash made with other ones. The worker tests themselves hash
// at a test cost (support/password-cost.ts); the deploy tests check that the built worker hashes at
// production's.

import { env } from "cloudflare:test";
import { randomBytes, scryptSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { passwordCost as productionCost } from "../../worker/security/password-cost";
import { hashPassword, hashPasswordAt, needsRehash, verifyPassword } from "../../worker/security/passwords";
import { passwordCost as testCost } from "./support/password-cost";
import { request, signedInUser } from "./support/requests";

const costPrefix = ({ N, r, p }: { N: number; r: number; p: number }) => `scrypt$${N}$${r}$${p}$`;

describe("password hashes", () => {
  it("are made in production with scrypt N=16384, r=8, p=5, named in the hash, and verify", async () => {
    expect(productionCost).toEqual({ N: 16384, r: 8, p: 5 });
    const hash = await hashPasswordAt(productionCost, "Secret123");
    expect(hash).toMatch(/^scrypt\$16384\$8\$5\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    // The key is scrypt's at those parameters, as any other scrypt computes it from the salt.
    const [, , , , salt, key] = hash.split("$");
    const expected = scryptSync("Secret123", Buffer.from(salt ?? "", "base64"), 32, { N: 16384, r: 8, p: 5 });
    expect(key).toBe(expected.toString("base64"));
    expect(await verifyPassword("Secret123", hash)).toBe(true);
    expect(await verifyPassword("Secret124", hash)).toBe(false);
  });

  it("are made at the cost the worker runs with, which is the tests' own here", async () => {
    const hash = await hashPassword("Secret123");
    expect(hash.startsWith(costPrefix(testCost))).toBe(true);
    expect(needsRehash(hash)).toBe(false);
    expect(await verifyPassword("Secret123", hash)).toBe(true);
  });

  it("made with other parameters still verify at login, and are made again at the current cost", async () => {
    const { user } = await signedInUser("rehash");
    const salt = randomBytes(16);
    const weaker = `scrypt$1024$8$1$${salt.toString("base64")}$${scryptSync(user.password, salt, 32, { N: 1024, r: 8, p: 1 }).toString("base64")}`;
    for (const before of [weaker, await hashPasswordAt(productionCost, user.password)]) {
      expect(needsRehash(before)).toBe(true);
      await env.DB.prepare("update users set password_hash = ? where email = ?").bind(before, user.email).run();
      const login = await request("/api/login", {
        method: "POST",
        json: { identifier: user.email, password: user.password },
      });
      expect(login.status).toBe(200);
      const row = await env.DB.prepare("select password_hash as h from users where email = ?")
        .bind(user.email)
        .first<{ h: string }>();
      expect(row?.h.startsWith(costPrefix(testCost))).toBe(true);
      expect(needsRehash(row?.h ?? "")).toBe(false);
      const again = await request("/api/login", {
        method: "POST",
        json: { identifier: user.email, password: user.password },
      });
      expect(again.status).toBe(200);
    }
  });
});
