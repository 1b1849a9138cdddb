// A Pro owner's custom domain in a real browser: the owner pays for Pro, adds links.example.test and gets
// the records to add, the Cloudflare fake activates it at its first check, and a visitor's Chromium —
// which resolves links.example.test to this machine — opens the page on the domain, clicks a link and
// the owner's click count rises. The owner adds the domain through the API the dashboard calls.
import { expect, test } from "@playwright/test";
import { createVerifiedAccount, logIn } from "./support/session";

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
  const account = await createVerifiedAccount(request, baseURL as string, "domain");
  await logIn(page, account);
  await page.getByRole("button", { name: "Upgrade to Pro" }).click();
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page.getByText("PRO Member")).toBeVisible();

  const saved = await page.request.put("/api/profile", {
    data: {
      username: account.username,
      bio: "On my own domain.",
      links: [{ title: "Shop", url: "https://shop.example" }],
    },
    headers: { Origin: baseURL as string },
  });
  expect(saved.status()).toBe(200);

  const added = await page.request.put("/api/custom-domain", {
    data: { hostname },
    headers: { Origin: baseURL as string },
  });
  expect(added.status()).toBe(201);
  const domain = await added.json();
  expect(domain.status).toBe("pending");
  expect(domain.records[0]).toEqual({ type: "CNAME", name: hostname, value: "customers.linknest.example" });
  expect(domain.records[1]).toMatchObject({ type: "TXT", name: `_cf-custom-hostname.${hostname}` });

  const checked = await page.request.post("/api/custom-domain/check", { headers: { Origin: baseURL as string } });
  expect((await checked.json()).status).toBe("active");

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
  await visitor.close();

  await expect
    .poll(
      async () => {
        await page.reload();
        return page.getByText("1 click", { exact: true }).count();
      },
      { timeout: 20_000 },
    )
    .toBe(1);
});
