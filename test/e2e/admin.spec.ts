import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/a11y";
import { createVerifiedAccount, logIn } from "./support/session";

const seededAdmin = { username: "linknest_admin", password: "Admin-1234", email: "admin@linknest.local" };

async function openAdmin(page: Page, query = "") {
  await page.goto(`/admin${query}`);
  await expect(page.getByRole("tablist", { name: "Admin sections" })).toBeVisible();
}

test("a non-admin who opens /admin sees the dog and no admin data", async ({ page, request, baseURL }) => {
  const account = await createVerifiedAccount(request, baseURL as string, "notadmin");
  await logIn(page, account);
  await page.goto("/admin");
  await expect(page.getByRole("img", { name: /dog/i })).toBeVisible();
  await expect(page.getByText("Admin access required")).toBeVisible();
  await expect(page.getByRole("tablist")).toHaveCount(0);
  await expect(page.getByText(seededAdmin.email)).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("an admin finds a user, suspends, unsuspends, impersonates, stops, and sees it in the audit", async ({
  page,
  request,
  baseURL,
  browser,
}) => {
  const member = await createVerifiedAccount(request, baseURL as string, "moderated");
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await logIn(memberPage, member);

  await logIn(page, seededAdmin);
  await openAdmin(page);
  await expectNoAxeViolations(page);
  for (const tab of ["Overview", "Users", "Audit", "Logs", "Errors", "Settings"]) {
    await page.getByRole("tab", { name: tab }).click();
    await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByText(/Failed to fetch|Error loading admin data/)).toHaveCount(0);
  }

  await page.getByRole("tab", { name: "Users" }).click();
  await page
    .getByRole("searchbox", { name: "Search users" })
    .or(page.getByRole("textbox", { name: "Search users" }))
    .fill(member.username);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=${member.username}`));
  const row = page.getByRole("row", { name: new RegExp(member.username) });
  await expect(row).toBeVisible();
  await expectNoAxeViolations(page);

  await row.getByRole("button", { name: `Suspend ${member.username}` }).click();
  await page
    .getByRole("dialog", { name: `Suspend ${member.username}?` })
    .getByRole("button", { name: "Suspend user" })
    .click();
  await expect(row.getByText("Suspended", { exact: true })).toBeVisible();
  expect((await request.get(`/${member.username}`)).status()).toBe(404);
  const me = await memberPage.evaluate(async () => (await fetch("/api/auth/me")).json());
  expect(me).toEqual({ authenticated: false });
  await memberContext.close();

  // The admin can still read the page visitors no longer get, marked as such.
  await row.getByRole("button", { name: `View page ${member.username}` }).click();
  const pageView = page.getByRole("dialog", { name: `The page of @${member.username}` });
  await expect(pageView.getByText(/^Suspended: visitors get “User not found”/)).toBeVisible();
  await expect(
    pageView.frameLocator(`iframe[title="The page of @${member.username}"]`).getByText(`@${member.username}`),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await pageView.getByRole("button", { name: "Close" }).click();
  await expect(pageView).toBeHidden();

  await row.getByRole("button", { name: `Unsuspend ${member.username}` }).click();
  await expect(row.getByText("Active", { exact: true })).toBeVisible();
  expect((await request.get(`/${member.username}`)).status()).toBe(200);

  await row.getByRole("button", { name: `Impersonate ${member.username}` }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const banner = page.getByRole("region", { name: "Impersonation" });
  await expect(banner).toBeVisible();
  await expect(page.locator(".dashboard__username")).toHaveText(member.username);
  await page.goto("/");
  await expect(banner).toBeVisible();
  await banner.getByRole("button", { name: "Stop Impersonating" }).click();
  await expect(page).toHaveURL(/\/admin/);
  await expect(banner).toHaveCount(0);

  await page.getByRole("tab", { name: "Audit" }).click();
  const audit = page.getByRole("tabpanel");
  await expect(audit.getByText("suspend user").first()).toBeVisible();
  await expect(audit.getByText("unsuspend user").first()).toBeVisible();
  await expect(audit.getByText("impersonate start").first()).toBeVisible();
  await expect(audit.getByText("impersonate stop").first()).toBeVisible();
});

test("closing registration makes /signup say so with every field disabled", async ({ page, browser }) => {
  await logIn(page, seededAdmin);
  await openAdmin(page, "?tab=settings");
  const close = page.getByLabel("Close registration");
  await close.check();
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText(/Settings saved/)).toBeVisible();

  const guest = await browser.newContext();
  const signup = await guest.newPage();
  await signup.goto("/signup");
  await expect(signup.getByText("Registration is currently closed.")).toBeVisible();
  await expect(signup.getByLabel("Email")).toBeDisabled();
  await expect(signup.getByLabel("Password")).toBeDisabled();
  await expect(signup.getByLabel("Username")).toBeDisabled();
  await expect(signup.getByRole("button", { name: /sign up|create account/i })).toBeDisabled();
  await guest.close();

  // Open again for the other journeys.
  await close.uncheck();
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText(/Settings saved/).first()).toBeVisible();
});
