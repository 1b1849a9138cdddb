// A layout no card can break (docs/product.md, "Dashboard"): at 390, 1024, 1280 and 1440 px, every section
// the dashboard's navigation lists and every card in it — found in the page, not listed here, so a card
// added next year is held to the same rules — spans its section's column, is at least 320 px wide, keeps
// everything inside it (headings, buttons, tables, fields' text) and gives a heading room above it; the
// window never scrolls sideways. The account is a busy one: Pro, long texts, every kind of link, social
// icons, subscribers with long addresses, a webhook and a custom domain waiting for its records.
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { linkFromMail } from "./support/mailbox";
import { type Account, createVerifiedAccount, logIn } from "./support/session";

const widths = [390, 1024, 1280, 1440] as const;

/** Everything a card can show, so the layout is tried with its longest content. */
async function busyAccount(page: Page, request: APIRequestContext, baseURL: string): Promise<Account> {
  const owner = await createVerifiedAccount(request, baseURL, "busylayout");
  await logIn(page, owner);
  const headers = { Origin: baseURL };
  // Pro, through the checkout as an owner pays: the webhook, custom domain and Pro controls show.
  await page.getByRole("region", { name: "Subscription" }).getByRole("button", { name: "Upgrade to Pro" }).click();
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page.getByText("PRO Member")).toBeVisible();
  const long = "a-rather-long-piece-of-text-without-any-spaces-in-it-at-all";
  const saved = await page.request.put("/api/profile", {
    headers,
    data: {
      username: owner.username,
      bio: `Prints, zines and commissions. ${long} and more words to wrap across several lines of the field.`,
      links: [
        { kind: "header", title: "Everything I make, in one long section title that wraps", url: "" },
        { title: `The shop ${long}`, url: `https://shop.example/${long}/${long}` },
        { title: "Video", url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ", kind: "embed" },
        { title: "Join my mailing list", url: "", kind: "signup", buttonText: "Count me in" },
        { title: "Later", url: "https://later.example/", startsAt: "2099-01-01T09:00:00.000Z" },
      ],
      socials: [
        { platform: "github", url: `https://github.com/${long}` },
        { platform: "instagram", url: "https://www.instagram.com/someone" },
      ],
      pageTitle: "A page title that is as long as the field lets it be, near seventy",
      pageDescription: `A description ${long} that runs on.`,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  for (const name of ["first", "second"]) {
    const email = `${name}.reader.with.a.long.address.${Date.now().toString(36)}@subscribers.example.com`;
    const subscribed = await request.post("/api/subscribe", {
      headers,
      data: { username: owner.username, email },
    });
    expect(subscribed.status(), await subscribed.text()).toBeLessThan(300);
    const confirm = await linkFromMail(request, email, /Confirm your subscription/);
    expect((await request.get(confirm)).status()).toBe(200);
  }
  const webhook = await page.request.put("/api/audience/webhook", {
    headers,
    data: { url: `https://hooks.example.com/catch/${long}` },
  });
  expect(webhook.status(), await webhook.text()).toBe(200);
  const domain = await page.request.put("/api/custom-domain", {
    headers,
    data: { hostname: `pending-${owner.username.replaceAll("_", "-")}.example.test` },
  });
  expect(domain.status(), await domain.text()).toBe(201);
  return owner;
}

/** Waits until nothing in the section is still loading: outlines, busy cards, code on its way. */
async function settled(page: Page): Promise<void> {
  // The app draws nothing before its words and the screen's code are in: first the section, then its data.
  await expect(page.locator(".dashboard__main h1")).toBeVisible();
  const main = page.locator("main");
  await expect(main.locator(".skeleton-card, .cards-loading, .page-loading, [aria-busy='true']")).toHaveCount(0);
  await expect(main.getByText(/^Loading/)).toHaveCount(0);
}

/** What breaks the layout on the screen as it is: each problem names the card by its heading. */
function layoutProblems(): string[] {
  const problems: string[] = [];
  const slack = 0.5;
  const viewport = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth > viewport) {
    problems.push(`the window scrolls sideways: ${document.documentElement.scrollWidth} px wide in ${viewport} px`);
  }
  const column = document.querySelector(".dashboard__cards");
  if (!column) return ["no section column (.dashboard__cards)"];
  const columnBox = column.getBoundingClientRect();
  const cards = [...column.children].filter((card) => card.getBoundingClientRect().height > 0);
  if (cards.length === 0) problems.push("the section shows no card");
  for (const card of cards) {
    const box = card.getBoundingClientRect();
    // Its own heading, not that of a confirmation it keeps closed.
    const heading = [...card.querySelectorAll("h2")].find((candidate) => !candidate.closest("dialog"));
    const name = heading?.textContent?.trim() || `the ${card.className || card.tagName} without a heading`;
    if (Math.abs(box.left - columnBox.left) > slack || Math.abs(box.width - columnBox.width) > slack) {
      problems.push(`${name}: ${box.width} px at ${box.left}, the column ${columnBox.width} px at ${columnBox.left}`);
    }
    if (box.width < 320) problems.push(`${name}: ${box.width} px wide, narrower than 320 px`);
    if (heading) {
      const shown = heading.getBoundingClientRect();
      if (shown.width === 0 || heading.scrollWidth > heading.clientWidth + 1) {
        problems.push(`${name}: its heading does not fit`);
      }
    }
    // Only the outermost element that spills is named: what it holds spills with it.
    const spilled = new Set<Element>();
    for (const element of card.querySelectorAll<HTMLElement>("*")) {
      const shown = element.getBoundingClientRect();
      // Hidden, visually hidden (1 px, clipped) and what floats above the page are not laid out in the card.
      if (shown.width <= 1 || shown.height <= 1 || element.closest("dialog")) continue;
      if (getComputedStyle(element).position === "fixed") continue;
      // Inside a box that scrolls or clips on its own, only that box must fit (it is checked itself).
      let clipped = false;
      for (let parent = element.parentElement; parent && parent !== card; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== "visible") clipped = true;
      }
      if (clipped) continue;
      const what = `${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().slice(0, 30) || element.getAttribute("aria-label") || ""}"`;
      if (shown.left < box.left - slack || shown.right > box.right + slack) {
        spilled.add(element);
        if (!element.parentElement || !spilled.has(element.parentElement)) {
          problems.push(`${name}: ${what} spills out (${shown.left}–${shown.right} in ${box.left}–${box.right})`);
        }
      }
      const cutOff =
        element instanceof HTMLButtonElement ||
        (element instanceof HTMLAnchorElement && element.classList.contains("button")) ||
        (element instanceof HTMLInputElement && element.readOnly && element.type === "text");
      if (cutOff && element.scrollWidth > element.clientWidth + 1) {
        problems.push(`${name}: ${what} is cut off (${element.scrollWidth} px of text in ${element.clientWidth} px)`);
      }
    }
    // A heading inside a card has room above it: nothing before it touches it.
    for (const subheading of card.querySelectorAll<HTMLElement>("h3")) {
      const before = subheading.previousElementSibling ?? subheading.parentElement?.previousElementSibling;
      if (!before || subheading.getBoundingClientRect().height === 0) continue;
      const gap = subheading.getBoundingClientRect().top - before.getBoundingClientRect().bottom;
      if (gap < 8) problems.push(`${name}: "${subheading.textContent?.trim()}" is ${gap} px below what precedes it`);
    }
  }
  return problems;
}

test("every section and every card of the dashboard keep their layout at 390, 1024, 1280 and 1440 px", async ({
  page,
  request,
  baseURL,
}) => {
  // Four widths over every section of a busy account, each a fresh load.
  test.setTimeout(300_000);
  await busyAccount(page, request, baseURL as string);
  const nav = page.getByRole("navigation", { name: "Dashboard" });
  const sections = await nav
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  expect(sections.length).toBeGreaterThanOrEqual(5);
  // Every problem of every width and section, so one run names them all.
  const problems: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of sections) {
      await page.goto(path);
      await settled(page);
      const where = `${path} at ${width} px`;
      problems.push(...(await page.evaluate(layoutProblems)).map((problem) => `${where}: ${problem}`));
      // The navigation: a column beside the section from 1024 px up, a bar above it below that.
      const navBox = await nav.boundingBox();
      const mainBox = await page.locator(".dashboard__main").boundingBox();
      if (!navBox || !mainBox) throw new Error(`${where}: no navigation or section`);
      if (width >= 1024) expect(navBox.x + navBox.width, where).toBeLessThanOrEqual(mainBox.x);
      else expect(navBox.y + navBox.height, where).toBeLessThanOrEqual(mainBox.y);
    }
  }
  expect(problems).toEqual([]);
});
