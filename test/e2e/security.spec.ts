// Security in Chromium (docs/product.md, "Accounts: the rules"): turn on TOTP and sign in with a code
// computed from the secret as an app would; register a passkey with Chromium's virtual authenticator
// (the DevTools protocol's WebAuthn domain) and sign in with it alone; end another session; export the
// data and import it into a fresh account; delete the account, which asks for the password.
import { expect, type Page, test } from "@playwright/test";

/** A real 1×1 PNG. */
const onePixelPng = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==",
  "base64",
);

import { Secret, TOTP } from "otpauth";
import { addVirtualAuthenticator } from "./support/passkeys";
import { type Account, createVerifiedAccount, logIn, openSection } from "./support/session";

const codeFor = (secret: string, at: number) =>
  new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: at });

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
}

async function fillLogin(page: Page, account: Account) {
  await page.goto("/login");
  await page.getByLabel("Email or Username").fill(account.username);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: /log in/i }).click();
}

test("turn on two-factor authentication, then sign in with a code from the authenticator", async ({
  page,
  request,
  baseURL,
}) => {
  const account = await createVerifiedAccount(request, baseURL as string, "totp");
  await logIn(page, account);
  await openSection(page, "Settings");
  const security = page.getByRole("region", { name: "Security", exact: true });
  await security.getByRole("button", { name: "Set up two-factor authentication" }).click();
  await expect(security.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const secret = (await security.locator(".totp-secret").textContent())?.trim() ?? "";
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await security.getByLabel("6-digit code").fill(codeFor(secret, Date.now()));
  await security.getByRole("button", { name: "Turn on two-factor authentication" }).click();
  const codes = security.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  await security.getByRole("button", { name: "I have saved my recovery codes" }).click();
  await expect(security.getByText("Two-factor authentication is on.")).toBeVisible();

  await signOut(page);
  await fillLogin(page, account);
  await expect(page.getByRole("heading", { name: "Two-factor authentication" })).toBeVisible();
  // The code the app shows next (the one just used to turn it on is spent).
  await page.getByLabel("Authentication code").fill(codeFor(secret, Date.now() + 30_000));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Welcome back.")).toBeVisible();
});

test.describe("passkeys", () => {
  // WebAuthn refuses IP addresses: the passkey journey opens the app at localhost.
  test.use({ baseURL: `http://localhost:${process.env.E2E_PORT ?? 8791}` });

  test("register a passkey with the virtual authenticator and sign in with it alone", async ({
    page,
    request,
    baseURL,
  }) => {
    await addVirtualAuthenticator(page);

    const account = await createVerifiedAccount(request, baseURL as string, "passkey");
    await logIn(page, account);
    await openSection(page, "Settings");
    const security = page.getByRole("region", { name: "Security", exact: true });
    await security.getByRole("button", { name: "Add a passkey" }).click();
    await expect(page.getByText("Passkey added.")).toBeVisible();
    const list = security.getByRole("list", { name: "Your passkeys" });
    await expect(list.getByText("Passkey on Chrome on Linux")).toBeVisible();

    await signOut(page);
    await page.goto("/login");
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(`Signed in as ${account.username}`)).toBeVisible();
    await openSection(page, "Settings");
    await expect(list.getByText(/last used/)).toBeVisible();
  });
});

test("end another signed-in session from the Security card", async ({ browser, page, request, baseURL }) => {
  const account = await createVerifiedAccount(request, baseURL as string, "devices");
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await logIn(otherPage, account);
  await logIn(page, account);
  await openSection(page, "Settings");

  const devices = page
    .getByRole("region", { name: "Security", exact: true })
    .getByRole("list", { name: "Signed-in devices" });
  await expect(devices.getByRole("listitem")).toHaveCount(2);
  await expect(devices.getByText("This device")).toBeVisible();
  await devices.getByRole("button", { name: "End session" }).click();
  await expect(page.getByText("Session ended.")).toBeVisible();
  await expect(devices.getByRole("listitem")).toHaveCount(1);

  await otherPage.goto("/dashboard");
  await expect(otherPage).toHaveURL(/\/login$/);
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await other.close();
});

