// Several pages and the people who run them, in a real browser (docs/decisions/059, 064, 067): a Pro owner
// makes a second page and words it; invites an editor, who signs up from the mailed link and edits the
// page, and a viewer, who sees its analytics and cannot save; then removes the editor, whose next save is
// refused.
import { type Browser, expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/a11y";
import { linkFromMail, newAccount } from "./support/mailbox";
import { saveProfile } from "./support/page-blocks";
import { type Account, createVerifiedAccount, logIn, openSection, signUpViaApi } from "./support/session";

/** Invites an address to the page shown from its Members section, as the given role. */
async function invite(page: Page, email: string, role: "Editor" | "Viewer") {
  await openSection(page, "Members");
  const members = page.getByRole("region", { name: "Members" });
  await members.getByLabel("Their email").fill(email);
  await members.getByRole("radio", { name: new RegExp(`^${role}`) }).check();
  await members.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
}

/** A browser of the person's own, signed in, that opens the mailed invitation and accepts it. */
async function acceptInBrowserOf(browser: Browser, account: Account, invitation: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, account);
  await page.goto(invitation);
  await page.getByRole("button", { name: "Accept invitation" }).click();
  await expect(page).toHaveURL(/\/dashboard\?page=/);
  return page;
}

test("a Pro owner runs a second page with an editor and a viewer, and a removed editor can save no more", async ({
  page,
  request,
  baseURL,
  browser,
}) => {
  // A whole journey: a checkout, five mails, three people.
  test.setTimeout(180_000);
  const owner = await createVerifiedAccount(request, baseURL as string, "band");
  await logIn(page, owner);
  await page.getByRole("region", { name: "Subscription" }).getByRole("button", { name: "Upgrade to Pro" }).click();
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page.getByText("PRO Member")).toBeVisible();

  // A second page, from the switcher: the dashboard opens on it, its address naming it.
  const second = newAccount("solo").username;
  await page.getByRole("button", { name: "New page" }).click();
  const dialog = page.getByRole("dialog", { name: "New page" });
  await dialog.getByRole("textbox", { name: "Username" }).fill(second);
  await dialog.getByRole("button", { name: "Create page" }).click();
  await expect(page).toHaveURL(/\/dashboard\?page=/);
  await expect(page.getByRole("combobox", { name: "Page" })).toHaveValue(
    new URL(page.url()).searchParams.get("page") ?? "",
  );
  await page.getByLabel("Bio", { exact: true }).fill("The solo record, out in spring.");
  await saveProfile(page);
  await expectNoAxeViolations(page);
  const visitor = await request.get(`/${second}`);
  expect(await visitor.text()).toContain("The solo record, out in spring.");
  // The primary page is as it was.
  expect(await (await request.get(`/${owner.username}`)).text()).not.toContain("The solo record");

  // An editor who is new here, and a viewer who has an account.
  const editor = newAccount("editor");
  const viewer = await createVerifiedAccount(request, baseURL as string, "viewer");
  await invite(page, editor.email, "Editor");
  await invite(page, viewer.email, "Viewer");

  await signUpViaApi(request, baseURL as string, editor);
  const verify = await linkFromMail(request, editor.email, /Verify your email/);
  expect((await request.get(`/api${verify}`)).status()).toBe(200);
  const editorPage = await acceptInBrowserOf(
    browser,
    editor,
    await linkFromMail(request, editor.email, /invited you to the page/),
  );
  await expect(editorPage.getByRole("combobox", { name: "Page" })).toContainText(`@${second} — editor`);
  await editorPage.getByLabel("Bio", { exact: true }).fill("The solo record, out in May.");
  await saveProfile(editorPage);
  expect(await (await request.get(`/${second}`)).text()).toContain("The solo record, out in May.");

  const viewerPage = await acceptInBrowserOf(
    browser,
    viewer,
    await linkFromMail(request, viewer.email, /invited you to the page/),
  );
  await expect(
    viewerPage.getByText(`You can view this page but not change it: @${owner.username} made you a viewer.`),
  ).toBeVisible();
  await expect(viewerPage.getByLabel("Bio", { exact: true })).toBeDisabled();
  await expect(viewerPage.getByRole("button", { name: "Save changes" })).toHaveCount(0);
  await openSection(viewerPage, "Analytics");
  await expect(viewerPage.getByRole("region", { name: "Analytics" })).toBeVisible();

  // The owner removes the editor; the editor's next save is refused.
  await openSection(page, "Members");
  const members = page.getByRole("region", { name: "Members" });
  await members.getByRole("button", { name: `Remove ${editor.email}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Remove member" }).click();
  await expect(members.getByRole("listitem").filter({ hasText: editor.email })).toHaveCount(0);
  await editorPage.getByLabel("Bio", { exact: true }).fill("Not any more.");
  await editorPage.getByRole("button", { name: "Save changes" }).click();
  await expect(editorPage.getByText("Page not found").first()).toBeVisible();
  expect(await (await request.get(`/${second}`)).text()).not.toContain("Not any more.");
});
