// A Pro owner's custom domain in a real browser: the owner pays for Pro, adds links.example.test and gets
// the records to add, the Cloudflare fake activates it at its first check, and a visitor's Chromium —
// which resolves links.example.test to this machine — opens the page on the domain, clicks a link and
// the owner's click count rises. The owner's link is saved through the API; the domain on the card.
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/a11y";
import { createVerifiedAccount, logIn, openSection } from "./support/session";

const hostname = "links.example.test";

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", `--host-resolver-rules=MAP ${hostname} 127.0.0.1`],
  },
});

test("a Pro owner's page opens on links.example.test, and a click there counts", async ({
  page,
  request,
  baseURL,
  browser,
}) => {
  // A whole journey, with a checkout and a wait for the analytics queue.
  test.setTimeout(120_000);
  const account = await createVerifiedAccount(request, baseURL as string, "domain");
  await logIn(page, account);
  await openSection(page, "Settings");
  const card = page.getByRole("region", { name: "Custom domain" });
  await expect(card.getByText("Your own domain (like links.yourname.com) is part of Pro.")).toBeVisible();
  await card.getByRole("button", { name: "Upgrade to Pro" }).click();
  await page.getByRole("button", { name: "Pay" }).click();
  // The checkout returns to /dashboard (docs/product.md, "Dashboard"), where the plan card says so.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("PRO Member")).toBeVisible();
  await openSection(page, "Settings");

  const saved = await page.request.put("/api/profile", {
    data: {
      username: account.username,
      bio: "On my own domain.",
      links: [{ title: "Shop", url: "https://shop.example" }],
    },
    headers: { Origin: baseURL as string },
  });
  expect(saved.status()).toBe(200);

  await card.getByLabel("Domain").fill(hostname);
  await card.getByRole("button", { name: "Add domain" }).click();
  await expect(card.getByText("Waiting for DNS", { exact: true })).toBeVisible();
  const records = card.getByRole("table", { name: "Add these records at your DNS provider:" });
  await expect(records.getByRole("row", { name: /^CNAME/ })).toContainText("customers.linknest.example");
  await expect(records.getByRole("row", { name: /^TXT/ })).toContainText(`_cf-custom-hostname.${hostname}`);
  await expectNoAxeViolations(page);

  // The Cloudflare fake activates a hostname at its first check.
  await card.getByRole("button", { name: "Check now" }).click();
  await expect(card.getByText(`Active: your page is live at https://${hostname}.`)).toBeVisible();
  await expect(records).toHaveCount(0);

  const visitor = await browser.newContext();
  const visit = await visitor.newPage();
  const port = new URL(baseURL as string).port;
  await visit.goto(`http://${hostname}:${port}/`);
  await expect(visit.getByRole("heading", { name: `@${account.username}` })).toBeVisible();
  await expect(visit.locator('link[rel="canonical"]')).toHaveAttribute("href", `https://${hostname}/`);
  expect((await visitor.cookies()).map((cookie) => cookie.name)).toEqual([]);
  await expect(visit.getByRole("link", { name: "Made with LinkNest" })).toHaveAttribute(
    "href",
    new RegExp(`^${baseURL}/signup\\?ref=`),
  );
  // The link leads to its site (not reachable from here); the page's beacon reports the click on the domain.
  const beacon = visit.waitForRequest((sent) => sent.url() === `http://${hostname}:${port}/api/click`);
  await visit.getByRole("link", { name: "Shop" }).click();
  await beacon;

  // Nothing of the app answers on the domain: not its built files, not its screens; only what the page names.
  const script = /\/assets\/[^"]+\.js/.exec(await (await request.get("/")).text())?.[0] as string;
  expect((await request.get(script)).status()).toBe(200);
  for (const path of [script, "/assets/no-such-file.js", "/robots.txt", "/login"]) {
    const answer = await visit.goto(`http://${hostname}:${port}${path}`);
    expect(answer?.status(), path).toBe(404);
    await expect(visit.getByRole("heading", { name: "User not found" }), path).toBeVisible();
  }
  const icon = await visit.goto(`http://${hostname}:${port}/favicon.svg`);
  expect(icon?.status()).toBe(200);
  expect(icon?.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
  await visitor.close();

  // The click goes through the analytics queue; the owner's Links card shows it once it is folded.
  await openSection(page, "Your page");
  await expect(async () => {
    await page.reload();
    // The editor has drawn its links (however long that takes on a busy machine)...
    await expect(page.getByRole("group", { name: /Link 1/ })).toBeVisible();
    // ...and the count is there already, or the page is read again.
    await expect(page.getByText("1 click", { exact: true })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
});
