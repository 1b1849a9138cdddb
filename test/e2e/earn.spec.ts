// Earn in one journey (docs/guides/earn.md): a free owner connects through the Stripe fake's onboarding and
// adds a tip block; a visitor without JavaScript tips 5 USD with a message, pays on the fake's Checkout and
// lands back on the page's thanks; the owner sees the tip with LinkNest's 5% fee, upgrades to Pro, and
// the next tip has no fee; a refund through the fake's Express dashboard shows as refunded.
import { expect, test } from "@playwright/test";
import { tipTexts } from "#contract/earn";
import { expectNoAxeViolations } from "./support/a11y";
import { earnArea, listedTips, tipsCard, tipWithoutScript } from "./support/earn";
import { editorRow, saveProfile } from "./support/page-blocks";
import { createVerifiedAccount, logIn } from "./support/session";

test("a free owner connects Stripe and adds a tip block; visitors without JavaScript tip; Pro takes no fee; a refund shows", async ({
  page,
  request,
  baseURL,
  browser,
}) => {
  test.setTimeout(180_000);
  const origin = baseURL as string;
  const owner = await createVerifiedAccount(request, origin, "earn");
  await logIn(page, owner);

  // The owner connects through the fake's onboarding, the fee said before anything is connected.
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Earnings" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Earn" })).toBeVisible();
  await expect(earnArea(page).getByText("Not connected")).toBeVisible();
  await expect(earnArea(page).getByText(/5% of each tip on Free and 0% on Pro/)).toBeVisible();
  await expectNoAxeViolations(page);
  await earnArea(page).getByRole("button", { name: "Connect with Stripe" }).click();
  await expect(page.getByRole("heading", { name: "Set up payments for LinkNest" })).toBeVisible();
  await page.getByRole("button", { name: "Complete onboarding" }).click();
  await expect(page).toHaveURL(/\/dashboard\/earn$/);
  await expect(earnArea(page).getByText("Ready to accept tips")).toBeVisible();

  // The tip block, with the amounts it starts with.
  await page.goto("/dashboard");
  await page.getByRole("region", { name: "Links" }).getByRole("button", { name: "Tip jar", exact: true }).click();
  await expect(editorRow(page, "Tip jar 1").getByLabel("Amounts")).toHaveValue("3, 5, 10");
  await saveProfile(page);

  // A visitor without JavaScript tips 5 USD with a message and comes back to the thanks.
  const pageUrl = `${origin}/${owner.username}`;
  const thanks = await tipWithoutScript(browser, pageUrl, {
    amount: "$5.00",
    message: "Thanks for the links!",
    fee: "Platform fee $0.25",
  });
  expect(thanks).toBe(tipTexts.thanks);

  // The owner sees it with LinkNest's 5%.
  expect(await listedTips(page)).toEqual([
    [expect.any(String), "$5.00", "$0.25", "Anonymous", "Thanks for the links!", "Paid"],
  ]);
  await expect(tipsCard(page).getByRole("table", { name: "Totals by month" }).getByText("$4.75")).toBeVisible();
  await expectNoAxeViolations(page);

  // Pro, then the next tip has no fee.
  await page.goto("/dashboard");
  await page.getByRole("region", { name: "Subscription" }).getByRole("button", { name: "Upgrade to Pro" }).click();
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page.getByText("Subscription successful! Welcome to the Pro tier!")).toBeVisible();
  await tipWithoutScript(browser, pageUrl, { amount: "$3.00", fee: "No platform fee" });
  expect(await listedTips(page)).toEqual([
    [expect.any(String), "$3.00", "$0.00", "Anonymous", "", "Paid"],
    [expect.any(String), "$5.00", "$0.25", "Anonymous", "Thanks for the links!", "Paid"],
  ]);

  // A refund of the first tip through the fake's Express dashboard, which "Open Stripe" opens.
  await earnArea(page).getByRole("button", { name: "Open Stripe" }).click();
  await expect(page.getByRole("heading", { name: "Your Stripe Express dashboard" })).toBeVisible();
  await page.getByRole("listitem").filter({ hasText: "$5.00" }).getByRole("button", { name: "Refund" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: "$5.00" })).toContainText("Refunded");
  expect((await listedTips(page))[1]).toEqual([
    expect.any(String),
    "$5.00",
    "$0.25",
    "Anonymous",
    "Thanks for the links!",
    "Refunded",
  ]);
});
