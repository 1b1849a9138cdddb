// Every screen's own title, focus on the new page's heading after a route change with a polite
// announcement, noindex where it belongs, a real 404 from the worker, and the home page's "claim your
// name" field against the real API (docs/product.md, "Screens").
import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/a11y";
import { createVerifiedAccount, logIn } from "./support/session";

/** Console errors and CSP violations a screen logs while it loads and hydrates. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

test("each screen has its own title, and private screens carry noindex", async ({ page }) => {
  const errors = collectErrors(page);
  for (const [path, title, noindex] of [
    ["/", "LinkNest · One clean, fast page for all your links", false],
    ["/login", "Log in · LinkNest", true],
    ["/signup", "Sign up · LinkNest", true],
    ["/forgot-password", "Forgot password · LinkNest", true],
    ["/invitation?token=e2e-token", "Invitation · LinkNest", true],
    ["/tos", "Terms of Service · LinkNest", false],
    ["/privacy", "Privacy Policy · LinkNest", false],
    ["/data-compliance", "Data Compliance · LinkNest", false],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page, path).toHaveTitle(title);
    await expect(page.locator('meta[name="robots"]'), path).toHaveCount(noindex ? 1 : 0);
    if (noindex) await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  }
  expect(errors).toEqual([]);
});

test("an invitation opened signed out explains, offers Log in and Sign up, and keeps its token", async ({ page }) => {
  await page.goto("/invitation?token=e2e-token");
  await expect(page.getByText(/^Log in with the email address the invitation was sent to/)).toBeVisible();
  const card = page.locator(".auth-card");
  await expect(card.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");
  await expect(card.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/signup");
  expect(await page.evaluate(() => localStorage.getItem("ln_invitation"))).toBe("e2e-token");
  await expectNoAxeViolations(page);
});

test("the dashboard and the admin area are titled and noindex for a signed-in user", async ({
  page,
  request,
  baseURL,
}) => {
  // No screen may trip the page's script policy (zod's eval probe once did, on the dashboard).
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.sourceFile}`),
    );
  });
  const violations = () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
  const account = await createVerifiedAccount(request, baseURL ?? "", "titles");
  await logIn(page, account);
  await expect(page).toHaveTitle("Dashboard · LinkNest");
  await expect(page.getByRole("heading", { name: "Links", exact: true })).toBeVisible();
  expect(await violations()).toEqual([]);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await page.goto("/admin");
  await expect(page).toHaveTitle("Admin · LinkNest");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
});

test("after a route change focus is on the new page's heading and a polite region names the page", async ({ page }) => {
  await page.goto("/");
  const announcer = page.getByTestId("route-announcer");
  await expect(announcer).toHaveAttribute("aria-live", "polite");

  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy" }).click();
  const privacy = page.getByRole("heading", { level: 1, name: "Privacy Policy" });
  await expect(privacy).toBeFocused();
  await expect(page).toHaveTitle("Privacy Policy · LinkNest");
  await expect(announcer).toHaveText("Privacy Policy · LinkNest");
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);

  await page.getByRole("banner").getByRole("link", { name: "Log in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Log in" })).toBeFocused();
  await expect(page).toHaveTitle("Log in · LinkNest");
  await expect(announcer).toHaveText("Log in · LinkNest");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");

  // Back in history is a route change too.
  await page.goBack();
  await expect(privacy).toBeFocused();
  await expect(page).toHaveTitle("Privacy Policy · LinkNest");
});

test("an unknown path answers 404 with the app's Not Found page", async ({ page, request }) => {
  for (const path of ["/no/such/page", "/login/extra", "/missing.html"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(page).toHaveTitle("Page not found · LinkNest");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  }
  // A username-shaped path with no profile behind it is the worker's own 404 page.
  const missingProfile = await request.get("/no-profile-here-at-all");
  expect(missingProfile.status()).toBe(404);
  // A screen still answers 200.
  expect((await request.get("/tos")).status()).toBe(200);
});

test.describe("claim your name", () => {
  async function claim(page: Page, name: string) {
    const field = page.getByRole("textbox", { name: "Claim your name" });
    await field.fill(name);
    return field;
  }

  test("an available name is confirmed and carried into the signup form", async ({ page }) => {
    await page.goto("/");
    await claim(page, "fresh_claim_name");
    await expect(page.getByRole("status").filter({ hasText: "It's yours to claim." })).toBeVisible();
    await page.getByRole("button", { name: "Claim it" }).click();
    await expect(page).toHaveURL(/\/signup\?username=fresh_claim_name$/);
    await expect(page.getByLabel("Username")).toHaveValue("fresh_claim_name");
  });

  test("a taken name is refused", async ({ page }) => {
    await page.goto("/");
    const field = await claim(page, "Demo");
    await expect(page.getByText("This username is already taken.")).toBeVisible();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("button", { name: "Claim it" })).toBeDisabled();
  });

  test("a reserved name is refused", async ({ page }) => {
    await page.goto("/");
    await claim(page, "dashboard");
    await expect(page.getByText("This username is reserved.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Claim it" })).toBeDisabled();
  });

  test("an invalid name gets the signup rule's message", async ({ page }) => {
    await page.goto("/");
    await claim(page, "no spaces");
    await expect(page.getByText("Use only letters, numbers, hyphens and underscores.")).toBeVisible();
    await claim(page, "ab");
    await expect(page.getByText("Username must be 3-30 characters.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Claim it" })).toBeDisabled();
  });
});

test("the home and legal pages arrive as complete HTML, then hydrate without errors", async ({ page, request }) => {
  for (const [path, text] of [
    ["/", "Claim your name"],
    ["/tos", "Terms of Service"],
    ["/privacy", "Privacy Policy"],
    ["/data-compliance", "Data Compliance"],
  ] as const) {
    const html = await (await request.get(path)).text();
    // Before any script runs: the header, the page's own text and the footer are in the document.
    expect(html, path).toContain(text);
    expect(html, path).toContain('class="site-header"');
    expect(html, path).toContain('class="site-footer"');
  }
  // Another screen's document is the frame: header and footer around a loading outline, no page yet.
  const frame = await (await request.get("/login")).text();
  expect(frame).toContain('<div id="root" data-frame="">');
  expect(frame).toContain('class="site-header"');
  expect(frame).toContain('class="page-loading"');
  expect(frame).not.toContain("Claim your name");

  const errors = collectErrors(page);
  await page.goto("/tos");
  // The operator's address fills in on the render after React has taken the prerendered page over; a
  // click before that is the browser's own navigation, as a page without script would make.
  await expect(page.locator("address")).toContainText("LinkNest Ltd.");
  // Hydrated: a link is handled by the app (no reload), and focus follows the route change.
  await page.getByRole("banner").getByRole("link", { name: "Sign up" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Create your account" })).toBeFocused();
  expect(errors).toEqual([]);
});

test("a signed-in user's home page switches to their links once hydrated", async ({ page, request, baseURL }) => {
  const account = await createVerifiedAccount(request, baseURL ?? "", "hydrate");
  await logIn(page, account);
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Go to dashboard" })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Dashboard" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Claim your name" })).toHaveCount(0);
});
