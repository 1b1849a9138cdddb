// Bringing a page from another service in one journey (docs/guides/page-import.md): a new owner pastes the
// address of a Linktree-shaped page the peer-pages fake serves into the empty links card, sees what was
// found with a tick box each, unticks one link and adds the rest; their public page then shows the
// section titles, the links in order, the social icons and the avatar, stored by LinkNest.
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/a11y";
import { createVerifiedAccount, logIn } from "./support/session";

/** The e2e server's own peer-pages fake (scripts/e2e-server.ts). */
const peerPages = `http://127.0.0.1:${process.env.PEER_PAGES_FAKE_PORT ?? "12118"}`;

test("a new owner brings their Linktree page over, leaving one link behind, and their public page shows it", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const owner = await createVerifiedAccount(request, baseURL as string, "mover");
  await logIn(page, owner);

  // The empty links card offers the import first.
  const links = page.getByRole("region", { name: "Links", exact: true });
  await expect(links.getByText("No links yet. Add your first one below.")).toBeVisible();
  const bring = links.getByRole("group", { name: "Bring your page from another service" });
  await bring.getByLabel("Address of your page").fill(`${peerPages}/linktree/robinvale`);
  await bring.getByRole("button", { name: "Find my page" }).click();

  await expect(bring.getByText(/Found on Linktree/)).toBeVisible();
  await expect(bring.getByRole("status").getByText("Robin Vale")).toBeVisible();
  const boxes = bring.getByRole("checkbox");
  // The avatar, the display name, the bio, seven links and three icons.
  await expect(boxes).toHaveCount(13);
  await expect(bring.getByRole("checkbox", { name: /^Display name Robin Vale/ })).toBeChecked();
  for (const box of await boxes.all()) await expect(box).toBeChecked();
  await expectNoAxeViolations(page);

  await bring.getByRole("checkbox", { name: /^Zines/ }).uncheck();
  await bring.getByRole("button", { name: "Add to my page" }).click();
  await expect(page.getByRole("status", { name: "Notifications" }).getByText("Added to your page.")).toBeVisible();
  // The editor shows the saved page: the empty state is gone and the rows are there.
  await expect(links.getByText("No links yet. Add your first one below.")).toHaveCount(0);
  await expect(links.locator("li.link-row")).toHaveCount(6);

  const visitor = await page.context().newPage();
  await visitor.goto(`/${owner.username}`);
  const list = visitor.locator("ul.links > li");
  await expect(list).toHaveText(["Shop", "Prints & posters", "Commissions", "Listen", "Podcast", "Newsletter"]);
  await expect(visitor.getByRole("heading", { level: 2, name: "Shop" })).toBeVisible();
  await expect(visitor.getByRole("link", { name: "Prints & posters" })).toHaveAttribute(
    "href",
    "https://shop.robinvale.example/prints",
  );
  await expect(visitor.getByRole("link", { name: "Zines" })).toHaveCount(0);
  await expect(visitor.getByText("Illustrator & zine maker. New prints every month.")).toBeVisible();
  await expect(visitor.getByRole("heading", { level: 1, name: "Robin Vale" })).toBeVisible();
  for (const href of [
    "https://instagram.com/robinvale",
    "https://youtube.com/@robinvale",
    "mailto:hello@robinvale.example",
  ]) {
    await expect(visitor.locator(`a[href="${href}"]`)).toHaveCount(1);
  }
  // The avatar is LinkNest's copy, not the other service's, and it loads.
  const avatar = visitor.locator(".avatar img");
  await expect(avatar).toHaveAttribute("src", /^\/uploads\/avatars\/[A-Za-z0-9_-]{32}\.png$/);
  await expect.poll(() => avatar.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(48);
});
