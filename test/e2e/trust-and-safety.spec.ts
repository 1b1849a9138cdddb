// Trust and safety journeys (docs/product.md, "Trust and safety") in Chromium: a visitor without JavaScript reports a page and
// the admin resolves the report by suspending the account; an owner's link flagged by the link safety
// check (the Web Risk fake) is held, then shown once the admin releases it.
import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/a11y";
import { createVerifiedAccount, logIn } from "./support/session";

const seededAdmin = { username: "linknest_admin", password: "Admin-1234", email: "admin@linknest.local" };

async function openReportsTab(page: Page) {
  await page.goto("/admin?tab=reports");
  await expect(page.getByRole("tab", { name: "Reports" })).toHaveAttribute("aria-selected", "true");
}

test("a visitor without JavaScript reports a page; the admin suspends the account and the page is gone", async ({
  page,
  request,
  baseURL,
  browser,
}) => {
  const owner = await createVerifiedAccount(request, baseURL as string, "reported");

  const visitorContext = await browser.newContext({ javaScriptEnabled: false });
  const visitor = await visitorContext.newPage();
  expect((await visitor.goto(`/${owner.username}`))?.status()).toBe(200);
  await visitor.getByRole("link", { name: "Report", exact: true }).click();
  await expect(visitor).toHaveURL(new RegExp(`/report\\?u=${owner.username}$`));
  await expect(visitor.getByRole("heading", { name: `Report @${owner.username}` })).toBeVisible();
  await visitor.getByRole("radio", { name: "Phishing or scam" }).check();
  await visitor.getByLabel("Details").fill("This page pretends to be my bank and asks for my password.");
  await visitor.getByLabel(/Your email/).fill("witness@example.com");
  await visitor.getByRole("button", { name: "Send report" }).click();
  await expect(visitor.getByRole("heading", { name: "Report sent" })).toBeVisible();
  await expect(visitor.getByText("Thanks. Your report has been received and will be reviewed.")).toBeVisible();

  // axe needs scripts, so the form's accessibility is checked in a browser that runs them.
  await page.goto(`/report?u=${owner.username}`);
  await expectNoAxeViolations(page);

  await logIn(page, seededAdmin);
  await openReportsTab(page);
  const card = page.getByRole("listitem").filter({ hasText: `@${owner.username}` });
  await expect(card).toBeVisible();
  await expect(card.getByText("This page pretends to be my bank")).toBeVisible();
  await expectNoAxeViolations(page);
  await card.getByLabel("Resolution").selectOption("suspend");
  await card.getByLabel("Note (optional)").fill("Phishing confirmed");
  // The note takes the form's whole width, on a line of its own, not what is left beside the menu.
  const noteBox = await card.getByLabel("Note (optional)").boundingBox();
  const formBox = await card.getByRole("form").boundingBox();
  expect(noteBox?.width ?? 0).toBeGreaterThan((formBox?.width ?? 0) - 2);
  await card.getByRole("button", { name: "Resolve" }).click();
  await expect(page.getByText("Report resolved.").first()).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: `@${owner.username}` })).toHaveCount(0);

  // The page is gone at once, for the visitor too.
  expect((await request.get(`/${owner.username}`)).status()).toBe(404);
  await visitor.reload();
  await expect(visitor.getByRole("heading", { name: "User not found" })).toBeVisible();
  await visitorContext.close();
});

test("an owner's unsafe-test link is held for review, and appears once the admin releases it", async ({
  page,
  request,
  baseURL,
  browser,
}) => {
  const owner = await createVerifiedAccount(request, baseURL as string, "flagged");
  const flaggedUrl = `https://phish.example/unsafe-test/${owner.username}`;
  await logIn(page, owner);
  const add = page.getByRole("group", { name: "Add a link" });
  await add.getByRole("button", { name: "Website" }).click();
  await page.getByRole("group", { name: "Link 1" }).getByLabel("Title").fill("Free gift");
  await page.getByRole("group", { name: "Link 1" }).getByLabel("URL").fill(flaggedUrl);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Profile saved.").first()).toBeVisible();

  // The check runs off the save path, through the link safety queue and the Web Risk fake.
  const badge = page.getByRole("group", { name: /Link 1/ }).getByText("Held for review");
  await expect(async () => {
    await page.reload();
    // The editor has drawn its links (however long that takes on a busy machine)...
    await expect(page.getByRole("group", { name: /Link 1/ })).toBeVisible();
    // ...and the link is held already, or the page is read again.
    await expect(badge).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expectNoAxeViolations(page);
  expect(await (await request.get(`/${owner.username}`)).text()).not.toContain(flaggedUrl);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await logIn(admin, seededAdmin);
  await openReportsTab(admin);
  const release = admin.getByRole("button", { name: `Release Free gift of @${owner.username}` });
  await expect(release).toBeVisible();
  await release.click();
  await expect(admin.getByText("Link released.").first()).toBeVisible();
  await adminContext.close();

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/${owner.username}`);
  await expect(visitor.getByRole("main").getByRole("link", { name: "Free gift" })).toHaveAttribute("href", flaggedUrl);
  await visitorContext.close();

  await page.reload();
  await expect(page.getByRole("group", { name: /Link 1/ }).getByLabel("Title")).toHaveValue("Free gift");
  await expect(page.getByText("Held for review")).toHaveCount(0);
});
