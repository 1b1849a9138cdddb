// A page's members in a real browser (docs/decisions/065): a Pro owner invites an address as a viewer from
// the Members section; the person, new here, opens the mailed link signed out, signs up and signs in, is
// brought back to the invitation, accepts it and lands on the page's dashboard; the owner then sees them
// active and what happened in the page's activity.
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/a11y";
import { linkFromMail, newAccount } from "./support/mailbox";
import { createVerifiedAccount, logIn, openSection, signUpViaApi } from "./support/session";

test("an invitation mailed to someone new brings them, once signed up, to the page as a viewer", async ({
  page,
  request,
  baseURL,
  browser,
}) => {
  // A whole journey: a checkout, two mails, two people.
  test.setTimeout(150_000);
  const owner = await createVerifiedAccount(request, baseURL as string, "owner");
  await logIn(page, owner);
  await openSection(page, "Members");
  const members = page.getByRole("region", { name: "Members" });
  await members.getByRole("button", { name: "Upgrade to Pro" }).click();
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page.getByText("PRO Member")).toBeVisible();
  await openSection(page, "Members");

  const invitee = newAccount("invitee");
  await members.getByLabel("Their email").fill(invitee.email);
  await members.getByRole("radio", { name: /^Viewer/ }).check();
  await members.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(`Invitation sent to ${invitee.email}.`)).toBeVisible();
  await expect(members.getByRole("listitem").filter({ hasText: invitee.email })).toContainText("Invited");
  await expectNoAxeViolations(page);

  // The invitee opens the mailed link in a browser of their own, signed out.
  const invitation = await linkFromMail(request, invitee.email, /invited you to the page/);
  expect(invitation).toMatch(/^\/invitation\?token=/);
  const theirs = await browser.newContext();
  const guest = await theirs.newPage();
  await guest.goto(invitation);
  await expect(guest.locator(".auth-card").getByRole("link", { name: "Sign up" })).toBeVisible();

  // They sign up with the invited address, verify it, and sign in: the dashboard sends them back.
  await signUpViaApi(request, baseURL as string, invitee);
  const verify = await linkFromMail(request, invitee.email, /Verify your email/);
  expect((await request.get(`/api${verify}`)).status()).toBe(200);
  await guest.goto("/login");
  await guest.getByLabel("Email or Username").fill(invitee.username);
  await guest.getByLabel("Password").fill(invitee.password);
  await guest.getByRole("button", { name: /log in/i }).click();
  await expect(guest).toHaveURL(/\/invitation\?token=/);
  await guest.getByRole("button", { name: "Accept invitation" }).click();
  await expect(guest.getByText(`You joined the page ${owner.username} as a viewer.`)).toBeVisible();
  await expect(guest).toHaveURL(/\/dashboard\?page=/);
  const pageId = new URL(guest.url()).searchParams.get("page");

  await guest.goto(`/dashboard/members?page=${pageId}`);
  await expect(guest.getByRole("region", { name: "Your part in this page" })).toContainText(
    `You help run the page ${owner.username} as a viewer. Its owner is ${owner.username}.`,
  );
  await theirs.close();

  // The owner sees the member active, and what was done.
  await page.reload();
  await expect(members.getByRole("listitem").filter({ hasText: invitee.email })).toContainText("Active");
  const activity = page.getByRole("region", { name: "Activity" });
  await expect(activity.getByText(`${invitee.username} joined as viewer`)).toBeVisible();
  await expect(activity.getByText(`${owner.username} invited ${invitee.email} as viewer`)).toBeVisible();
});
