// The app's words at their longest (docs/decisions/063-pseudo-locale.md): in the pseudo locale — every
// message accented and about 40 % longer, longer within each word — on a 390 px phone, no text of the
// guest screens or of any section the dashboard's navigation lists is cut or spills out of its box, and
// the window never scrolls sideways. The sections are found in the page, so one added later is walked too.
import { expect, type Page, test } from "@playwright/test";
import { pseudoLocale } from "#contract/i18n/locales";
import { pseudoLocaleStorageKey } from "../../web/i18n/language-choice";
import { createVerifiedAccount } from "./support/session";

const guestScreens = [
  "/",
  "/login",
  "/signup",
  "/forgot-password",
  "/reset-password?token=expired",
  "/verify-email?token=expired",
  "/invitation?token=pseudo",
  "/tos",
  "/privacy",
  "/data-compliance",
  "/no/such/screen",
];

test.use({ viewport: { width: 390, height: 844 } });

/** Waits until the screen is drawn in the pseudo locale and nothing in it is still loading. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("lang", pseudoLocale);
  await expect(page.locator("main h1").first()).toBeVisible();
  const main = page.locator("main");
  await expect(main.locator(".skeleton-card, .cards-loading, .page-loading, [aria-busy='true']")).toHaveCount(0);
}

/**
 * Every text on the screen that does not fit: an element holding text whose content is wider than its
 * box (cut by its overflow, or spilling out of it), or that reaches past the window's edges; and the
 * window scrolling sideways. Only the innermost element that does not fit is named: its ancestors grow
 * with it. A box that scrolls on purpose (a wide table's) is not counted, nor what is inside it.
 */
function textProblems(): string[] {
  const problems: string[] = [];
  const viewport = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth > viewport) {
    problems.push(`the window scrolls sideways: ${document.documentElement.scrollWidth} px wide in ${viewport} px`);
  }
  const scrolls = (element: Element) => ["auto", "scroll"].includes(getComputedStyle(element).overflowX);
  const misfits: HTMLElement[] = [];
  for (const element of document.body.querySelectorAll<HTMLElement>("*")) {
    if (!(element instanceof HTMLElement) || ["INPUT", "TEXTAREA", "SELECT", "OPTION"].includes(element.tagName)) {
      continue;
    }
    if (!element.textContent?.trim()) continue;
    const style = getComputedStyle(element);
    if (style.display === "inline" || style.display === "contents" || style.position === "fixed") continue;
    const box = element.getBoundingClientRect();
    // Hidden, or visually hidden for screen readers (1 px, clipped): not laid out for the eye.
    if (box.width <= 1 || box.height <= 1) continue;
    if (scrolls(element)) continue;
    let insideScroller = false;
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      if (scrolls(parent) && parent !== document.documentElement && parent !== document.body) insideScroller = true;
    }
    if (insideScroller) continue;
    const wide = element.scrollWidth > element.clientWidth + 1;
    const tall = style.overflowY !== "visible" && element.scrollHeight > element.clientHeight + 1;
    const outside = box.left < -0.5 || box.right > viewport + 0.5;
    if (wide || tall || outside) misfits.push(element);
  }
  for (const element of misfits) {
    if (misfits.some((other) => other !== element && element.contains(other))) continue;
    const box = element.getBoundingClientRect();
    const text = (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
    const how =
      box.left < -0.5 || box.right > viewport + 0.5
        ? `reaches past the window (${Math.round(box.left)}–${Math.round(box.right)} px)`
        : `does not fit (${element.scrollWidth}×${element.scrollHeight} px of content in ${element.clientWidth}×${element.clientHeight} px)`;
    problems.push(`${element.tagName.toLowerCase()}.${element.className || "-"} "${text}" ${how}`);
  }
  return problems;
}

test("no text of the guest screens or of the dashboard's sections is cut or overflows at 390 px in the pseudo locale", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await page.addInitScript(
    ([key, code]) => localStorage.setItem(key as string, code as string),
    [pseudoLocaleStorageKey, pseudoLocale],
  );
  // Every problem of every screen, so one run names them all.
  const problems: string[] = [];
  for (const path of guestScreens) {
    await page.goto(path);
    await settled(page);
    problems.push(...(await page.evaluate(textProblems)).map((problem) => `${path}: ${problem}`));
  }
  // The invitation screen kept its token for the dashboard to send the person back to it: forgotten, so
  // the dashboard opens its sections.
  await page.evaluate(() => localStorage.removeItem("ln_invitation"));

  const owner = await createVerifiedAccount(request, baseURL as string, "pseudo");
  const headers = { Origin: baseURL as string };
  const login = await page.request.post("/api/login", {
    headers,
    data: { identifier: owner.username, password: owner.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const saved = await page.request.put("/api/profile", {
    headers,
    data: {
      username: owner.username,
      bio: "Prints, zines and commissions.",
      links: [
        { kind: "header", title: "Shop", url: "" },
        { title: "My shop", url: "https://shop.example/" },
        { title: "Join my mailing list", url: "", kind: "signup", buttonText: "Count me in" },
      ],
      socials: [{ platform: "github", url: "https://github.com/someone" }],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  await page.goto("/dashboard");
  await settled(page);
  const sections = await page
    .locator(".dashboard-nav a")
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  expect(sections.length).toBeGreaterThanOrEqual(5);
  for (const path of sections) {
    await page.goto(path);
    await settled(page);
    problems.push(...(await page.evaluate(textProblems)).map((problem) => `${path}: ${problem}`));
  }
  expect(problems).toEqual([]);
});
