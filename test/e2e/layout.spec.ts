// Rules of the screens' layout that only a real browser can show: where the page container sits, where
// toasts land, how an invalid field looks under the pointer, and that nothing moves a button between
// the press and the release of a click.
import { expect, type Locator, type Page, test } from "@playwright/test";
import { newAccount } from "./support/mailbox";
import { addVirtualAuthenticator } from "./support/passkeys";
import { createVerifiedAccount, logIn, openSection, signUpViaApi } from "./support/session";

const seededAdmin = { username: "linknest_admin", password: "Admin-1234", email: "admin@linknest.local" };
const danger = "rgb(255, 107, 122)";

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} has no box`);
  return found;
}

/** Presses the mouse 3 px inside the top edge of `target` and releases it there, as a hurried click does. */
async function pressAndReleaseNearTopEdge(page: Page, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const { x, y, width } = await box(target);
  await page.mouse.move(x + width / 2, y + 3);
  await page.mouse.down();
  await page.mouse.up();
}

test.describe("the page container", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the dashboard and the admin area line up with the header's content on a desktop window, as every page does", async ({
    page,
  }) => {
    await logIn(page, seededAdmin);
    // The dashboard's wider column: its navigation starts where the header's brand does.
    const dashboardBrand = await box(page.getByRole("banner").getByRole("link", { name: "LinkNest" }));
    const navigation = await box(page.getByRole("navigation", { name: "Dashboard" }));
    expect(navigation.x).toBeCloseTo(dashboardBrand.x, 0);

    await page.goto("/admin");
    await expect(page.getByRole("tablist", { name: "Admin sections" })).toBeVisible();
    const header = await box(page.locator(".site-header__inner"));
    const brand = await box(page.getByRole("banner").getByRole("link", { name: "LinkNest" }));
    const admin = await box(page.getByRole("heading", { level: 1, name: "Admin" }));
    expect(admin.x).toBeCloseTo(brand.x, 0);
    const area = await box(page.locator(".admin"));
    expect(area.x).toBeCloseTo(brand.x, 0);
    expect(area.x + area.width).toBeLessThanOrEqual(header.x + header.width - (brand.x - header.x) + 0.5);
  });
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`toasts at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test("a toast never covers the Sign up button", async ({ page }) => {
      // The server refuses the fields, which raises the form's toast next to its button.
      await page.route("**/api/signup", (route) =>
        route.fulfill({
          status: 409,
          contentType: "application/json",
          body: JSON.stringify({
            msg: "This username is already taken.",
            errors: [{ field: "username", message: "This username is already taken." }],
          }),
        }),
      );
      // A referral link's form is the longest, which puts its button lowest on the screen.
      await page.goto("/signup?ref=abcdefgh");
      await page.getByLabel("Email").fill("toast-check@example.com");
      await page.getByLabel("Password").fill("Journey123");
      await page.getByLabel("Username").fill("toast_check");
      const signUp = page.getByRole("button", { name: "Sign up" });
      await signUp.click();
      const toast = page
        .getByRole("status", { name: "Notifications" })
        .getByText("Please review the highlighted fields.");
      await expect(toast).toBeVisible();
      const button = await box(signUp);
      const shown = await box(page.locator(".toast").first());
      const overlaps =
        shown.x < button.x + button.width &&
        button.x < shown.x + shown.width &&
        shown.y < button.y + button.height &&
        button.y < shown.y + shown.height;
      expect(overlaps, JSON.stringify({ toast: shown, button })).toBe(false);
    });
  });
}

test.describe("an invalid field", () => {
  test("keeps its error border while the pointer is over it", async ({ page }) => {
    await page.goto("/signup");
    const email = page.getByLabel("Email");
    await email.fill("not-an-email");
    await email.blur();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveCSS("border-top-color", danger);
    await email.hover();
    // The hover style's transition must end on the error colour too: wait for it to finish, or the
    // first frame (still the error colour) would pass whatever the hover rule says.
    await email.evaluate(async (field) => {
      await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
      await Promise.all(field.getAnimations().map((animation) => animation.finished));
    });
    await expect(email).toHaveCSS("border-top-color", danger);
  });
});

test.describe("a click while a focused field is invalid", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a press on Sign up lands as a click, though leaving the field shows its error", async ({ page }) => {
    await page.goto("/signup");
    const email = page.getByLabel("Email");
    await email.fill("not-an-email");
    await expect(email).toBeFocused();
    await pressAndReleaseNearTopEdge(page, page.getByRole("button", { name: "Sign up" }));
    // The click submitted the form: every field's rule now speaks, not only the one that lost focus.
    await expect(page.getByText("Password is required.")).toBeVisible();
    await expect(page.getByText("Enter a valid email address.")).toBeVisible();
  });

  test("a press on a second 'Add a link' preset adds the second link", async ({ page, request, baseURL }) => {
    const account = await createVerifiedAccount(request, baseURL as string, "presets");
    await logIn(page, account);
    const add = page.getByRole("group", { name: "Add a link" });
    await add.getByRole("button", { name: "Website" }).click();
    // The new link's url ("https://") has the focus and is not a valid address yet.
    await expect(page.getByRole("group", { name: "Link 1" }).getByLabel("URL")).toBeFocused();
    await pressAndReleaseNearTopEdge(page, add.getByRole("button", { name: "GitHub" }));
    await expect(page.getByRole("group", { name: "Link 2" })).toBeVisible();
    await expect(page.getByRole("group", { name: "Link 2" }).getByLabel("URL")).toHaveValue("https://github.com/");
  });
});

