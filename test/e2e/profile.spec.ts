import { expect, test } from "@playwright/test";
import { profileMessages } from "#contract/profile-schemas";
import { expectNoAxeViolations } from "./support/a11y";
import { createVerifiedAccount, logIn } from "./support/session";

// A 1×1 PNG: enough for the server's magic-byte check and for the browser to draw.
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

test("edit profile, add, reorder and remove links, upload an avatar → the public page shows them → a click counts", async ({
  page,
  request,
  baseURL,
  context,
}) => {
  const account = await createVerifiedAccount(request, baseURL as string, "editor");
  await logIn(page, account);
  await expect(page.getByLabel("Bio", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel("Bio", { exact: true }).fill("Maker of <b>things</b> & photos.");
  const add = page.getByRole("group", { name: "Add a link" });
  await add.getByRole("button", { name: "Website" }).click();
  await page.getByRole("group", { name: "Link 1" }).getByLabel("URL").fill("https://example.com/site");
  await add.getByRole("button", { name: "GitHub" }).click();
  await page.getByRole("group", { name: "Link 2" }).getByLabel("URL").fill("https://github.com/editor");
  await add.getByRole("button", { name: "Instagram" }).click();
  await page.getByRole("group", { name: "Link 3" }).getByLabel("URL").fill("https://instagram.com/editor");

  // GitHub first, then Website; Instagram goes.
  await page.getByRole("group", { name: "Link 2" }).getByRole("button", { name: "Move up" }).click();
  await page.getByRole("group", { name: "Link 3" }).getByRole("button", { name: "Remove" }).click();
  await expect(page.getByRole("group", { name: "Link 3" })).toHaveCount(0);

  // A bad URL is caught on blur, before anything is sent.
  const firstUrl = page.getByRole("group", { name: "Link 1" }).getByLabel("URL");
  await firstUrl.fill("javascript:alert(1)");
  await firstUrl.blur();
  await expect(page.getByText(profileMessages.urlScheme)).toBeVisible();
  await firstUrl.fill("https://github.com/editor");
  await firstUrl.blur();

  await page.getByLabel("Upload avatar").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
  await expect(page.getByRole("img", { name: "Your avatar" })).toHaveAttribute("src", /^\/uploads\/avatars\//);

  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Profile saved.").first()).toBeVisible();

  // The public page, as a visitor sees it.
  const visitor = await context.browser()?.newContext();
  const publicPage = await visitor?.newPage();
  if (!publicPage) throw new Error("no visitor page");
  await publicPage.route("https://github.com/**", (route) => route.fulfill({ status: 200, body: "elsewhere" }));
  const response = await publicPage.goto(`${baseURL}/${account.username}`);
  expect(response?.status()).toBe(200);
  await expect(publicPage.getByRole("heading", { name: `@${account.username}` })).toBeVisible();
  await expect(publicPage.getByText("Maker of <b>things</b> & photos.")).toBeVisible();
  const links = publicPage.getByRole("main").getByRole("link");
  await expect(links).toHaveText(["GitHub", "Website"]);
  await expect(publicPage.getByRole("link", { name: "Made with LinkNest" })).toHaveAttribute("href", /\/signup\?ref=/);
  const scripts = await publicPage.locator("script[src], link[rel=stylesheet]").count();
  expect(scripts).toBe(0);
  await expectNoAxeViolations(publicPage);

  await links.first().click();
  await expect(publicPage).toHaveURL(/github\.com\/editor/);
  await visitor?.close();

  // The click is counted by the analytics queue's consumer, seconds after it was sent.
  await expect(async () => {
    await page.reload();
    // The editor has drawn its links (however long that takes on a busy machine)...
    await expect(page.getByRole("group", { name: "Link 1" })).toBeVisible();
    // ...and the count is there already, or the page is read again.
    await expect(page.getByRole("group", { name: "Link 1" })).toContainText(/1 click/, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole("group", { name: "Link 2" })).toContainText(/0 clicks/);
});

test("an unknown profile is a 404 page with the product text", async ({ page }) => {
  const response = await page.goto("/no_such_user_here");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "User not found" })).toBeVisible();
  await expect(page.getByText("This profile doesn't exist. Check the username and try again.")).toBeVisible();
  await expectNoAxeViolations(page);
});
