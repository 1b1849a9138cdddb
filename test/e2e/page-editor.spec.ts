import { expect, type Page, test } from "@playwright/test";
import { nearestPassingAccent } from "#contract/themes";
import { expectNoAxeViolations } from "./support/a11y";
import { createVerifiedAccount, logIn, openSection } from "./support/session";

// An owner makes the page theirs (docs/product.md, "Making the page yours"): a theme and an accent (a faint one refused and the
// nearest passing one taken), social icons, a section, a scheduled link as Pro and a hidden one, a
// link dragged to the top while the preview follows; then the page shows exactly the visible links in
// order with their icons, and a click on the first one is counted.

async function upgradeToPro(page: Page): Promise<void> {
  const panel = page.getByRole("region", { name: "Subscription" });
  await panel.getByRole("button", { name: "Upgrade to Pro" }).click();
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page.getByText("Subscription successful! Welcome to the Pro tier!")).toBeVisible();
  await expect(panel.getByText("PRO Member")).toBeVisible();
}

// Tall enough for the first and the third link row to be on screen together while dragging.
test.use({ viewport: { width: 1280, height: 1800 } });

const row = (page: Page, name: string) => page.getByRole("group", { name, exact: true });

test("an owner themes the page, adds socials, a section, a scheduled and a hidden link, drags one to the top and sees it live", async ({
  page,
  request,
  baseURL,
  browser,
}) => {
  // A whole journey, with a checkout and a wait for the analytics queue.
  test.setTimeout(180_000);
  const owner = await createVerifiedAccount(request, baseURL as string, "themed");
  await logIn(page, owner);
  const seeded = await page.request.put("/api/profile", {
    headers: { Origin: baseURL as string },
    data: {
      username: owner.username,
      bio: "Everything I make",
      links: [
        { title: "Shop", url: "https://shop.example/" },
        { title: "Blog", url: "https://blog.example/" },
        { title: "Contact", url: "https://contact.example/" },
      ],
    },
  });
  expect(seeded.status()).toBe(200);
  await upgradeToPro(page);

  // The theme: Ink, then a grey accent that fails on its black labels; the nearest passing one is offered.
  await openSection(page, "Design");
  const theme = page.getByRole("region", { name: "Theme" });
  await theme.getByText("Ink", { exact: true }).click();
  await theme.getByLabel("Button colour", { exact: true }).fill("#333333");
  await expect(theme.getByText(/Contrast 1\.\d:1: too low/)).toBeVisible();
  const nearest = nearestPassingAccent("ink", "#333333");
  await theme.getByRole("button", { name: `Use ${nearest}` }).click();
  await expect(theme.getByLabel("Button colour", { exact: true })).toHaveValue(nearest);
  await expect(theme.getByText(/passes \(4\.5:1 needed\)/)).toBeVisible();

  // Social icons, their platforms detected from the URLs.
  const socials = page.getByRole("region", { name: "Social icons" });
  await socials.getByRole("button", { name: "Add social icon" }).click();
  await socials.getByLabel("Social 1 URL").fill("https://github.com/someone");
  await socials.getByRole("button", { name: "Add social icon" }).click();
  await socials.getByLabel("Social 2 URL").fill("https://mastodon.social/@someone");
  await expect(socials.getByLabel("Platform").first()).toHaveValue("github");
  await expect(socials.getByLabel("Platform").last()).toHaveValue("mastodon");

  // A section, a link that starts next year (Pro) and a hidden one, on the page's own section: the design's
  // edits wait in the same draft.
  await openSection(page, "Your page");
  const links = page.getByRole("region", { name: "Links" });
  await links.getByRole("button", { name: "Section title" }).click();
  await row(page, "Section 4").getByLabel("Section title").fill("More from me");
  await links.getByRole("button", { name: "Blank link" }).click();
  await row(page, "Link 5").getByLabel("Title").fill("Launch");
  await row(page, "Link 5").getByLabel("URL").fill("https://launch.example/");
  const nextYear = new Date().getFullYear() + 1;
  await row(page, "Link 5").getByRole("button", { name: "More" }).click();
  await row(page, "Link 5").getByLabel("Starts").fill(`${nextYear}-12-01T09:00`);
  await expect(row(page, "Link 5").getByText("Starts Dec 1, 09:00")).toBeVisible();
  await row(page, "Link 2").getByLabel("Show on page").uncheck();
  await expect(row(page, "Link 2").getByText("Hidden")).toBeVisible();

  // Drag Contact (third) to the top by its handle; the preview follows.
  const preview = page.frameLocator('iframe[title="Preview of your page"]');
  await expect(preview.locator(".links a")).toHaveText(["Shop", "Contact"]);
  const handle = links.getByRole("button", { name: "Drag link 3 to reorder" });
  const target = links.getByRole("button", { name: "Drag link 1 to reorder" });
  await target.evaluate((element) => element.scrollIntoView({ block: "start" }));
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error("the drag handles are not on screen");
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y - 20, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 - 10, { steps: 15 });
  await page.mouse.up();
  await expect(row(page, "Link 1").getByLabel("Title")).toHaveValue("Contact");
  await expect(preview.locator(".links a")).toHaveText(["Contact", "Shop"]);
  // The section's only link starts next year: a title with nothing under it is not shown.
  await expect(preview.locator(".links h2")).toHaveCount(0);
  await expect(preview.getByRole("img", { name: "GitHub" })).toBeVisible();
  // The Save bar stays in view while there are unsaved changes.
  await page.mouse.wheel(0, -5000);
  await expect(page.getByRole("button", { name: "Save changes" })).toBeInViewport();

  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Profile saved.")).toBeVisible();
  await expectNoAxeViolations(page);

  // The public page: exactly the visible links, in order, under the icons, in the theme.
  const visitor = await browser.newContext();
  await visitor.route("https://*.example/**", (route) => route.fulfill({ status: 200, body: "elsewhere" }));
  const publicPage = await visitor.newPage();
  const response = await publicPage.goto(`${baseURL}/${owner.username}`);
  expect(response?.status()).toBe(200);
  await expect(publicPage.locator(".links a")).toHaveText(["Contact", "Shop"]);
  await expect(publicPage.locator(".links h2")).toHaveCount(0);
  await expect(publicPage.getByRole("img", { name: "GitHub" })).toBeVisible();
  await expect(publicPage.getByRole("img", { name: "Mastodon" })).toBeVisible();
  await expect(publicPage.locator('a[rel="me noopener"]')).toHaveCount(2);
  await expect(publicPage.locator(".links a").first()).toHaveCSS("background-color", hexToRgb(nearest));
  // With no picture, the initial letter stands on the theme's accent too.
  await expect(publicPage.locator(".avatar")).toHaveCSS("background-color", hexToRgb(nearest));
  const scripts = await publicPage.locator("script[src], link[rel=stylesheet]").count();
  expect(scripts).toBe(0);

  await publicPage.getByRole("link", { name: "Contact" }).click();
  await expect(publicPage).toHaveURL(/contact\.example/);
  await visitor.close();

  // Counted for Contact, the first link the visitor saw, off the request path.
  await expect(async () => {
    await page.reload();
    // The editor has drawn its links (however long that takes on a busy machine)...
    await expect(row(page, "Link 1")).toBeVisible();
    // ...and the count is there already, or the page is read again.
    await expect(row(page, "Link 1").getByText("1 click", { exact: true })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  await expect(row(page, "Link 1").getByLabel("Title")).toHaveValue("Contact");
  await expect(row(page, "Link 2").getByText("0 clicks")).toBeVisible();
});

function hexToRgb(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
}
