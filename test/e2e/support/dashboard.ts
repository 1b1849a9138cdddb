// The dashboard's cards far below the viewport come as their owner scrolls towards them
// (web/hooks/useStagedReveal.ts): a test reaches one the way its owner would, by scrolling down to it.
import { expect, type Locator, type Page } from "@playwright/test";

export async function scrollToCard(page: Page, name: string): Promise<Locator> {
  const card = page.getByRole("region", { name, exact: true });
  await expect(async () => {
    if ((await card.count()) === 0) await page.mouse.wheel(0, 600);
    await expect(card).toBeAttached({ timeout: 250 });
  }).toPass({ timeout: 15_000 });
  await card.scrollIntoViewIfNeeded();
  return card;
}
