import { describe, expect, it } from "vitest";
import { json, signedInUser } from "./helpers";

describe("smoke", () => {
  it("signs up, verifies, logs in", async () => {
    const { user, client } = await signedInUser();
    const me = await json(await client.request("/api/auth/me"));
    expect(me).toEqual({ authenticated: true, username: user.username, impersonating: false });
  });
});
