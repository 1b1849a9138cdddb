import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/a11y";
import { createVerifiedAccount, logIn } from "./support/session";

test("a free user upgrades, hides the branding, cancels and resumes", async ({ page, request, baseURL, browser }) => {
  const account = await createVerifiedAccount(request, baseURL as string, "pro");
  await logIn(page, account);
  const panel = page.getByRole("region", { name: "Subscription" });
  await expect(panel.getByText("FREE Member")).toBeVisible();
  await expect(panel.getByText(/Founding Member price/)).toBeVisible();

  await panel.getByRole("button", { name: "Upgrade to Pro" }).click();
  // The provider-hosted checkout (the local Stripe fake).
  await expect(page.getByRole("heading", { name: /Subscribe to LinkNest Pro/ })).toBeVisible();
  await page.getByRole("button", { name: "Pay" }).click();

  await expect(page.getByText("Subscription successful! Welcome to the Pro tier!")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(panel.getByText("PRO Member")).toBeVisible();
  await expect(panel.getByText(/Next billing date/)).toBeVisible();
  await expectNoAxeViolations(page);

  const toggle = panel.getByRole("switch");
  await expect(toggle).toBeEnabled();
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  await expect(panel.getByText("Saving…")).toHaveCount(0);

  const visitor = await browser.newContext();
  const publicPage = await visitor.newPage();
  await publicPage.goto(`${baseURL}/${account.username}`);
  await expect(publicPage.getByRole("heading", { name: `@${account.username}` })).toBeVisible();
  await expect(publicPage.getByRole("link", { name: "Made with LinkNest" })).toHaveCount(0);
  await visitor.close();

  await panel.getByRole("button", { name: "Cancel subscription" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel subscription?" });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Confirm cancel" }).click();
  await expect(panel.getByText(/Subscription cancelled\. You will retain access/)).toBeVisible();
  await expect(panel.getByText(/Your subscription ends on/)).toBeVisible();

  await panel.getByRole("button", { name: "Resume Subscription" }).click();
  await expect(panel.getByText("Subscription resumed.")).toBeVisible();
  await expect(panel.getByRole("button", { name: "Cancel subscription" })).toBeVisible();
});

test("'Cancel' on the checkout page comes back with 'Subscription cancelled.'", async ({ page, request, baseURL }) => {
  const account = await createVerifiedAccount(request, baseURL as string, "changedmind");
  await logIn(page, account);
  // The Custom domain card offers the upgrade too; this is the Subscription card's.
  await page.getByRole("region", { name: "Subscription" }).getByRole("button", { name: "Upgrade to Pro" }).click();
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByText("Subscription cancelled.", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("FREE Member")).toBeVisible();
});
