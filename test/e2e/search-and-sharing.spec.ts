import { expect, test } from "@playwright/test";
import { createVerifiedAccount, logIn, openSection } from "./support/session";

// Search and sharing, and the share card (docs/product.md, "Making the page yours"): an owner gives the
// page its own title and description and hides it from search engines on the dashboard's card; after
// 'Save changes' the public page carries them in its head and headers, and once the share-cards queue
// has drawn the card, og:image names a 1200×630 PNG shown large.

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(bytes.subarray(12, 16).toString("latin1")).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test("an owner sets the page's title and description, hides it from search, and its share card follows", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const owner = await createVerifiedAccount(request, baseURL as string, "shared");
  await logIn(page, owner);
  const seeded = await page.request.put("/api/profile", {
    headers: { Origin: baseURL as string },
    data: {
      username: owner.username,
      bio: "Prints and zines",
      links: [{ title: "Shop", url: "https://shop.example/" }],
    },
  });
  expect(seeded.status()).toBe(200);
  await page.reload();
  await openSection(page, "Design");

  const card = page.getByRole("region", { name: "Search and sharing" });
  await expect(card.getByRole("figure")).toContainText(`@${owner.username} | LinkNest`);
  await card.getByLabel("Page title").fill("Ana's print shop");
  await card.getByLabel("Page description").fill("Risograph prints, zines and commissions.");
  await expect(card.getByRole("figure")).toHaveText("Ana's print shopRisograph prints, zines and commissions.");
  await card.getByRole("switch", { name: "Hide my page from search engines" }).click();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Profile saved.")).toBeVisible();

  const response = await page.request.get(`/${owner.username}`);
  expect(response.headers()["x-robots-tag"]).toBe("noindex");
  await page.goto(`/${owner.username}`);
  await expect(page).toHaveTitle("Ana's print shop");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    "Risograph prints, zines and commissions.",
  );
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");

  // The card is drawn off the save, on its queue: the page names it once it exists.
  let image = "";
  await expect
    .poll(
      async () => {
        const html = await (await page.request.get(`/${owner.username}`)).text();
        image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? "";
        return image;
      },
      { timeout: 60_000, intervals: [1_000] },
    )
    .toMatch(/\/uploads\/cards\/[0-9a-f]{32}\.png$/);
  await page.goto(`/${owner.username}`);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
  const png = await page.request.get(new URL(image).pathname);
  expect(png.headers()["content-type"]).toBe("image/png");
  expect(pngSize(await png.body())).toEqual({ width: 1200, height: 630 });
});
