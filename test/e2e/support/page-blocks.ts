// The steps of the page's blocks in a real browser: the editor's rows for an e-mail sign-up block, a
// player and a LinkedIn icon, a visitor's page that records every request leaving for another site,
// and the Audience card's CSV as its lines.
import { readFile } from "node:fs/promises";
import { type Browser, type BrowserContext, expect, type Locator, type Page } from "@playwright/test";

/** One row of the page editor's lists, named as a screen reader announces it ("Link 1", "Embed 2"). */
export const editorRow = (page: Page, name: string) => page.getByRole("group", { name, exact: true });

export async function addSignupBlock(
  page: Page,
  rowName: string,
  block: { heading: string; buttonText: string },
): Promise<void> {
  const links = page.getByRole("region", { name: "Links" });
  await links.getByRole("button", { name: "E-mail sign-up", exact: true }).click();
  await editorRow(page, rowName).getByLabel("Heading").fill(block.heading);
  await editorRow(page, rowName).getByLabel("Button text").fill(block.buttonText);
  // One block per page: the button is spent once the page has one.
  await expect(links.getByRole("button", { name: "E-mail sign-up", exact: true })).toBeDisabled();
}

export async function addEmbed(page: Page, rowName: string, embed: { title: string; url: string }): Promise<void> {
  const links = page.getByRole("region", { name: "Links" });
  await links.getByRole("button", { name: "Embed", exact: true }).click();
  await editorRow(page, rowName).getByLabel("Title").fill(embed.title);
  await editorRow(page, rowName).getByLabel("Video or track URL").fill(embed.url);
}

/** Adds the first social icon from a LinkedIn address; the editor detects the platform from it. */
export async function addLinkedInIcon(page: Page, url: string): Promise<void> {
  const socials = page.getByRole("region", { name: "Social icons" });
  await socials.getByRole("button", { name: "Add social icon" }).click();
  await socials.getByLabel("Social 1 URL").fill(url);
  await expect(socials.getByLabel("Platform")).toHaveValue("linkedin");
}

export async function saveProfile(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Profile saved.")).toBeVisible();
}

/**
 * A visitor's browser that lists every request sent anywhere but the app. The machine has no
 * internet, so YouTube's no-cookie player address answers with a page of our own.
 */
export async function visitorWatchingOtherSites(
  browser: Browser,
  baseURL: string,
): Promise<{ visitor: BrowserContext; elsewhere: string[] }> {
  const visitor = await browser.newContext();
  const elsewhere: string[] = [];
  visitor.on("request", (sent) => {
    if (!sent.url().startsWith(baseURL)) elsewhere.push(sent.url());
  });
  await visitor.route("https://www.youtube-nocookie.com/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>player</title><p>playing</p>" }),
  );
  return { visitor, elsewhere };
}

/** Clicks the Audience card's "Download CSV" and reads the file as its lines. */
export async function downloadAudienceCsv(page: Page, card: Locator): Promise<string[]> {
  const download = page.waitForEvent("download");
  await card.getByRole("link", { name: "Download CSV" }).click();
  const file = await (await download).path();
  return (await readFile(file, "utf8")).trimEnd().split("\r\n");
}
