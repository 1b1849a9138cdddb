// A custom domain's life beyond the owner's calls: the end of Pro (7 more days with a mail, then removed
// at the provider; Pro back in time keeps it), deleting the account, and admins — who see each user's
// domain and status in Users, can remove one (audited), and count the domains by status in the metrics.
import { describe, expect, it } from "vitest";
import type { AdminMetrics, AdminUserRow, Paged } from "#contract/admin-types";
import { type CustomDomain, customDomainMessages } from "#contract/custom-domains";
import { auditRows, signedInAdmin } from "./support/admin";
import {
  addedDomain,
  atProvider,
  checkedDomain,
  domainRow,
  getDomain,
  proOwner,
  runHourlySweep,
  uniqueHost,
} from "./support/custom-domains";
import { mailTo, receivedMail } from "./support/mailbox";
import { setSubscription } from "./support/profile";
import { queuedCustomDomainWork } from "./support/queues";
import { deleteOwnAccount, json } from "./support/requests";

const day = 24 * 60 * 60 * 1000;

async function activeDomainOfEndedPro() {
  const owner = await proOwner("cdend");
  const hostname = uniqueHost();
  await addedDomain(owner.client, hostname);
  await checkedDomain(owner.client);
  await queuedCustomDomainWork();
  await setSubscription(owner.user.username, "canceled", Date.now() - 1000);
  return { ...owner, hostname };
}

describe("when Pro ends", () => {
  it("the domain keeps its 7 days, the owner is mailed the day it stops, then it is removed at the provider", async () => {
    const { client, user, id, hostname } = await activeDomainOfEndedPro();
    const sweptAt = Date.now();
    await runHourlySweep(sweptAt);

    const endsOn = new Date(sweptAt + 7 * day).toISOString().slice(0, 10);
    // The mail writes the day out as its language does: "December 9, 2026".
    const writtenOut = new Date(sweptAt + 7 * day).toLocaleDateString("en-US", {
      month: "long",
      day: "numeric",
      year: "numeric",
      timeZone: "UTC",
    });
    const mail = await receivedMail(user.email, /custom domain/);
    expect(mail.subject).toBe(`Your custom domain ${hostname} stops on ${writtenOut}`);
    expect(mail.text).toContain(`keeps working at ${hostname} until ${writtenOut}`);
    const kept = await json<CustomDomain>(await getDomain(client));
    expect(kept.status).toBe("active");
    expect(kept.endsAt?.slice(0, 10)).toBe(endsOn);
    expect(kept.message).toContain(customDomainMessages.proEnded(new Date(sweptAt + 7 * day).toISOString()));
    expect(await atProvider(hostname)).toBeDefined();

    // Another sweep within the days changes nothing and mails no more.
    await runHourlySweep(sweptAt + 6 * day);
    expect(await mailTo(user.email, /custom domain/)).toHaveLength(1);
    expect(await domainRow(id)).not.toBeNull();

    await runHourlySweep(sweptAt + 7 * day + 60_000);
    expect(await domainRow(id)).toBeNull();
    expect(await atProvider(hostname)).toBeUndefined();
    expect(await json(await getDomain(client))).toBeNull();
  });

  it("shows the 7 days at once from the plan's state, before the hourly sweep, and the sweep keeps the same day", async () => {
    const { client } = await activeDomainOfEndedPro();
    const before = await json<CustomDomain>(await getDomain(client));
    expect(before.status).toBe("active");
    expect(before.endsAt).not.toBeNull();
    const endsAt = before.endsAt as string;
    expect(Date.parse(endsAt) - Date.now()).toBeGreaterThan(7 * day - 60_000);
    expect(Date.parse(endsAt) - Date.now()).toBeLessThanOrEqual(7 * day);
    expect(before.message).toContain(customDomainMessages.proEnded(endsAt));

    await runHourlySweep(Date.now() + 30 * 60_000);
    expect((await json<CustomDomain>(await getDomain(client))).endsAt).toBe(endsAt);
  });

  it("Pro back within the 7 days keeps the domain", async () => {
    const { user, id, hostname, client } = await activeDomainOfEndedPro();
    const sweptAt = Date.now();
    await runHourlySweep(sweptAt);
    expect((await domainRow(id))?.pro_ended_at).not.toBeNull();
    await setSubscription(user.username, "active", Date.now() + 365 * day);
    await runHourlySweep(sweptAt + 8 * day);
    expect((await domainRow(id))?.pro_ended_at).toBeNull();
    expect(await atProvider(hostname)).toBeDefined();
    expect((await json<CustomDomain>(await getDomain(client))).endsAt).toBeNull();
  });
});

describe("deleting the account", () => {
  it("removes its domain at the provider at once", async () => {
    const { client, id, user } = await proOwner("cddel");
    const hostname = uniqueHost();
    await addedDomain(client, hostname);
    const response = await deleteOwnAccount(client, user.password);
    expect(response.status).toBe(200);
    expect(await atProvider(hostname)).toBeUndefined();
    expect(await domainRow(id)).toBeNull();
  });
});

describe("admins", () => {
  it("see each user's domain and status in Users, and count domains by status in the metrics", async () => {
    const admin = await signedInAdmin("cdadmin");
    const owner = await proOwner("cdlisted");
    const hostname = uniqueHost();
    await addedDomain(owner.client, hostname);
    const list = await admin.client.request(`/api/admin/users?q=${owner.user.username}`);
    const { items } = await json<Paged<AdminUserRow>>(list);
    expect(items.find((row) => row._id === owner.id)?.customDomain).toEqual({
      hostname,
      unicodeHostname: hostname,
      status: "pending",
    });
    const plain = await admin.client.request(`/api/admin/users?q=${admin.user.username}`);
    expect((await json<Paged<AdminUserRow>>(plain)).items[0]?.customDomain).toBeNull();

    const before = (await json<AdminMetrics>(await admin.client.request("/api/admin/metrics"))).customDomains;
    await checkedDomain(owner.client);
    const after = (await json<AdminMetrics>(await admin.client.request("/api/admin/metrics"))).customDomains;
    expect(after.active).toBe(before.active + 1);
    expect(after.pending).toBe(before.pending - 1);
    expect(Object.keys(after).sort()).toEqual(["active", "failed", "pending", "verifying"]);
  });

  it("remove a user's domain at the provider, audited with the hostname", async () => {
    const admin = await signedInAdmin("cdremover");
    const owner = await proOwner("cdremoved");
    const hostname = uniqueHost();
    await addedDomain(owner.client, hostname);
    const response = await admin.client.request(`/api/admin/users/${owner.id}/custom-domain`, { method: "DELETE" });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ msg: customDomainMessages.removed });
    expect(await atProvider(hostname)).toBeUndefined();
    expect(await json(await getDomain(owner.client))).toBeNull();
    const [entry] = await auditRows({ targetUserId: owner.id, action: "remove_custom_domain" });
    expect(entry).toMatchObject({ actor_user_id: admin.id });
    expect(JSON.parse(entry?.details ?? "{}")).toEqual({ hostname });

    const again = await admin.client.request(`/api/admin/users/${owner.id}/custom-domain`, { method: "DELETE" });
    expect(again.status).toBe(404);
    expect(await auditRows({ targetUserId: owner.id, action: "remove_custom_domain" })).toHaveLength(1);
  });
});
