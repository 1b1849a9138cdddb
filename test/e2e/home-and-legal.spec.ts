import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/a11y";

test.describe("the home page", () => {
  test("shows the product, the seeded demo profile live, the claim field and the ways in", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/LinkNest/);
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "LinkNest" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "LinkNest" })).toBeVisible();
    await expect(header.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/signup");
    await expect(header.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");
    await expect(page.getByRole("textbox", { name: "Claim your name" })).toBeVisible();
    // The showcase is the seeded demo's real page, read live.
    await expect(page.getByText("@demo", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "see @demo" })).toHaveAttribute("href", "/demo");
    await expectNoAxeViolations(page);
  });

  test("is dark whatever the system prefers", async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: "light" });
    const page = await context.newPage();
    await page.goto("/");
    const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    expect(background).toBe("rgb(11, 13, 18)");
    const gutter = await page.evaluate(() => getComputedStyle(document.documentElement).scrollbarGutter);
    expect(gutter).toBe("stable");
    await context.close();
  });
});

for (const [path, heading] of [
  ["/tos", "Terms of Service"],
  ["/privacy", "Privacy Policy"],
  ["/data-compliance", "Data Compliance"],
] as const) {
  test(`${path} names the operator and passes axe`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    const address = page.locator("address");
    await expect(address).toContainText("LinkNest Ltd., 1 Example Street, 10115 Berlin, Germany");
    await expect(address.getByRole("link", { name: "hello@linknest.example" })).toBeVisible();
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "Terms" })).toBeVisible();
    await expect(footer.getByRole("link", { name: "Privacy" })).toBeVisible();
    await expect(footer.getByRole("link", { name: "Data Compliance" })).toBeVisible();
    await expect(footer).toContainText(/© \d{4} LinkNest/);
    await expectNoAxeViolations(page);
  });
}

test("footer links move between legal pages inside the app", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy" }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
});

test("unknown API paths answer JSON 404 to the browser too", async ({ request }) => {
  const response = await request.get("/api/anything-unknown");
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ msg: "Not found" });
});