function intersects(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`the Social icons card at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test("the Remove button never covers the Platform menu", async ({ page, request, baseURL }) => {
      const account = await createVerifiedAccount(request, baseURL as string, "socials");
      await logIn(page, account);
      await openSection(page, "Design");
      const card = page.getByRole("region", { name: "Social icons" });
      await card.getByRole("button", { name: "Add social icon" }).click();
      await card.getByLabel("Social 1 URL").fill("https://www.instagram.com/a-rather-long-handle-for-the-row");
      const platform = await box(card.getByLabel("Platform"));
      const remove = await box(card.getByRole("button", { name: "Remove social 1" }));
      expect(intersects(platform, remove), JSON.stringify({ platform, remove })).toBe(false);
      // Both stay inside the card, so neither is pushed out of reach.
      const inside = await box(card);
      for (const part of [platform, remove]) {
        expect(part.x).toBeGreaterThanOrEqual(inside.x);
        expect(part.x + part.width).toBeLessThanOrEqual(inside.x + inside.width + 0.5);
      }
    });
  });
}

for (const width of [1024, 1280, 1440]) {
  test.describe(`the Security and Your data cards at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("span the dashboard's width, and two-factor setup fits inside Security", async ({
      page,
      request,
      baseURL,
    }) => {
      const account = await createVerifiedAccount(request, baseURL as string, "security");
      await logIn(page, account);
      await openSection(page, "Settings");
      const content = await box(page.locator(".dashboard__cards"));
      const security = page.getByRole("region", { name: "Security" });
      for (const card of [security, page.getByRole("region", { name: "Your data" })]) {
        const shown = await box(card);
        expect(shown.x).toBeCloseTo(content.x, 0);
        expect(shown.width).toBeCloseTo(content.width, 0);
      }
      await security.getByRole("button", { name: "Set up two-factor authentication" }).click();
      const qr = await box(security.locator(".totp-qr"));
      const inside = await box(security);
      expect(qr.x + qr.width).toBeLessThanOrEqual(inside.x + inside.width);
      const turnOn = security.getByRole("button", { name: "Turn on two-factor authentication" });
      const lineHeight = await turnOn.evaluate((button) => Number.parseFloat(getComputedStyle(button).lineHeight));
      const { height } = await box(turnOn);
      // A button is 44 px high with one line of text; two lines would need more than two line heights.
      expect(height).toBeLessThan(lineHeight * 2);
    });
  });
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`a passkey's row at ${viewport.width}×${viewport.height}`, () => {
    // WebAuthn refuses IP addresses: the passkey's row is looked at with the app at localhost.
    test.use({ viewport, baseURL: `http://localhost:${process.env.E2E_PORT ?? 8791}` });

    test("a long name ends in an ellipsis inside the card, and Save name takes the pointer", async ({
      page,
      request,
      baseURL,
    }) => {
      await addVirtualAuthenticator(page);
      const account = await createVerifiedAccount(request, baseURL as string, "pkname");
      await logIn(page, account);
      await openSection(page, "Settings");
      const security = page.getByRole("region", { name: "Security", exact: true });
      await security.getByRole("button", { name: "Add a passkey" }).click();
      const passkeys = security.getByRole("list", { name: "Your passkeys" });
      await passkeys.getByRole("button", { name: "Rename" }).click();
      const saveName = passkeys.getByRole("button", { name: "Save name" });
      await saveName.scrollIntoViewIfNeeded();
      const { x, y, width, height } = await box(saveName);
      const under = await page.evaluate(
        ([px, py]) => document.elementFromPoint(px as number, py as number)?.textContent,
        [x + width / 2, y + height / 2],
      );
      expect(under).toBe("Save name");

      const longName = "My work laptop's fingerprint reader in the office upstairs";
      await passkeys.getByLabel("Passkey name").fill(longName.repeat(2).slice(0, 60));
      await saveName.click();
      const name = passkeys.locator(".security__name");
      await expect(name).toHaveText(longName.repeat(2).slice(0, 60));
      await expect(name).toHaveCSS("text-overflow", "ellipsis");
      const card = await box(security);
      const shown = await box(name);
      expect(shown.x + shown.width).toBeLessThanOrEqual(card.x + card.width);
    });
  });
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`the dashboard's Preview button at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test("never covers a field or a table, from the top of the page to its end", async ({ page, request, baseURL }) => {
      const account = await createVerifiedAccount(request, baseURL as string, "preview");
      await logIn(page, account);
      await page.getByRole("group", { name: "Add a link" }).getByRole("button", { name: "Website" }).click();
      const toggle = page.getByRole("button", { name: "Preview" });
      const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let top = 0; top < pageHeight; top += viewport.height / 3) {
        await page.evaluate((y) => window.scrollTo(0, y), top);
        if (!(await toggle.isVisible())) continue;
        const button = await box(toggle);
        const covered = await page.evaluate(
          ({ x, y, width, height }) =>
            [...document.querySelectorAll("input, select, textarea, table")]
              .map((element) => element.getBoundingClientRect())
              .filter((r) => r.width > 0 && r.height > 0)
              .filter((r) => r.left < x + width && x < r.right && r.top < y + height && y < r.bottom).length,
          button,
        );
        expect(covered, `scrolled to ${top}`).toBe(0);
      }
    });
  });
}

test.describe("form controls", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a file picker's button, radio buttons and bare menus take the app's look", async ({
    page,
    request,
    baseURL,
  }) => {
    const account = await createVerifiedAccount(request, baseURL as string, "controls");
    await logIn(page, account);
    await openSection(page, "Settings");
    const yourData = page.getByRole("region", { name: "Your data" });
    const download = await yourData.getByRole("link", { name: "Download your data" }).evaluate((link) => {
      const style = getComputedStyle(link);
      return { radius: style.borderTopLeftRadius, background: style.backgroundColor };
    });
    const picker = await yourData.getByLabel("Export file").evaluate((input) => {
      const style = getComputedStyle(input, "::file-selector-button");
      return { radius: style.borderTopLeftRadius, background: style.backgroundColor };
    });
    expect(picker).toEqual(download);
    const accent = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue("--color-accent").trim(),
    );
    expect(accent).toBe("#8b74ff");
    await expect(yourData.getByRole("radio").first()).toHaveCSS("accent-color", "rgb(139, 116, 255)");

    // A menu with no field class of its own looks like the fields around it.
    const field = await yourData.getByLabel("Export file").evaluate(() => {
      const probe = document.createElement("select");
      document.body.append(probe);
      const style = getComputedStyle(probe);
      const look = { radius: style.borderTopLeftRadius, background: style.backgroundColor, height: style.minHeight };
      probe.remove();
      return look;
    });
    expect(field).toEqual({ radius: "12px", background: "rgba(0, 0, 0, 0.25)", height: "44px" });
  });

  test("the report form's reasons take the page's accent", async ({ page, request, baseURL }) => {
    const account = await createVerifiedAccount(request, baseURL as string, "reportlook");
    await page.goto(`/report?u=${account.username}`);
    const accent = await page.evaluate(() => getComputedStyle(document.body).getPropertyValue("--accent").trim());
    expect(accent).not.toBe("");
    const reason = page.getByRole("radio").first();
    const shown = await reason.evaluate((radio) => getComputedStyle(radio).accentColor);
    const expected = await reason.evaluate((radio, colour) => {
      radio.style.color = colour;
      const rgb = getComputedStyle(radio).color;
      radio.style.color = "";
      return rgb;
    }, accent);
    expect(shown).toBe(expected);
  });
});

test.describe("the admin's invite-code form", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("its fields, switch and button line up", async ({ page }) => {
    await logIn(page, seededAdmin);
    await page.goto("/admin?tab=settings");
    const form = page.getByRole("form", { name: "New invite code" });
    // The settings and the codes above the form have loaded: nothing moves it while it is measured.
    await expect(form).toBeVisible();
    await expect(page.getByRole("button", { name: "Save settings" })).toBeVisible();
    await expect(page.getByText(/^Loading (settings|invite codes)…$/)).toHaveCount(0);
    const inputs = [form.getByLabel("Code"), form.getByLabel("Max uses"), form.getByLabel("Expires on")];
    const tops = await Promise.all(inputs.map(async (input) => (await box(input)).y));
    for (const top of tops) expect(top).toBeCloseTo(tops[0] as number, 0);
    // The switch stands level with the inputs beside it, not with their labels or hints.
    const enabled = await box(form.locator(".switch"));
    const code = await box(inputs[0] as Locator);
    expect(Math.abs(enabled.y + enabled.height / 2 - (code.y + code.height / 2))).toBeLessThan(5);
  });
});

test.describe("the admin's Users table at 1280×800", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("shows every row's actions whole, with nothing to scroll sideways", async ({ page, request, baseURL }) => {
    // An unverified account with a long name has the most actions and the widest first column: its
    // name takes all 30 characters a username may have.
    const named = newAccount("unverified_long");
    const unverified = { ...named, username: named.username.padEnd(30, "x").slice(0, 30) };
    await signUpViaApi(request, baseURL as string, unverified);
    await logIn(page, seededAdmin);
    await page.goto(`/admin?tab=users&q=${unverified.username}`);
    const table = page.getByRole("table", { name: "Users" });
    const row = table.getByRole("row", { name: new RegExp(unverified.username) });
    await expect(row.getByRole("button", { name: `Resend verification ${unverified.username}` })).toBeVisible();
    const wrap = table.locator("xpath=..");
    const overflow = await wrap.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const frame = await box(wrap);
    for (const button of await table.locator("tbody .admin-actions button").all()) {
      const { x, width } = await box(button);
      expect(x + width).toBeLessThanOrEqual(frame.x + frame.width);
    }
  });
});
