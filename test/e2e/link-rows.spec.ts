// The link editor's rows in a real browser: compact (title, URL, the visible switch and the handle on the
// row, the rest behind "More"), so a page of links fits in a screen or two, and the row being dragged
// is drawn solid over the rows it passes.
import { expect, type Page, test } from "@playwright/test";
import { createVerifiedAccount, logIn } from "./support/session";

const fiveLinks = ["Shop", "Blog", "Newsletter", "Podcast", "Contact"].map((title) => ({
  title,
  url: `https://${title.toLowerCase()}.example/`,
}));

/**
 * The Links card's height with these five links, measured before the rows were compact: 2,331 px at
 * 1280 px wide (each row two lines of fields, three switches, a schedule and a line of buttons, about
 * 400 px) and 3,848 px at 390 px (about 700 px a row). The card's own parts (its intro and 'Add a link',
 * about 330 px at 1280 and 450 at 390) stay as they were, so at most half the old height means the rows
 * themselves took well under half; compact rows measure about 47% of the old card at both widths, and one more
 * line in every row (20 px or more each) breaks the bound.
 */
const heightBefore = { 1280: 2331, 390: 3848 } as const;

async function openWithFiveLinks(page: Page, request: Parameters<typeof createVerifiedAccount>[0], baseURL: string) {
  const owner = await createVerifiedAccount(request, baseURL, "rows");
  await logIn(page, owner);
  const seeded = await page.request.put("/api/profile", {
    headers: { Origin: baseURL },
    data: { username: owner.username, bio: "", links: fiveLinks },
  });
  expect(seeded.status(), await seeded.text()).toBe(200);
  await page.reload();
  const card = page.getByRole("region", { name: "Links" });
  await expect(card.getByRole("group", { name: "Link 5" })).toBeVisible();
  return card;
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const) {
  test.describe(`link rows at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test("five links take far less height than before, with the rest of a row behind More", async ({
      page,
      request,
      baseURL,
    }) => {
      const card = await openWithFiveLinks(page, request, baseURL as string);
      const height = (await card.boundingBox())?.height ?? Number.POSITIVE_INFINITY;
      console.log(`Links card with five links at ${viewport.width} px: ${Math.round(height)} px`);
      expect(height).toBeLessThan(heightBefore[viewport.width] * 0.5);

      // More opens the rest of one row, by keyboard too, and nothing else grows.
      const row = card.getByRole("group", { name: "Link 2" });
      const more = row.getByRole("button", { name: "More" });
      await expect(more).toHaveAttribute("aria-expanded", "false");
      await more.focus();
      await page.keyboard.press("Enter");
      await expect(more).toHaveAttribute("aria-expanded", "true");
      await expect(row.getByLabel("Spotlight")).toBeVisible();
      await expect(card.getByRole("group", { name: "Link 3" }).getByLabel("Spotlight")).toHaveCount(0);
    });

    test("the row being dragged has an opaque background", async ({ page, request, baseURL }) => {
      const card = await openWithFiveLinks(page, request, baseURL as string);
      const handle = card.getByRole("button", { name: "Drag link 1 to reorder" });
      await handle.scrollIntoViewIfNeeded();
      const from = await handle.boundingBox();
      if (!from) throw new Error("the handle has no box");
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      // Past the 4 px that start a drag, and over the next row.
      await page.mouse.move(from.x + from.width / 2, from.y + 30, { steps: 5 });
      await page.mouse.move(from.x + from.width / 2, from.y + 60, { steps: 5 });
      const dragged = card.getByRole("group", { name: "Link 1" });
      await expect(dragged).toHaveAttribute("data-dragging", "true");
      const background = await dragged.evaluate((element) => getComputedStyle(element).backgroundColor);
      // rgb(…) is opaque; rgba(…, a) is opaque only with a = 1.
      const alpha = /rgba\([^)]*,\s*([\d.]+)\)/.exec(background)?.[1];
      expect(background, background).toMatch(/^rgba?\(/);
      expect(alpha === undefined || Number(alpha) === 1, background).toBe(true);
      // Nor is the row as a whole faded: the rows beneath would show through.
      const opacity = await dragged.evaluate((element) => getComputedStyle(element.closest("li") ?? element).opacity);
      expect(opacity).toBe("1");
      await page.mouse.up();
    });
  });
}
