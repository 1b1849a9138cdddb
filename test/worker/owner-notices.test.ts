// What the owner hears about moderation (docs/product.md, "Trust and safety"): a mail when a link of theirs is held by the safety
// check (its threats in words), hidden after a report (the report's reason in words), released, or
// removed by an admin, and when their account is suspended — each with the operator's contact. Admins
// can remove a held link as well as release it; report reasons read as the form names them.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { signedInAdmin, signedInMember } from "./support/admin";
import { mailTo, receivedMail } from "./support/mailbox";
import { getProfile, putProfile } from "./support/profile";
import { deliverSafetyChecks } from "./support/queues";
import { json, request } from "./support/requests";
import { auditActions, heldItemsOf, hideAfterReport } from "./support/safety";

const operator = env.OPERATOR_EMAIL;

async function ownerWithFlaggedLink(prefix: string) {
  const owner = await signedInMember(prefix);
  const url = `https://${prefix}.example/unsafe-test`;
  const saved = await putProfile(owner.client, {
    links: [
      { title: "Fine", url: `https://fine-${prefix}.example` },
      { title: "Free gift", url },
    ],
  });
  expect(saved.status).toBe(200);
  await deliverSafetyChecks();
  const admin = await signedInAdmin(`${prefix}_admin`);
  const [item] = await heldItemsOf(admin.client, owner.user.username);
  if (!item) throw new Error("the link was not held");
  return { owner, admin, url, item };
}

describe("mail to the owner", () => {
  it("tells them a link is held by the safety check, naming the threats in words", async () => {
    const { owner, url } = await ownerWithFlaggedLink("notice_held");
    const mail = await receivedMail(owner.user.email, /held for review/);
    expect(mail.subject).toBe("A link on your LinkNest page is held for review");
    expect(mail.text).toContain(url);
    expect(mail.text).toContain("Malware, Phishing or deception, Unwanted software");
    expect(mail.text).not.toMatch(/SOCIAL_ENGINEERING|UNWANTED_SOFTWARE/);
    expect(mail.text).toContain(operator);
    // A held link is mailed once: a re-check that finds it held again says nothing new.
    await putProfile(owner.client, { bio: "resaved" });
    await deliverSafetyChecks();
    expect(await mailTo(owner.user.email, /held for review/)).toHaveLength(1);
  });

  it("tells them a link shows again once an admin releases it", async () => {
    const { owner, admin, url, item } = await ownerWithFlaggedLink("notice_released");
    const released = await admin.client.request(`/api/admin/held-links/${item.id}/release`, { method: "POST" });
    expect(released.status).toBe(200);
    const mail = await receivedMail(owner.user.email, /shows again/);
    expect(mail.subject).toBe("A link on your LinkNest page shows again");
    expect(mail.text).toContain(url);
  });

  it("tells them a link was hidden after a report, naming the report's reason in words", async () => {
    const owner = await signedInMember("notice_hidden");
    const url = "https://notice-hidden.example/login";
    await putProfile(owner.client, { links: [{ title: "Bank", url }] });
    const admin = await signedInAdmin("notice_hidden_admin");
    await hideAfterReport(admin.client, owner.user.username, "Bank");
    const mail = await receivedMail(owner.user.email, /hidden after a report/);
    expect(mail.subject).toBe("A link on your LinkNest page was hidden after a report");
    expect(mail.text).toContain(url);
    expect(mail.text).toContain("Phishing or scam");
    expect(mail.text).toContain(operator);
  });

  it("tells them their account is suspended, with the operator's contact, from the Users tab or a report", async () => {
    const fromUsers = await signedInMember("notice_suspended");
    const admin = await signedInAdmin("notice_suspend_admin");
    expect((await admin.client.request(`/api/admin/users/${fromUsers.id}/suspend`, { method: "POST" })).status).toBe(
      200,
    );
    const mail = await receivedMail(fromUsers.user.email, /suspended/);
    expect(mail.subject).toBe("Your LinkNest account is suspended");
    expect(mail.text).toContain(`/${fromUsers.user.username}`);
    expect(mail.text).toContain(operator);

    const fromReport = await signedInMember("notice_suspended_report");
    await request("/api/reports", {
      method: "POST",
      json: { username: fromReport.user.username, reason: "spam", details: "Spam everywhere" },
    });
    const open = await json<{ items: { id: string; username: string }[] }>(
      await admin.client.request("/api/admin/reports?pageSize=100"),
    );
    const report = open.items.find((item) => item.username === fromReport.user.username);
    const resolved = await admin.client.request(`/api/admin/reports/${report?.id}/resolve`, {
      method: "POST",
      json: { action: "suspend" },
    });
    expect(resolved.status).toBe(200);
    expect((await receivedMail(fromReport.user.email, /suspended/)).text).toContain(operator);
  });

  it("tells them of a suspension once: suspending a suspended account again sends nothing", async () => {
    const owner = await signedInMember("notice_suspended_twice");
    const admin = await signedInAdmin("notice_suspend_twice_admin");
    for (let time = 0; time < 2; time++) {
      const suspended = await admin.client.request(`/api/admin/users/${owner.id}/suspend`, { method: "POST" });
      expect(suspended.status).toBe(200);
    }
    expect(await mailTo(owner.user.email, /suspended/)).toHaveLength(1);
  });
});

