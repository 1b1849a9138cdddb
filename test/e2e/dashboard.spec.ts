// The dashboard as an app of sections (docs/product.md, "Dashboard"): each section is a screen of its own,
// whole once its data is there (find-in-page, a screen reader and a test find every card without a
// scroll); the navigation marks the current section, takes the keyboard, and the browser's back and
// forward move between sections; an edit survives moving between sections and is saved from anywhere.
import { expect, type Page, test } from "@playwright/test";
import { dashboardSections } from "#contract/screens";
import { expectNoAxeViolations } from "./support/a11y";
import { createVerifiedAccount, logIn, openSection } from "./support/session";

const cardsOf: Record<string, string[]> = {
  // A new owner's /dashboard starts with the first-run checklist.
  "/dashboard": ["Get your page ready", "Avatar", "Profile", "Links", "Subscription", "Delete account"],
  "/dashboard/design": ["Theme", "Social icons", "Search and sharing", "QR code"],
  "/dashboard/audience": ["Audience"],
  "/dashboard/analytics": ["Analytics"],
  "/dashboard/earn": ["Stripe account", "Tips"],
  "/dashboard/members": ["Members", "Activity"],
  "/dashboard/settings": ["Custom domain", "Security", "API tokens", "Your data", "Referrals", "Delete account"],
};

const nav = (page: Page) => page.getByRole("navigation", { name: "Dashboard" });

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("each section, right after load and without scrolling, has every card's heading", async ({
    page,
    request,
    baseURL,
  }) => {
    const account = await createVerifiedAccount(request, baseURL as string, "wholedash");
    await logIn(page, account);
    expect(dashboardSections.map((section) => section.path)).toEqual(Object.keys(cardsOf));
    for (const [path, cards] of Object.entries(cardsOf)) {
      // A fresh load of the section, as a bookmark or a reload opens it.
      await page.goto(path);
      for (const card of cards) await expect(page.getByRole("heading", { name: card, level: 2 })).toBeAttached();
      const found = await page.evaluate(() => ({
        // The cards' headings, not those of the confirmations waiting closed.
        headings: [...document.querySelectorAll("main h2")]
          .filter((heading) => !heading.closest("dialog"))
          .map((heading) => heading.textContent?.trim()),
        scrolled: window.scrollY,
      }));
      expect(found.headings, path).toEqual(cards);
      expect(found.scrolled, path).toBe(0);
    }
    // The Security card's "Add a passkey", far below the first screen, is there all the same.
    await expect(page.getByRole("button", { name: "Add a passkey" })).toBeAttached();
  });
});

test("each section opened from its address on the owner's page reads once what its document asked for, and nothing else", async ({
  page,
  request,
  baseURL,
}) => {
  const account = await createVerifiedAccount(request, baseURL as string, "preloaddash");
  await logIn(page, account);
  const { items } = (await (await page.request.get("/api/pages")).json()) as {
    items: { id: string; primary: boolean }[];
  };
  const ownPage = items.find((item) => item.primary)?.id;
  // The session check (which every reader's document asks for too: one request all the same) and the page list.
  const sessionReads = ["/api/auth/me", "/api/pages"];
  let reads: string[] = [];
  page.on("request", (sent) => {
    const { pathname, search } = new URL(sent.url());
    // The data it reads (the QR code's picture is an image the profile's answer names).
    if (sent.method() === "GET" && pathname.startsWith("/api/") && sent.resourceType() !== "image") {
      reads.push(pathname + search);
    }
  });
  for (const { path } of dashboardSections) {
    reads = [];
    const document = await page.goto(path);
    await page.waitForLoadState("networkidle");
    // The section's own first reads come in the document's Link header (contract/first-reads.ts), on the
    // account's own page (the primary page has the account's id).
    const link = document?.headers().link ?? "";
    const preloaded = [...link.matchAll(/<([^>]+)>; rel=preload; as=fetch; crossorigin=use-credentials/g)].map(
      ([, read]) => read as string,
    );
    expect(preloaded.length, path).toBeGreaterThan(0);
    for (const read of preloaded.filter((read) => read.startsWith("/api/pages/"))) {
      expect(read, path).toMatch(new RegExp(`^/api/pages/${ownPage}/`));
    }
    expect(document?.headers()["cache-control"], path).toBe("private, no-cache");
    // Each asked-for read is the one the app makes: requested once (the app's call takes the answer), and the
    // section reads nothing it did not ask for ahead.
    expect(preloaded.slice(0, 2), path).toEqual(sessionReads);
    expect(reads.sort(), path).toEqual(preloaded.sort());
  }
});

