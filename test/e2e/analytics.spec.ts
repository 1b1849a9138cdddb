import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/a11y";
import { createVerifiedAccount, logIn, openSection } from "./support/session";

// Three visitors in browsers of their own (a phone, a tablet and a desktop), each arriving from
// somewhere else, view a profile; two of them click a link. The owner's Analytics card shows it all.
const visitors = [
  {
    userAgent:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
    referer: "https://l.instagram.com/",
    clicks: "Shop",
  },
  {
    userAgent:
      "Mozilla/5.0 (iPad; CPU OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1",
    referer: "https://www.youtube.com/watch?v=abc",
    clicks: "Blog",
  },
  {
    userAgent:
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
    referer: "https://news.example.org/story",
    clicks: null,
  },
] as const;

async function visit(context: BrowserContext, url: string, visitor: (typeof visitors)[number]): Promise<void> {
  await context.route("https://*.example/**", (route) => route.fulfill({ status: 200, body: "elsewhere" }));
  const page = await context.newPage();
  const response = await page.goto(url, { referer: visitor.referer });
  expect(response?.status()).toBe(200);
  if (visitor.clicks) {
    await page.getByRole("link", { name: visitor.clicks }).click();
    await expect(page).toHaveURL(/\.example\//);
  }
  await context.close();
}

function analyticsCard(page: Page) {
  return page.getByRole("region", { name: "Analytics", exact: true });
}

test("three visitors view a profile and click two links → the owner's Analytics card shows them", async ({
  page,
  request,
  baseURL,
  browser,
}) => {
  const owner = await createVerifiedAccount(request, baseURL as string, "stats");
  await logIn(page, owner);
  const saved = await page.request.put("/api/profile", {
    headers: { Origin: baseURL as string },
    data: {
      username: owner.username,
      bio: "",
      links: [
        { title: "Shop", url: "https://shop.example/" },
        { title: "Blog", url: "https://blog.example/" },
        { title: "Contact", url: "https://contact.example/" },
      ],
    },
  });
  expect(saved.status()).toBe(200);

  // Before anyone came: the empty state says what is counted and what is never collected.
  await page.reload();
  await openSection(page, "Analytics");
  const card = analyticsCard(page);
  await expect(card.getByRole("heading", { name: "No views yet in this range" })).toBeVisible();
  await expect(card.getByText(/never stores a visitor's IP address/)).toBeVisible();

  // The owner's own look at the page is not a view.
  const own = await page.context().newPage();
  await own.goto(`/${owner.username}`);
  await own.close();

  for (const visitor of visitors) {
    await visit(await browser.newContext({ userAgent: visitor.userAgent }), `${baseURL}/${owner.username}`, visitor);
  }

  // Counted off the request path: within seconds, well inside the minute docs/product.md, "Analytics" allows.
  await expect(async () => {
    await page.reload();
    // The card has read its figures (its placeholder, and the card while it reads, are busy)...
    await expect(analyticsCard(page)).toHaveAttribute("aria-busy", "false");
    // ...and they are the visits' already, or the page is read again.
    const totals = analyticsCard(page).locator("dl");
    await expect(totals).toHaveText("Views3Unique visitors3Clicks2CTR66.7%", { timeout: 1_000 });
  }).toPass({ timeout: 60_000 });

  const links = card.getByRole("region", { name: "Links" });
  await expect(links.getByRole("row", { name: /Shop/ })).toHaveText("Shop133.3%");
  await expect(links.getByRole("row", { name: /Blog/ })).toHaveText("Blog133.3%");
  await expect(links.getByRole("row", { name: /Contact/ })).toHaveText("Contact00%");
  const referrers = card.getByRole("region", { name: "Top referrers" });
  for (const source of ["instagram", "youtube", "news.example.org"]) {
    await expect(referrers.getByRole("row", { name: new RegExp(source) })).toHaveText(`${source}1`);
  }
  const devices = card.getByRole("region", { name: "Devices" });
  for (const device of ["Mobile", "Tablet", "Desktop"]) {
    await expect(devices.getByRole("row", { name: device })).toHaveText(`${device}1`);
  }
  await expect(card.getByRole("region", { name: "Countries" }).getByRole("row")).toHaveCount(2);

  // The daily numbers as a table: today, last.
  await card.getByText("Show the numbers as a table").click();
  await expect(
    card
      .getByRole("table", { name: /per day/ })
      .getByRole("row")
      .last(),
  ).toHaveText(/3\s*3\s*2$/);

  // A free owner picking a year sees the upgrade offer instead.
  await card.getByRole("radio", { name: /365 days/ }).check();
  await expect(card.getByText(/Analytics beyond 30 days are part of Pro/)).toBeVisible();
  await expect(card.getByRole("button", { name: "Upgrade to Pro" })).toBeVisible();
  await expectNoAxeViolations(page);
});
