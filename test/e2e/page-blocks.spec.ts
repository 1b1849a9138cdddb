import { expect, type Page, test } from "@playwright/test";
import { createVerifiedAccount, logIn } from "./support/session";

// An owner adds a YouTube player, a LinkedIn icon and a link thumbnail (docs/product.md, "Making the
// page yours"); a visitor's page loads nothing from YouTube until play is pressed, and only then holds the
// player's frame, from the no-cookie host. Without JavaScript the player is a plain link to the video.

const video = "https://www.youtube.com/watch?v=dQw4w9WgXcQ";
const player = "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1";
// A 1×1 PNG.
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

const row = (page: Page, name: string) => page.getByRole("group", { name, exact: true });

test("an owner adds a YouTube player, a LinkedIn icon and a thumbnail; the player loads only when pressed", async ({
  page,
  request,
  baseURL,
  browser,
}) => {
  test.setTimeout(120_000);
  const owner = await createVerifiedAccount(request, baseURL as string, "blocks");
  await logIn(page, owner);
  const seeded = await page.request.put("/api/profile", {
    headers: { Origin: baseURL as string },
    data: { username: owner.username, bio: "Watch this", links: [{ title: "Shop", url: "https://shop.example/" }] },
  });
  expect(seeded.status()).toBe(200);
  await page.reload();

  // A thumbnail for the saved link (behind the row's More), uploaded at once.
  await row(page, "Link 1").getByRole("button", { name: "More" }).click();
  await row(page, "Link 1")
    .getByLabel("Add image")
    .setInputFiles({ name: "shop.png", mimeType: "image/png", buffer: png });
  await expect(row(page, "Link 1").getByRole("button", { name: "Remove image" })).toBeVisible();

  // The player, and the LinkedIn icon detected from its URL.
  const links = page.getByRole("region", { name: "Links" });
  await links.getByRole("button", { name: "Embed", exact: true }).click();
  await row(page, "Embed 2").getByLabel("Title").fill("My new video");
  await row(page, "Embed 2").getByLabel("Video or track URL").fill(video);
  const socials = page.getByRole("region", { name: "Social icons" });
  await socials.getByRole("button", { name: "Add social icon" }).click();
  await socials.getByLabel("Social 1 URL").fill("https://www.linkedin.com/in/someone");
  await expect(socials.getByLabel("Platform")).toHaveValue("linkedin");
  const preview = page.frameLocator('iframe[title="Preview of your page"]');
  await expect(preview.getByRole("link", { name: "Play My new video (YouTube)" })).toBeVisible();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Profile saved.")).toBeVisible();

  // A visitor: nothing leaves for another site until play is pressed.
  const visitor = await browser.newContext();
  const elsewhere: string[] = [];
  visitor.on("request", (sent) => {
    if (!sent.url().startsWith(baseURL as string)) elsewhere.push(sent.url());
  });
  // The machine has no internet: the player's address answers with a page of our own.
  await visitor.route("https://www.youtube-nocookie.com/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>player</title><p>playing</p>" }),
  );
  const publicPage = await visitor.newPage();
  expect((await publicPage.goto(`${baseURL}/${owner.username}`))?.status()).toBe(200);
  await expect(publicPage.getByRole("img", { name: "LinkedIn" })).toBeVisible();
  const thumbnail = publicPage.locator(".links a img");
  await expect(thumbnail).toHaveAttribute("src", /^\/uploads\/thumbnails\//);
  await expect(thumbnail).toHaveAttribute("loading", "lazy");
  const facade = publicPage.getByRole("link", { name: "Play My new video (YouTube)" });
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

  // Without JavaScript, the facade is a plain link to the video.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto(`${baseURL}/${owner.username}`);
  await expect(plain.getByRole("link", { name: "Play My new video (YouTube)" })).toHaveAttribute("href", video);
  await noScript.close();
});
