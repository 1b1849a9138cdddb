// The dashboard is whole once its profile has loaded: every card is in the document before anyone
// scrolls, so find-in-page, a screen reader and a test all find the Security card's "Add a passkey".
import { expect, test } from "@playwright/test";
import { createVerifiedAccount, logIn } from "./support/session";

const cardHeadings = [
  "Profile",
  "Links",
  "Theme",
  "Social icons",
  "Subscription",
  "Analytics",
  "QR code",
  "Security",
  "Your data",
];

test.use({ viewport: { width: 390, height: 844 } });

test("/dashboard, right after load and without scrolling, has every card's heading and 'Add a passkey'", async ({
  page,
  request,
  baseURL,
}) => {
  const account = await createVerifiedAccount(request, baseURL as string, "wholedash");
  await logIn(page, account);
  // A fresh load of the dashboard, as a bookmark or a reload opens it.
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Profile", level: 2 })).toBeAttached();

  // Read in one go, the moment the profile's card is there: nothing else is waited for.
  const found = await page.evaluate((names) => {
    const headings = [...document.querySelectorAll("h2")].map((heading) => heading.textContent?.trim());
    const passkey = [...document.querySelectorAll("button")].some((button) => button.textContent === "Add a passkey");
    return { missing: names.filter((name) => !headings.includes(name)), passkey, scrolled: window.scrollY };
  }, cardHeadings);
  expect(found.missing).toEqual([]);
  expect(found.passkey).toBe(true);
  expect(found.scrolled).toBe(0);

  // On a phone-sized screen the Security card starts far below the first screen, and is there all the same.
  const security = page.getByRole("heading", { name: "Security", level: 2 });
  const box = await security.boundingBox();
  expect(box?.y ?? 0).toBeGreaterThan(844);
  await expect(page.getByRole("button", { name: "Add a passkey" })).toBeAttached();
});