test("the navigation marks the current section, works from the keyboard, and back and forward move between sections", async ({
  page,
  request,
  baseURL,
}) => {
  const account = await createVerifiedAccount(request, baseURL as string, "navdash");
  await logIn(page, account);
  await page.goto("/dashboard");
  await expect(nav(page).getByRole("link", { name: "Your page" })).toHaveAttribute("aria-current", "page");

  // The first Tab of a freshly opened screen offers a way past the header, straight to the screen.
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.locator("#main")).toBeFocused();

  // From the keyboard: focus the Design link and press Enter.
  await nav(page).getByRole("link", { name: "Design" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/dashboard\/design$/);
  await expect(page).toHaveTitle("Design · LinkNest");
  // Focus moves to the new section's heading, and the navigation says where the owner is.
  await expect(page.getByRole("heading", { level: 1, name: "Design" })).toBeFocused();
  await expect(nav(page).getByRole("link", { name: "Design" })).toHaveAttribute("aria-current", "page");
  await expect(nav(page).locator('[aria-current="page"]')).toHaveCount(1);

  await openSection(page, "Settings");
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard\/design$/);
  await expect(page.getByRole("heading", { level: 1, name: "Design" })).toBeVisible();
  await page.goBack();
  // The skip link's target is in the address; it is the same screen.
  await expect(page).toHaveURL(/\/dashboard(#main)?$/);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole("heading", { level: 1, name: "Design" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("an edited link survives a move to Design and back, and Save changes stores it", async ({
  page,
  request,
  baseURL,
}) => {
  const account = await createVerifiedAccount(request, baseURL as string, "keepedit");
  await logIn(page, account);
  const seeded = await page.request.put("/api/profile", {
    headers: { Origin: baseURL as string },
    data: { username: account.username, bio: "", links: [{ title: "Shop", url: "https://shop.example/" }] },
  });
  expect(seeded.status()).toBe(200);
  await page.reload();

  const title = page.getByRole("group", { name: "Link 1" }).getByLabel("Title");
  await title.fill("My shop");
  await expect(page.getByText("You have unsaved changes.", { exact: true })).toBeVisible();

  // Moving between sections asks nothing: the draft is the dashboard's.
  await openSection(page, "Design");
  await expect(page.getByRole("dialog", { name: "Leave without saving?" })).toHaveCount(0);
  // Save changes is there wherever the draft has unsaved edits, and the preview shows the edit.
  await expect(page.getByText("You have unsaved changes.", { exact: true })).toBeVisible();
  await openSection(page, "Audience");
  await expect(page.getByRole("button", { name: "Save changes" })).toBeVisible();

  await openSection(page, "Your page");
  await expect(title).toHaveValue("My shop");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Profile saved.").first()).toBeVisible();
  await expect(page.getByText("All changes saved.")).toBeVisible();
  const stored = await page.request.get(`/api/user/${account.username}`);
  expect(((await stored.json()) as { links: { title: string }[] }).links.map((link) => link.title)).toEqual([
    "My shop",
  ]);

  // Leaving the dashboard with an unsaved edit asks first.
  await title.fill("My shop, renamed");
  await page.getByRole("banner").getByRole("link", { name: "LinkNest" }).click();
  const leave = page.getByRole("dialog", { name: "Leave without saving?" });
  await expect(leave).toBeVisible();
  await leave.getByRole("button", { name: "Keep editing" }).click();
  await expect(title).toHaveValue("My shop, renamed");
});

test("a new owner's checklist ticks each step as the page gains it, and can be put away", async ({
  page,
  request,
  baseURL,
}) => {
  const account = await createVerifiedAccount(request, baseURL as string, "firstrun");
  await logIn(page, account);
  const checklist = page.getByRole("region", { name: "Get your page ready" });
  const step = (name: string) => checklist.getByRole("listitem").filter({ hasText: name });
  await expect(checklist.getByText("6 of 6 steps left.")).toBeVisible();
  await expect(step("Bring your page from another service")).toContainText("(to do)");

  // A bio and a first link, saved: two ticks.
  await page.getByLabel("Bio").fill("Pottery from Lyon");
  await page.getByRole("group", { name: "Add a link" }).getByRole("button", { name: "Website" }).click();
  await page.getByRole("group", { name: "Link 1" }).getByLabel("Title").fill("Shop");
  await page.getByRole("group", { name: "Link 1" }).getByLabel("URL").fill("https://shop.example/");
  await expect(step("Write a short bio")).toContainText("(to do)");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(step("Write a short bio")).toContainText("(done)");
  await expect(step("Add your first link")).toContainText("(done)");
  // Bringing a page over is a way to a first link: with links of the owner's own, it is no step any more.
  await expect(step("Bring your page from another service")).toHaveCount(0);

  // The theme is picked in Design, where the checklist leads.
  await step("Pick a theme").getByRole("link", { name: "Choose one" }).click();
  await expect(page).toHaveURL(/\/dashboard\/design$/);
  await page.getByRole("region", { name: "Theme" }).getByText("Ink", { exact: true }).click();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("All changes saved.")).toBeVisible();
  await openSection(page, "Your page");
  await expect(step("Pick a theme")).toContainText("(done)");

  // Sharing: the top's Copy link does it.
  await page.getByRole("button", { name: "Copy link", exact: true }).click();
  await expect(step("Share your link")).toContainText("(done)");
  await expect(checklist.getByText("One step left.")).toBeVisible();

  await checklist.getByRole("button", { name: "Hide this checklist" }).click();
  await expect(checklist).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Links", level: 2 })).toBeVisible();
  await expect(checklist).toHaveCount(0);
});