describe("POST /api/admin/held-links/{id}/remove", () => {
  it("takes the URL off the owner's page, links and icons alike, audits it and tells the owner", async () => {
    const { owner, admin, url, item } = await ownerWithFlaggedLink("notice_removed");
    const current = await getProfile(owner.client);
    const withSocial = await owner.client.request("/api/profile", {
      method: "PUT",
      json: {
        username: current.username,
        bio: current.bio,
        links: current.links,
        socials: [
          { platform: "website", url },
          { platform: "github", url: "https://github.com/notice_removed" },
        ],
      },
    });
    expect(withSocial.status).toBe(200);

    const removed = await admin.client.request(`/api/admin/held-links/${item.id}/remove`, { method: "POST" });
    expect(removed.status).toBe(200);
    expect(await json(removed)).toEqual({ msg: "Link removed." });
    const editor = await getProfile(owner.client);
    expect(editor.links.map((link) => link.url)).toEqual(["https://fine-notice_removed.example"]);
    expect(editor.socials).toEqual([{ platform: "github", url: "https://github.com/notice_removed" }]);
    expect(await heldItemsOf(admin.client, owner.user.username)).toEqual([]);
    expect(await auditActions(owner.id)).toContainEqual({ action: "remove_link", details: JSON.stringify({ url }) });

    const mail = await receivedMail(owner.user.email, /removed/);
    expect(mail.subject).toBe("A link was removed from your LinkNest page");
    expect(mail.text).toContain(url);
    expect(mail.text).toContain(operator);

    // Added back, it is held again and listed again.
    expect((await putProfile(owner.client, { links: [...editor.links, { title: "Again", url }] })).status).toBe(200);
    await deliverSafetyChecks();
    expect((await heldItemsOf(admin.client, owner.user.username)).map((held) => held.url)).toEqual([url]);
    const again = (await getProfile(owner.client)).links.find((link) => link.url === url);
    expect(again?.held).toBe(true);
  });

  it("answers 404 for what is not held, and is for admins only", async () => {
    const admin = await signedInAdmin("remove_admin");
    expect((await admin.client.request("/api/admin/held-links/nope/remove", { method: "POST" })).status).toBe(404);
    const member = await signedInMember("remove_member");
    expect((await member.client.request("/api/admin/held-links/nope/remove", { method: "POST" })).status).toBe(403);
  });
});

describe("report reasons", () => {
  it("are listed in a refusal as the form names them", async () => {
    const owner = await signedInMember("reason_words");
    const response = await request("/api/reports", {
      method: "POST",
      json: { username: owner.user.username, reason: "bogus", details: "Something" },
    });
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({
      errors: [
        {
          field: "reason",
          message:
            "Choose a reason: Phishing or scam, Spam, Impersonation, Adult content, Hate or harassment, Something else.",
        },
      ],
    });
  });
});