test("export the data, then import it into a fresh account; paste links", async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  const source = await createVerifiedAccount(request, baseURL as string, "exporter");
  await logIn(page, source);
  const saved = await page.request.put("/api/profile", {
    data: {
      username: source.username,
      bio: "Songs and shows",
      links: [
        { title: "Shop", url: "https://shop.example" },
        { title: "Tour dates", url: "https://tour.example/2027" },
      ],
    },
    headers: { Origin: baseURL as string },
  });
  expect(saved.status()).toBe(200);
  const avatar = await page.request.post("/api/upload/avatar", {
    multipart: { avatar: { name: "me.png", mimeType: "image/png", buffer: onePixelPng } },
    headers: { Origin: baseURL as string },
  });
  expect(avatar.status()).toBe(200);
  await page.reload();
  await openSection(page, "Settings");

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download your data" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^linknest-${source.username}-\\d{4}-\\d{2}-\\d{2}\\.json$`));
  const file = await download.path();

  const target = await createVerifiedAccount(request, baseURL as string, "importer");
  const fresh = await browser.newContext();
  const freshPage = await fresh.newPage();
  await logIn(freshPage, target);
  await openSection(freshPage, "Settings");
  const data = freshPage.getByRole("region", { name: "Your data" });
  await data.getByLabel("Export file").setInputFiles(file);
  await data.getByLabel("Replace my profile and links").check();
  await data.getByRole("button", { name: "Import", exact: true }).click();
  // Replacing asks first.
  const confirm = freshPage.getByRole("dialog", { name: "Replace your profile and links?" });
  await confirm.getByRole("button", { name: "Replace" }).click();
  await expect(freshPage.getByText("Your data was imported.")).toBeVisible();
  // The avatar came inside the file, and is this account's own upload now.
  const imported = (await (await freshPage.request.get("/api/profile")).json()) as { avatar: string | null };
  expect(imported.avatar).toMatch(/^\/uploads\/avatars\//);
  expect((await freshPage.request.get(imported.avatar as string)).status()).toBe(200);
  await openSection(freshPage, "Your page");
  await expect(freshPage.getByLabel("Bio", { exact: true })).toHaveValue("Songs and shows");
  const links = freshPage.getByRole("region", { name: "Links" });
  await expect(links.getByRole("textbox", { name: /title/i }).first()).toHaveValue("Shop");
  await expect(links.getByRole("textbox", { name: /title/i }).nth(1)).toHaveValue("Tour dates");

  // The paste box adds one link per line, titled from the host.
  await openSection(freshPage, "Settings");
  await data.getByLabel("One web address per line").fill("www.example.org/me\nnot a link");
  await data.getByRole("button", { name: "Add these links" }).click();
  await expect(freshPage.getByText("Your data was imported.").first()).toBeVisible();
  await expect(data.getByText("These lines are not web addresses: not a link")).toBeVisible();
  await openSection(freshPage, "Your page");
  await expect(links.getByRole("textbox", { name: /title/i }).nth(2)).toHaveValue("example.org");
  const publicPage = await freshPage.request.get(`/api/user/${target.username}`);
  expect(((await publicPage.json()) as { links: { title: string }[] }).links.map((l) => l.title)).toEqual([
    "Shop",
    "Tour dates",
    "example.org",
  ]);
  await fresh.close();
});

test("delete the account: a wrong password is refused in the dialog, the right one deletes it", async ({
  page,
  request,
  baseURL,
}) => {
  const account = await createVerifiedAccount(request, baseURL as string, "leaver");
  await logIn(page, account);
  await page.getByRole("button", { name: "Delete account", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await dialog.getByLabel("Your password").fill("not-the-password-1");
  await dialog.getByRole("button", { name: "Delete permanently" }).click();
  await expect(dialog.getByText("That password is not right.")).toBeVisible();
  await dialog.getByLabel("Your password").fill(account.password);
  await dialog.getByRole("button", { name: "Delete permanently" }).click();
  await expect(page.getByText("Account deleted.")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await fillLogin(page, account);
  await expect(page.getByText("Invalid email/username or password.")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
