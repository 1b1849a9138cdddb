// The page's blocks in one journey (docs/product.md, "Making the page yours"; docs/guides/audience.md):
// an owner gives a saved link a thumbnail, adds an e-mail sign-up block, a YouTube player and a LinkedIn
// icon, and saves; a visitor whose browser runs no JavaScript sees the player as a plain link to the
// video, signs up and confirms from the dev mailbox; the owner sees the subscriber on the Audience card
// and downloads the CSV; a visitor with JavaScript loads nothing from YouTube until play is pressed, and
// only then holds the player's frame, from the no-cookie host.
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/a11y";
import { linkFromMail } from "./support/mailbox";
import {
  addEmbed,
  addLinkedInIcon,
  addSignupBlock,
  downloadAudienceCsv,
  editorRow,
  saveProfile,
  visitorWatchingOtherSites,
} from "./support/page-blocks";
import { createVerifiedAccount, logIn, openSection } from "./support/session";

const video = "https://www.youtube.com/watch?v=dQw4w9WgXcQ";
const player = "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1";
const play = "Play My new video (YouTube)";
// A 1×1 PNG.
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

test("an owner adds a sign-up block, a player and a LinkedIn icon; a visitor without JavaScript joins the list; the owner downloads it; the player loads only when pressed", async ({
  page,
  request,
  baseURL,
  browser,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL as string;
  const owner = await createVerifiedAccount(request, origin, "blocks");
  await logIn(page, owner);
  const seeded = await page.request.put("/api/profile", {
    headers: { Origin: origin },
    data: { username: owner.username, bio: "Watch this", links: [{ title: "Shop", url: "https://shop.example/" }] },
  });
  expect(seeded.status()).toBe(200);
  await page.reload();

  // The owner: a thumbnail for the saved link (behind the row's More), uploaded at once.
  await editorRow(page, "Link 1").getByRole("button", { name: "More" }).click();
  await editorRow(page, "Link 1")
    .getByLabel("Add image")
    .setInputFiles({ name: "shop.png", mimeType: "image/png", buffer: png });
  await expect(editorRow(page, "Link 1").getByRole("button", { name: "Remove image" })).toBeVisible();

  // The sign-up block, the player and the LinkedIn icon detected from its URL, then save.
  await addSignupBlock(page, "E-mail sign-up 2", { heading: "Get my monthly letter", buttonText: "Count me in" });
  await addEmbed(page, "Embed 3", { title: "My new video", url: video });
  // Social icons are the page's design, a section away; the draft goes with the owner.
  await openSection(page, "Design");
  await addLinkedInIcon(page, "https://www.linkedin.com/in/someone");
  const preview = page.frameLocator('iframe[title="Preview of your page"]');
  await expect(preview.getByRole("link", { name: play })).toBeVisible();
  await saveProfile(page);

  // A visitor without JavaScript: the player is a plain link to the video, and the form still signs up.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const visit = await noScript.newPage();
  await visit.goto(`${origin}/${owner.username}`);
  await expect(visit.getByRole("link", { name: play })).toHaveAttribute("href", video);
  const form = visit.getByRole("form", { name: "Get my monthly letter" });
  await expect(form.getByText(`You're joining @${owner.username}'s mailing list.`, { exact: false })).toBeVisible();
  const email = `reader_${Date.now().toString(36)}@example.com`;
  await form.getByLabel("E-mail address").fill(email);
  await form.getByRole("button", { name: "Count me in" }).click();
  await expect(visit.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
  await expect(visit.getByRole("link", { name: `Back to @${owner.username}'s page` })).toBeVisible();

  const confirm = await linkFromMail(request, email, /Confirm your subscription/);
  await visit.goto(`${origin}${confirm}`);
  await expect(visit.getByRole("heading", { name: "Subscription confirmed" })).toBeVisible();
  await expect(visit.getByText(`You're subscribed to @${owner.username}'s list.`, { exact: false })).toBeVisible();
  await noScript.close();

  // The owner sees the subscriber and downloads the list.
  await page.reload();
  await openSection(page, "Audience");
  const card = page.getByRole("region", { name: "Audience" });
  await expect(card.getByRole("cell", { name: email, exact: true })).toBeVisible();
  await expect(card.getByText("1 subscriber", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  const csv = await downloadAudienceCsv(page, card);
  expect(csv[0]).toBe("email,confirmed_at");
  expect(csv.slice(1)).toEqual([
    expect.stringMatching(new RegExp(`^${email.replace(/[.]/g, "\\.")},\\d{4}-\\d{2}-\\d{2}T`)),
  ]);

  // A visitor with JavaScript: nothing leaves for another site until play is pressed.
  const { visitor, elsewhere } = await visitorWatchingOtherSites(browser, origin);
  const publicPage = await visitor.newPage();
  expect((await publicPage.goto(`${origin}/${owner.username}`))?.status()).toBe(200);
  await expect(publicPage.getByRole("img", { name: "LinkedIn" })).toBeVisible();
  const thumbnail = publicPage.locator(".links a img");
  await expect(thumbnail).toHaveAttribute("src", /^\/uploads\/thumbnails\//);
  await expect(thumbnail).toHaveAttribute("loading", "lazy");
  const facade = publicPage.getByRole("link", { name: play });
  await expect(facade).toBeVisible();
  await expect(publicPage.locator("iframe")).toHaveCount(0);
  expect(elsewhere).toEqual([]);

  await facade.click();
  const frame = publicPage.locator("iframe");
  await expect(frame).toHaveCount(1);
  await expect(frame).toHaveAttribute("src", player);
  await expect(frame).toHaveAttribute("title", "My new video");
  await expect(publicPage.frameLocator("iframe").getByText("playing")).toBeVisible();
  expect(elsewhere).toEqual([player]);
  await visitor.close();
});

test("a player is a box of its own, not the links' pill: 16:9 for a video, a fixed height for a track, and its press is the link's click", async ({
  page,
  request,
  baseURL,
  browser,
}) => {
  const origin = baseURL as string;
  const owner = await createVerifiedAccount(request, origin, "players");
  await logIn(page, owner);
  const track = "https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC";
  const saved = await page.request.put("/api/profile", {
    headers: { Origin: origin },
    data: {
      username: owner.username,
      bio: "",
      // Ink's buttons are pills: the players keep their own, nearly square corners.
      theme: { preset: "ink", accent: null },
      links: [
        { title: "Shop", url: "https://shop.example/" },
        { kind: "embed", title: "My new video", url: video },
        { kind: "embed", title: "A track", url: track },
      ],
    },
  });
  expect(saved.status()).toBe(200);

  const { visitor } = await visitorWatchingOtherSites(browser, origin);
  await visitor.route("https://open.spotify.com/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>player</title><p>playing</p>" }),
  );
  const publicPage = await visitor.newPage();
  await publicPage.goto(`${origin}/${owner.username}`);
  const corner = (locator: ReturnType<typeof publicPage.locator>) =>
    locator.evaluate((element) => Number.parseFloat(getComputedStyle(element).borderTopLeftRadius));
  const size = async (locator: ReturnType<typeof publicPage.locator>) => {
    const box = await locator.boundingBox();
    return { width: box?.width ?? 0, height: box?.height ?? 0 };
  };

  const link = publicPage.getByRole("link", { name: "Shop" });
  expect(await corner(link)).toBeGreaterThan(100);
  const videoFacade = publicPage.getByRole("link", { name: play });
  const trackFacade = publicPage.getByRole("link", { name: "Play A track (Spotify)" });
  for (const facade of [videoFacade, trackFacade]) expect(await corner(facade)).toBeLessThanOrEqual(12);
  const videoBox = await size(videoFacade);
  expect(videoBox.width / videoBox.height).toBeCloseTo(16 / 9, 1);
  expect((await size(trackFacade)).height).toBe(152);

  // The press is reported as the player's click (the link's position among the clickable ones), then plays.
  const clicked = publicPage.waitForRequest((sent) => sent.url().endsWith("/api/click"));
  await videoFacade.click();
  expect(JSON.parse((await clicked).postData() ?? "{}")).toMatchObject({ username: owner.username, linkIndex: 1 });
  const frame = publicPage.locator('iframe[title="My new video"]');
  await expect(frame).toHaveAttribute("src", player);
  expect(await corner(frame)).toBeLessThanOrEqual(12);
  const frameBox = await size(frame);
  expect(frameBox.width).toBeCloseTo(videoBox.width, 0);
  expect(frameBox.height).toBeCloseTo(videoBox.height, 0);

  await trackFacade.click();
  const trackFrame = publicPage.locator('iframe[title="A track"]');
  await expect(trackFrame).toBeVisible();
  expect((await size(trackFrame)).height).toBe(152);
  expect(await corner(trackFrame)).toBeLessThanOrEqual(12);
  await visitor.close();
});
