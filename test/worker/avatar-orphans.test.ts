// The hourly cron's sweep of avatar objects (docs/product.md, "Limits"): what no profile points
// at is removed once it is a day old, whatever left it behind — a failed clean-up, a request cut short.
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../worker/index";
import {
  avatarKeysOf,
  errorLogLine,
  expectCleanFailure,
  failing,
  failingD1,
  fetchWith,
  newFault,
  primaryPageRow,
  userIdOf,
} from "./support/faults";
import { avatarForm, createProfile, images, uploadAvatar } from "./support/profile";
import { json, signedInUser } from "./support/requests";

const hourMs = 60 * 60 * 1000;

/** Runs the worker's cron entry as Cloudflare would at `at`, and waits for its work to finish. */
async function runHourlyCleanup(at: number, bindings: Partial<Env> = {}) {
  const ctx = createExecutionContext();
  const controller = createScheduledController({ scheduledTime: new Date(at), cron: "17 * * * *" });
  await worker.scheduled(controller, { ...env, ...bindings }, ctx);
  await waitOnExecutionContext(ctx);
}

/** An object under avatars/ with a fresh key, as an upload stores it (owner metadata when given). */
async function storeObject(owner?: string, prefix = "avatars/"): Promise<string> {
  const key = `${prefix}${crypto.randomUUID().replaceAll("-", "")}.png`;
  await env.AVATARS.put(key, images.png(), owner ? { customMetadata: { userId: owner } } : undefined);
  return key;
}

async function stored(keys: string[]): Promise<string[]> {
  const found = await Promise.all(keys.map(async (key) => ((await env.AVATARS.head(key)) ? key : null)));
  return found.filter((key): key is string => key !== null);
}

describe("the hourly sweep of avatar objects", () => {
  it("removes objects under avatars/ that no user references once they are a day old, and keeps the rest", async () => {
    const { user, client } = await signedInUser("sweep");
    const ownerId = await userIdOf(user.email);
    const { url } = await json<{ url: string }>(await uploadAvatar(client, avatarForm(images.png())));
    const inUse = url.slice("/uploads/".length);
    const orphanOfOwner = await storeObject(ownerId);
    const orphanOfDeletedUser = await storeObject(crypto.randomUUID());
    const ownerlessInUse = await storeObject();
    await createProfile({ avatar: `/uploads/${ownerlessInUse}` });
    const ownerlessOrphan = await storeObject();
    const outsideAvatars = await storeObject(undefined, "other/");
    const all = [inUse, orphanOfOwner, orphanOfDeletedUser, ownerlessInUse, ownerlessOrphan, outsideAvatars];

    await runHourlyCleanup(Date.now() + 23 * hourMs);
    expect(await stored(all)).toEqual(all);

    await runHourlyCleanup(Date.now() + 25 * hourMs);
    expect(await stored(all)).toEqual([inUse, ownerlessInUse, outsideAvatars]);
    expect((await primaryPageRow(ownerId))?.avatar).toBe(url);
  });

  it("removes thumbnails under thumbnails/ that no link names once they are a day old", async () => {
    const { user, client } = await signedInUser("sweepthumb");
    const ownerId = await userIdOf(user.email);
    await client.request("/api/profile", {
      method: "PUT",
      json: { username: user.username, bio: "", links: [{ title: "Shop", url: "https://shop.example/" }] },
    });
    const [link] = (await json<{ links: { id: string }[] }>(await client.request("/api/profile"))).links;
    const { url } = await json<{ url: string }>(
      await client.request(`/api/links/${link?.id}/thumbnail`, {
        method: "POST",
        body: avatarForm(images.png(), { field: "thumbnail" }),
      }),
    );
    const inUse = url.slice("/uploads/".length);
    const orphanOfOwner = await storeObject(ownerId, "thumbnails/");
    const ownerlessOrphan = await storeObject(undefined, "thumbnails/");
    const all = [inUse, orphanOfOwner, ownerlessOrphan];

    await runHourlyCleanup(Date.now() + 23 * hourMs);
    expect(await stored(all)).toEqual(all);
    await runHourlyCleanup(Date.now() + 25 * hourMs);
    expect(await stored(all)).toEqual([inUse]);
  });

  it("walks past the first page of the bucket's listing", async () => {
    const owner = crypto.randomUUID();
    const keys = await Promise.all(Array.from({ length: 5 }, () => storeObject(owner)));
    // R2 may answer a listing with fewer objects than asked for; this bucket answers two a page, so a
    // handful of objects take several pages, as a thousand and more do at R2's own page size.
    const pages: number[] = [];
    const twoAPage = new Proxy(env.AVATARS, {
      get(target, property) {
        if (property === "list") {
          return async (options: R2ListOptions) => {
            const page = await target.list({ ...options, limit: Math.min(options.limit ?? 1000, 2) });
            pages.push(page.objects.length);
            return page;
          };
        }
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    await runHourlyCleanup(Date.now() + 25 * hourMs, { AVATARS: twoAPage });
    expect(pages.length).toBeGreaterThanOrEqual(3);
    expect(pages.every((size) => size <= 2)).toBe(true);
    expect(await stored(keys)).toEqual([]);
  });

  it("a bucket that cannot be listed is reported as r2:AVATARS, and the run still ends cleanly", async () => {
    const orphan = await storeObject(crypto.randomUUID());
    const fault = newFault();
    await runHourlyCleanup(Date.now() + 25 * hourMs, { AVATARS: failing(env.AVATARS, "AVATARS", ["list"], fault) });
    expect(fault.hits).toBe(1);
    expect(await errorLogLine(fault)).toMatchObject({ path: "r2:AVATARS" });
    expect(await stored([orphan])).toEqual([orphan]);
  });
});

describe("an avatar upload whose D1 write fails", () => {
  it("answers the D1 failure even when its object cannot be deleted; the leftover is reported and swept", async () => {
    const { user, client } = await signedInUser("upload_d1_r2");
    const id = await userIdOf(user.email);
    const d1Fault = newFault();
    const r2Fault = newFault();
    const response = await fetchWith(
      {
        DB: failingD1(env.DB, { batch: true }, d1Fault),
        AVATARS: failing(env.AVATARS, "AVATARS", ["delete"], r2Fault),
      },
      "/api/upload/avatar",
      { method: "POST", body: avatarForm(images.png()), cookie: client.cookie },
    );
    await expectCleanFailure(response, 500);
    expect(await errorLogLine(d1Fault)).toMatchObject({ path: "/api/upload/avatar" });
    const [leftover] = await avatarKeysOf(id);
    expect(leftover).toBeDefined();
    const line = await errorLogLine(r2Fault);
    expect(line).toMatchObject({ path: "r2:AVATARS" });
    expect(line?.message).toContain(leftover);
    expect((await primaryPageRow(id))?.avatar).toBeNull();

    await runHourlyCleanup(Date.now() + 25 * hourMs);
    expect(await avatarKeysOf(id)).toEqual([]);
  });
});
