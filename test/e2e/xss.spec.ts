import { expect, type Page, test } from "@playwright/test";
import { createVerifiedAccount, logIn } from "./support/session";

const payloads = [
  `<img src=x onerror="window.__pwned='img'">`,
  `"><script>window.__pwned='script'</script>`,
  `<svg onload="window.__pwned='svg'"></svg>`,
];

async function expectInert(page: Page, label: string) {
  const pwned = await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned ?? null);
  expect(pwned, label).toBeNull();
}

test("script in every user-controlled field stays inert on the public page, the dashboard and the admin UI", async ({
  page,
  request,
  baseURL,
  browser,
}) => {
  const dialogs: string[] = [];
  const account = await createVerifiedAccount(request, baseURL as string, "xss");
  await logIn(page, account);
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const saved = await page.context().request.put("/api/profile", {
    headers: { Origin: baseURL as string },
    data: {
      username: account.username,
      bio: payloads.join(" "),
      links: payloads.map((title, i) => ({ title, url: `https://example.com/${i}?q="><script>x</script>` })),
    },
  });
  expect(saved.status()).toBe(200);

  await page.goto(`/${account.username}`);
  await expect(page.getByText(payloads[0] as string, { exact: false }).first()).toBeVisible();
  await expectInert(page, "public page");

  await page.goto("/dashboard");
  await expect(page.getByLabel("Bio", { exact: true })).toHaveValue(payloads.join(" "));
  await expectInert(page, "dashboard");

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  admin.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await logIn(admin, { username: "linknest_admin", password: "Admin-1234", email: "admin@linknest.local" });
  await admin.goto(`/admin?tab=users&q=${account.username}`);
  await expect(admin.getByText(account.email)).toBeVisible();
  await expectInert(admin, "admin users");
  await adminContext.close();

  expect(dialogs).toEqual([]);
});
