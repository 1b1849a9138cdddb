// The two journeys in other languages (docs/decisions/057-languages.md): a browser set to German
// signs up in German, gets its verification mail in German, and reads its dashboard in German; a visitor
// whose browser asks for Brazilian Portuguese reads a page's report link and sign-up block in Portuguese,
// and gets the sign-up's confirmation in Portuguese; a refusal of the API reads in German.
import { expect, test } from "@playwright/test";
import { linkFromMail, newAccount } from "./support/mailbox";
import { createVerifiedAccount } from "./support/session";

test.describe("a browser set to German", () => {
  test.use({ locale: "de-DE" });

  test("signs up in German, gets the German mail, and its dashboard is German", async ({ page, request }) => {
    const account = newAccount("deutsch");
    await page.goto("/signup");
    await expect(page.getByRole("heading", { level: 1, name: "Erstell dein Konto" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await page.getByLabel("E-Mail", { exact: true }).fill(account.email);
    await page.getByLabel("Passwort", { exact: true }).fill(account.password);
    await page.getByLabel("Benutzername").fill(account.username);
    await page.getByRole("button", { name: "Registrieren" }).click();
    await expect(page.getByRole("heading", { name: "Sieh in dein Postfach" })).toBeVisible();

    const verifyLink = await linkFromMail(request, account.email, /^Bestätige deine E-Mail-Adresse für /);
    expect(verifyLink).toMatch(/^\/verify-email\?token=/);
    await page.goto(verifyLink);
    await expect(page.getByRole("link", { name: "Zur Anmeldung" })).toBeVisible();

    await page.goto("/login");
    await page.getByLabel("E-Mail oder Benutzername").fill(account.username);
    // The API's refusal, in English word for word, reads in German.
    await page.getByLabel("Passwort", { exact: true }).fill("Falsch1234");
    await page.getByRole("button", { name: "Anmelden", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText("E-Mail-Adresse, Benutzername oder Passwort ist falsch.");
    await page.getByLabel("Passwort", { exact: true }).fill(account.password);
    await page.getByRole("button", { name: "Anmelden", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const navigation = page.getByRole("navigation", { name: "Dashboard" });
    await expect(navigation.getByRole("link", { name: "Deine Seite" })).toBeVisible();
    await expect(navigation.getByRole("link", { name: "Einstellungen" })).toBeVisible();
    await expect(page.getByText("Angemeldet als")).toBeVisible();
    await expect(page).toHaveTitle("Dashboard · LinkNest");
  });
});

test.describe("a visitor whose browser asks for Brazilian Portuguese", () => {
  test.use({ locale: "pt-BR" });

  test("reads the page's report link and sign-up block in Portuguese", async ({ page, request, baseURL }) => {
    const owner = await createVerifiedAccount(request, baseURL as string, "pagina");
    const origin = { Origin: baseURL as string };
    const login = await request.post("/api/login", {
      headers: origin,
      data: { identifier: owner.username, password: owner.password },
    });
    expect(login.status()).toBe(200);
    const saved = await request.put("/api/profile", {
      headers: origin,
      data: {
        username: owner.username,
        bio: "Minha página",
        links: [{ kind: "signup", title: "Novidades", url: "", buttonText: "Quero receber" }],
      },
    });
    expect(saved.status()).toBe(200);

    await page.goto(`/${owner.username}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
    await expect(page.getByRole("link", { name: "Denunciar", exact: true })).toBeVisible();
    // The owner's own words stay as written.
    await expect(page.getByRole("button", { name: "Quero receber" })).toBeVisible();
    const reader = `leitora_${Date.now().toString(36)}@example.com`;
    await page.getByLabel("Endereço de e-mail").fill(reader);
    await page.getByRole("button", { name: "Quero receber" }).click();
    await expect(page.getByRole("heading", { name: "Confira seu e-mail" })).toBeVisible();
    // The confirmation is written in the page's language as this visitor read it.
    const confirm = await linkFromMail(request, reader, /^Confirme sua inscrição em @/);
    expect(confirm).toMatch(/^\/subscribe\/confirm\?token=/);
  });
});
