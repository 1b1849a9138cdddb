// What the admin sees of analytics (docs/product.md, "Analytics"): platform views and clicks in the metrics' 24 h and
// 7 d windows, and the most viewed profiles of the last 7 days on the Overview.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { AdminMetrics, TopProfile } from "#contract/admin-types";
import { signedInAdmin } from "./support/admin";
import { clickEvent, consume, message, viewEvent } from "./support/analytics";
import { createProfile } from "./support/profile";
import { json } from "./support/requests";

const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;
const queue = "linknest-analytics";

describe("admin analytics", () => {
  it("adds platform views and clicks for 24 h and 7 d to the metrics, and lists the most viewed profiles of the week", async () => {
    const admin = await signedInAdmin("anaadmin");
    const popular = await createProfile({ links: [{ title: "A", url: "https://a.example" }] });
    const quieter = await createProfile();
    const old = await createProfile();
    const link = await env.DB.prepare("select id from links where page_id = ?")
      .bind(popular.id)
      .first<{ id: string }>();
    const linkId = link?.id as string;
    const now = Date.now();
    await consume(queue, [
      message(viewEvent(popular.id)),
      message(viewEvent(popular.id)),
      message(viewEvent(popular.id, { at: now - 3 * dayMs })),
      message(clickEvent(popular.id, linkId)),
      message(clickEvent(popular.id, linkId, { at: now - 2 * dayMs })),
      // Inside the last 24 hours even when the hour turns before the metrics are read.
      message(viewEvent(quieter.id, { at: now - 22 * hourMs })),
      // Outside both windows and the week.
      message(viewEvent(old.id, { at: now - 8 * dayMs })),
      message(viewEvent(old.id, { at: now - 8 * dayMs })),
      message(viewEvent(old.id, { at: now - 8 * dayMs })),
      message(viewEvent(old.id, { at: now - 8 * dayMs })),
    ]);

    const metrics = await json<AdminMetrics>(await admin.client.request("/api/admin/metrics"));
    expect(metrics.traffic).toEqual([
      { window: "24h", views: 3, clicks: 1 },
      { window: "7d", views: 4, clicks: 2 },
    ]);
    expect(metrics.windows.map((w) => w.window)).toEqual(["1h", "24h", "7d"]);

    const top = await json<{ items: TopProfile[] }>(await admin.client.request("/api/admin/top-profiles?limit=2"));
    expect(top.items).toEqual([
      { _id: popular.id, username: popular.username, views: 3 },
      { _id: quieter.id, username: quieter.username, views: 1 },
    ]);
    const refused = await admin.client.request("/api/admin/top-profiles?limit=0");
    expect(refused.status).toBe(400);
  });
});
