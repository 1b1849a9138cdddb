// The audience in a real browser (docs/guides/audience.md): the owner adds an e-mail sign-up block and saves;
// a visitor whose browser runs no JavaScript signs up on the public page and opens the confirmation link
// from the dev mailbox; the owner sees the subscriber on the Audience card and downloads the CSV.
import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/a11y";
import { linkFromMail } from "./support/mailbox";
import { createVerifiedAccount, logIn } from "./support/session";

const row = (page: Page, name: string) => page.getByRole("group", { name, exact: true });

test("a visitor without JavaScript joins the owner's list, confirms by mail, and the owner downloads it", async ({
  page,
  request,
  baseURL,
  browser,
}) => {
  const owner = await createVerifiedAccount(request, baseURL as string, "audience");
  await logIn(page, owner);

  const links = page.getByRole("region", { name: "Links" });
  await links.getByRole("button", { name: "E-mail sign-up", exact: true }).click();
  const block = row(page, "E-mail sign-up 1");
  await block.getByLabel("Heading").fill("Get my monthly letter");
  await block.getByLabel("Button text").fill("Count me in");
  // One block per page: the button is spent once the page has one.
  await expect(links.getByRole("button", { name: "E-mail sign-up", exact: true })).toBeDisabled();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Profile saved.")).toBeVisible();

  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const visit = await visitor.newPage();
  await visit.goto(`${baseURL}/${owner.username}`);
  const form = visit.getByRole("form", { name: "Get my monthly letter" });
  await expect(form.getByText(`You're joining @${owner.username}'s mailing list.`, { exact: false })).toBeVisible();
  const email = `reader_${Date.now().toString(36)}@example.com`;
  await form.getByLabel("E-mail address").fill(email);
  await form.getByRole("button", { name: "Count me in" }).click();
  await expect(visit.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
  await expect(visit.getByRole("link", { name: `Back to @${owner.username}'s page` })).toBeVisible();

  const confirm = await linkFromMail(request, email, /Confirm your subscription/);
  await visit.goto(`${baseURL}${confirm}`);
  await expect(visit.getByRole("heading", { name: "Subscription confirmed" })).toBeVisible();
  await expect(visit.getByText(`You're subscribed to @${owner.username}'s list.`, { exact: false })).toBeVisible();
  await visitor.close();

  await page.reload();
  const card = page.getByRole("region", { name: "Audience" });
  await expect(card.getByRole("cell", { name: email, exact: true })).toBeVisible();
  await expect(card.getByText("1 subscriber", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  const download = page.waitForEvent("download");
  await card.getByRole("link", { name: "Download CSV" }).click();
  const file = await (await download).path();
  const csv = (await readFile(file, "utf8")).trimEnd().split("\r\n");
  expect(csv[0]).toBe("email,confirmed_at");
  expect(csv.slice(1)).toEqual([
    expect.stringMatching(new RegExp(`^${email.replace(/[.]/g, "\\.")},\\d{4}-\\d{2}-\\d{2}T`)),
  ]);
});
