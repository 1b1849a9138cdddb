import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Fails with the list of rules broken when the page has any axe-core violation. It checks a screen,
 * not the moment between two: a page whose code is still arriving shows only 'Loading…' (web/
 * components/lazy-page.tsx), so it waits for that to be gone first.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await expect(page.locator(".page-loading")).toHaveCount(0);
  const results = await new AxeBuilder({ page }).analyze();
  const broken = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length} nodes)`);
  expect(broken).toEqual([]);
}
