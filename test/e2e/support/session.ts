import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { dashboardSections } from "#contract/screens";
import { linkFromMail, newAccount } from "./mailbox";

export type Account = ReturnType<typeof newAccount>;

/**
 * Signs an account up through the real API. Each one comes from its own address, as real signups
 * would: the signup rate limit is per client IP (Cloudflare sets CF-Connecting-IP in production).
 */
export async function signUpViaApi(request: APIRequestContext, baseURL: string, account: Account): Promise<void> {
  const ip = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
  const signup = await request.post("/api/signup", {
    data: account,
    headers: { Origin: baseURL, "CF-Connecting-IP": ip },
  });
  expect(signup.status()).toBe(201);
}

/** A verified account made through the real API and the dev mailbox. */
export async function createVerifiedAccount(
  request: APIRequestContext,
  baseURL: string,
  prefix: string,
): Promise<Account> {
  const account = newAccount(prefix);
  await signUpViaApi(request, baseURL, account);
  const link = await linkFromMail(request, account.email, /Verify your email/);
  expect((await request.get(`/api${link}`)).status()).toBe(200);
  return account;
}

export async function logIn(page: Page, account: Account): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Email or Username").fill(account.username);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: /log in/i }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // Only once the dashboard's own heading is there does the page hold still to be read.
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
}

/**
 * Opens a section of the dashboard (contract/screens.ts, `dashboardSections`) through its navigation, as
 * an owner does, and waits for the section's heading.
 */
export async function openSection(page: Page, name: string): Promise<void> {
  const section = dashboardSections.find((candidate) => candidate.name === name);
  if (!section) throw new Error(`the dashboard has no section "${name}"`);
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name, exact: true }).click();
  // On a page other than the caller's primary one the address keeps naming it (`?page=`).
  await expect(page).toHaveURL(new RegExp(`${section.path}(\\?page=[^&]+)?$`));
  await expect(page.getByRole("heading", { level: 1, name: section.title })).toBeVisible();
}
