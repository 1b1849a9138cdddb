// The steps of Earn in a real browser (docs/guides/earn.md): the owner's Earn area and its Stripe account,
// a visitor whose browser runs no JavaScript tipping on the page and paying on the Stripe fake's Checkout,
// and a refund through the fake's Express dashboard.
import { type Browser, expect, type Page } from "@playwright/test";

export const earnArea = (page: Page) => page.getByRole("region", { name: "Stripe account" });
export const tipsCard = (page: Page) => page.getByRole("region", { name: "Tips" });

/** A tip from a visitor without JavaScript: the message, an amount's button, 'Pay' on Checkout; answers the page's thanks. */
export async function tipWithoutScript(
  browser: Browser,
  pageUrl: string,
  tip: { amount: string; message?: string; fee: string },
): Promise<string> {
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const page = await visitor.newPage();
  await page.goto(pageUrl);
  const block = page.getByRole("form", { name: "Buy me a coffee" });
  if (tip.message) await block.getByLabel("Message (optional)").fill(tip.message);
  await block.getByRole("button", { name: tip.amount, exact: true }).click();
  // The Stripe fake's Checkout, on the owner's connected account.
  await expect(page.getByRole("heading", { name: /^Tip for @/ })).toBeVisible();
  await expect(page.getByText(tip.amount, { exact: true })).toBeVisible();
  await expect(page.getByText(tip.fee)).toBeVisible();
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page).toHaveURL(/\?tip=thanks$/);
  const thanks = (await page.getByRole("status").textContent()) ?? "";
  await visitor.close();
  return thanks;
}

/** The owner's tips as the Earn area lists them: each row's cells, newest first. */
export async function listedTips(page: Page): Promise<string[][]> {
  await page.goto("/dashboard/earn");
  const table = tipsCard(page).getByRole("table", { name: "Tips received, newest first" });
  await expect(table).toBeVisible();
  return table
    .locator("tbody tr")
    .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll("td")].map((cell) => cell.textContent ?? "")));
}
