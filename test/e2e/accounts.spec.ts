import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/a11y";
import { linkFromMail, newAccount } from "./support/mailbox";
import { createVerifiedAccount, signUpViaApi } from "./support/session";

test("sign up → verify from the mailbox → log in → dashboard → sign out", async ({ page, request }) => {
  const account = newAccount("journey");
  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: "Sign up" }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expectNoAxeViolations(page);

  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByLabel("Username").fill(account.username);
  await page.getByRole("button", { name: /sign up|create account/i }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await expect(page.getByText("Account created. Check your email to verify.")).toBeVisible();

  const verifyLink = await linkFromMail(request, account.email, /Verify your email/);
  expect(verifyLink).toMatch(/^\/verify-email\?token=/);
  await page.goto(verifyLink);
  await expect(page.getByText("Email verified. You can now log in.")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Go to login" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expectNoAxeViolations(page);

  await page.getByLabel("Email or Username").fill(account.username);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: /log in/i }).click();
  await expect(page.getByText("Welcome back.")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(account.username).first()).toBeVisible();
  await expectNoAxeViolations(page);

  // A signed-in user is sent from guest screens to the dashboard, and the home page changes.
  await page.goto("/login");
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("textbox", { name: "Claim your name" })).toBeVisible();
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login$/);
  const me = await page.evaluate(async () => (await fetch("/api/auth/me")).json());
  expect(me).toEqual({ authenticated: false });
});

test("login before verifying offers to resend the verification mail", async ({ page, request, baseURL }) => {
  const account = newAccount("unverified");
  await signUpViaApi(request, baseURL as string, account);
  await page.goto("/login");
  await page.getByLabel("Email or Username").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: /log in/i }).click();
  await expect(page.getByText(/verify your email/i).first()).toBeVisible();
  await page.getByRole("button", { name: /resend/i }).click();
  await expect(page.getByText("Verification email sent! Please check your inbox.")).toBeVisible();
});

test("forgot password → reset from the mailbox → log in with the new password", async ({ page, request, baseURL }) => {
  const account = await createVerifiedAccount(request, baseURL as string, "forgot");

  await page.goto("/login");
  await page.getByRole("link", { name: /forgot/i }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expectNoAxeViolations(page);
  await page.getByLabel("Email").fill(account.email);
  await page.getByRole("button", { name: /send|reset/i }).click();
  await expect(page.getByText(/we sent a link to reset the password/)).toBeVisible();

  const resetLink = await linkFromMail(request, account.email, /Reset your/);
  await page.goto(resetLink);
  await expectNoAxeViolations(page);
  await page.getByLabel("New password", { exact: true }).fill("Changed456");
  await page.getByLabel(/confirm/i).fill("Changed456");
  await page.getByRole("button", { name: /reset|save|set/i }).click();
  await expect(page.getByText(/password has been reset/i)).toBeVisible();
  // The success screen moves on to the login page by itself after 3 seconds.
  await expect(page).toHaveURL(/\/login$/, { timeout: 6000 });

  await page.getByLabel("Email or Username").fill(account.email);
  await page.getByLabel("Password").fill("Changed456");
  await page.getByRole("button", { name: /log in/i }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("a reset link without a token says so", async ({ page }) => {
  await page.goto("/reset-password");
  await expect(page.getByText("Invalid reset link")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("signing in keeps the document: the dashboard opens in place, and every document of the app is isolated", async ({
  page,
  request,
  baseURL,
}) => {
  const account = await createVerifiedAccount(request, baseURL as string, "inplace");
  const openerPolicy = (response: { headers(): Record<string, string> } | null) =>
    response?.headers()["cross-origin-opener-policy"];

  const login = await page.goto("/login");
  expect(openerPolicy(login)).toBe("same-origin");
  // A mark on this document that a new document would not have.
  await page.evaluate(() => {
    (window as unknown as { before?: boolean }).before = true;
  });
  const documents: string[] = [];
  page.on("request", (sent) => {
    if (sent.resourceType() === "document") documents.push(sent.url());
  });

  await page.getByLabel("Email or Username").fill(account.username);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: /log in/i }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Welcome back.")).toBeVisible();
  await expect(page.getByText(`Signed in as ${account.username}`)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Profile", level: 2 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { before?: boolean }).before)).toBe(true);
  expect(documents).toEqual([]);

  // With the session cookie, every document of the app is isolated as it was before.
  expect(openerPolicy(await page.goto("/tos"))).toBe("same-origin");
});
