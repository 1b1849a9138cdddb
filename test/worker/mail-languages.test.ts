// Every mail in its reader's language (docs/decisions/057-languages.md): an account's — its chosen
// language, or with "auto" the one it signed up in — for the security and moderation notices and the
// custom domain's ending; a visitor's for the mail they asked for on a page — the page's language, or with
// "auto" the one their browser asked for then — for the sign-up's confirmation and the report's outcome.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { type Locale, locales } from "#contract/i18n/locales";
import type { EmailJob } from "../../worker/email/outbox";
import { renderEmail } from "../../worker/email/templates";
import { signedInAdmin, signedInMember } from "./support/admin";
import { addedDomain, checkedDomain, proOwner, runHourlySweep, uniqueHost } from "./support/custom-domains";
import { mailTo, receivedMail } from "./support/mailbox";
import { createProfile, putProfile, saveChanges, setSubscription } from "./support/profile";
import { deliverSafetyChecks, queuedCustomDomainWork } from "./support/queues";
import { json, origin, request, signedInUser } from "./support/requests";
import { cookieBrowser, logIn, safariOnMac, signedInJar } from "./support/security";

/**
 * Sets an account's language column, or its primary page's language (the page has the account's id), directly,
 * as the settings' own tests have saved them through the API.
 */
const setAccount = (id: string, column: "language" | "signup_locale" | "page_language", value: string) =>
  env.DB.prepare(`update ${column === "page_language" ? "pages" : "users"} set ${column} = ? where id = ?`)
    .bind(value, id)
    .run();

/** One job of every kind and every notice, to a reader of `locale`. */
function everyMail(locale: Locale): EmailJob[] {
  const to = "ana@example.com";
  const link = "https://linknest.test/l?token=t";
  const account = { to, locale };
  const security = (notice: Extract<EmailJob, { template: "security_notice" }>["data"]["notice"]): EmailJob => ({
    template: "security_notice",
    ...account,
    data: { username: "ana", notice },
  });
  const moderation = (notice: Extract<EmailJob, { template: "moderation_notice" }>["data"]["notice"]): EmailJob => ({
    template: "moderation_notice",
    ...account,
    data: { username: "ana", contact: "safety@linknest.test", notice },
  });
  return [
    security({ kind: "totp_enabled" }),
    security({ kind: "totp_disabled" }),
    security({ kind: "recovery_code_used", left: 1 }),
    security({ kind: "recovery_codes_replaced" }),
    security({ kind: "passkey_added", name: "Laptop" }),
    security({ kind: "passkey_removed", name: "Laptop" }),
    security({ kind: "session_ended", device: "Safari on macOS" }),
    security({ kind: "other_sessions_ended", count: 3 }),
    security({ kind: "new_sign_in", device: "Safari on macOS" }),
    security({ kind: "email_changed", newEmail: "new@example.com", undoLink: link }),
    moderation({ kind: "held", links: [{ url: "https://a.example", threats: ["MALWARE", "SOCIAL_ENGINEERING"] }] }),
    moderation({
      kind: "held",
      links: [
        { url: "https://a.example", threats: ["REPORTED"] },
        { url: "https://b.example", threats: ["BLOCKED_DOMAIN"] },
      ],
    }),
    moderation({ kind: "hidden", url: "https://a.example", reason: "phishing" }),
    moderation({ kind: "released", urls: ["https://a.example"] }),
    moderation({ kind: "released", urls: ["https://a.example", "https://b.example"] }),
    moderation({ kind: "removed", url: "https://a.example" }),
    moderation({ kind: "suspended", page: "https://linknest.test/ana", reason: "Spam" }),
    { template: "report_resolved", ...account, data: { username: "bob", outcome: "dismiss" } },
    { template: "report_resolved", ...account, data: { username: "bob", outcome: "suspend" } },
    { template: "report_resolved", ...account, data: { username: "bob", outcome: "hide-link" } },
    {
      template: "custom_domain_ending",
      ...account,
      data: { username: "ana", hostname: "links.ana.example", endsOn: "2026-12-09", link },
    },
    { template: "subscription_confirm", ...account, data: { username: "bob", link } },
  ];
}

/** A mail's paragraphs that are words, not only a link or an address. */
const wordedLines = (text: string) => text.split("\n\n").filter((line) => /[a-z]{2,} [a-z]{2,} [a-z]{2,}/i.test(line));

describe("every kind of mail", () => {
  it.each(locales.filter((locale) => locale !== "en"))("is written in %s, no English line left", (locale) => {
    const english = everyMail("en");
    everyMail(locale).forEach((job, index) => {
      const source = renderEmail("LinkNest", english[index] as EmailJob);
      const rendered = renderEmail("LinkNest", job);
      const what = `${job.template} ${"notice" in job.data ? job.data.notice.kind : ""}`;
      expect(rendered.subject, what).not.toBe(source.subject);
      expect(rendered.html, what).toContain(`<html lang="${locale}">`);
      for (const line of wordedLines(source.text)) expect(rendered.text, what).not.toContain(line);
    });
  });

  it("counts in each language's plural, and writes a day out as the language does", () => {
    const codeLeft = (locale: Locale, left: number) =>
      renderEmail("LinkNest", {
        template: "security_notice",
        to: "ana@example.com",
        locale,
        data: { username: "ana", notice: { kind: "recovery_code_used", left } },
      }).text;
    expect(codeLeft("en", 1)).toContain("1 unused code is left.");
    expect(codeLeft("en", 9)).toContain("9 unused codes are left.");
    expect(codeLeft("de", 1)).toContain("1 unbenutzter Code ist noch übrig.");
    expect(codeLeft("es", 0)).toContain("Quedan 0 códigos sin usar.");
    // French counts zero as one.
    expect(codeLeft("fr", 0)).toContain("Il reste 0 code inutilisé.");

    const ending = (locale: Locale) =>
      renderEmail("LinkNest", {
        template: "custom_domain_ending",
        to: "ana@example.com",
        locale,
        data: { username: "ana", hostname: "links.ana.example", endsOn: "2026-12-09", link: "https://x.test" },
      }).subject;
    expect(ending("en")).toBe("Your custom domain links.ana.example stops on December 9, 2026");
    expect(ending("de")).toBe("Deine eigene Domain links.ana.example endet am 9. Dezember 2026");
    expect(ending("fr")).toBe("Votre domaine personnalisé links.ana.example s’arrête le 9 décembre 2026");
  });

  it("is written in English for a job queued before mail named a locale", () => {
    const older = {
      template: "security_notice",
      to: "ana@example.com",
      data: { username: "ana", notice: { kind: "totp_enabled" } },
    };
    const rendered = renderEmail("LinkNest", older as EmailJob);
    expect(rendered.subject).toBe("Two-factor authentication is on for your LinkNest account");
    expect(rendered.text).toContain("Hi ana,");
  });
});

describe("an account's notices", () => {
  it("speak the account's language: a new sign-in in German, and with auto in the sign-up's Spanish", async () => {
    const { user, id } = await signedInJar("mail_lang_sec");
    await setAccount(id, "language", "de");
    expect((await logIn(cookieBrowser(safariOnMac), user)).status).toBe(200);
    const german = await receivedMail(user.email, /^Neue Anmeldung in deinem Konto bei /);
    expect(german.text).toContain(`Hallo ${user.username},`);
    expect(german.text).toContain("von einem bisher unbekannten Gerät angemeldet: Safari on macOS.");
    expect(german.text).toContain("Wenn du das nicht warst, setz sofort dein Passwort zurück");

    const others = await signedInJar("mail_lang_sec2");
    await setAccount(others.id, "signup_locale", "es");
    const second = cookieBrowser(safariOnMac);
    expect((await logIn(second, others.user)).status).toBe(200);
    expect((await others.jar.request("/api/sessions/revoke-others", { method: "POST" })).status).toBe(200);
    const spanish = await receivedMail(others.user.email, /^Se cerraron tus otras sesiones de /);
    expect(spanish.text).toContain("Se cerraron todas las demás sesiones de tu cuenta (1 en la lista).");
  });

  it("tell the owner of a held link in French, its threats in French words", async () => {
    const owner = await signedInMember("mail_lang_held");
    await setAccount(owner.id, "language", "fr");
    const url = "https://mail-lang-held.example/unsafe-test";
    expect((await putProfile(owner.client, { links: [{ title: "Cadeau", url }] })).status).toBe(200);
    await deliverSafetyChecks();
    const mail = await receivedMail(owner.user.email, /retenu pour vérification/);
    expect(mail.subject).toBe("Un lien de votre page LinkNest est retenu pour vérification");
    expect(mail.text).toContain(`${url} (Logiciel malveillant, Hameçonnage ou tromperie, Logiciel indésirable)`);
    expect(mail.text).toContain(`Si vous pensez qu’il s’agit d’une erreur, écrivez à ${env.OPERATOR_EMAIL}.`);
  });

  it("tell an owner of their suspension in Brazilian Portuguese", async () => {
    const owner = await signedInMember("mail_lang_susp");
    await setAccount(owner.id, "language", "pt-BR");
    const admin = await signedInAdmin("mail_lang_susp_admin");
    expect((await admin.client.request(`/api/admin/users/${owner.id}/suspend`, { method: "POST" })).status).toBe(200);
    const mail = await receivedMail(owner.user.email, /suspensa/);
    expect(mail.subject).toBe("Sua conta no LinkNest está suspensa");
    expect(mail.text).toContain(`Olá, ${owner.user.username},`);
  });

  it("tell the owner in German the day their custom domain stops", async () => {
    const owner = await proOwner("mail_lang_cd");
    await setAccount(owner.id, "language", "de");
    const hostname = uniqueHost();
    await addedDomain(owner.client, hostname);
    await checkedDomain(owner.client);
    await queuedCustomDomainWork();
    await setSubscription(owner.user.username, "canceled", Date.now() - 1000);
    const sweptAt = Date.now();
    await runHourlySweep(sweptAt);
    const day = new Date(sweptAt + 7 * 24 * 60 * 60 * 1000).toLocaleDateString("de-DE", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
    const mail = await receivedMail(owner.user.email, /^Deine eigene Domain/);
    expect(mail.subject).toBe(`Deine eigene Domain ${hostname} endet am ${day}`);
    expect(mail.text).toContain(`Deine Seite funktioniert unter ${hostname} noch bis zum ${day};`);
    expect(mail.text).toContain("Pro verlängern: http");
  });
});

describe("a visitor's mail", () => {
  const signupBlock = { kind: "signup" as const, title: "Newsletter", url: "", buttonText: "Join" };

  async function pageWithSignup(prefix: string, language: string) {
    const owner = await signedInUser(prefix);
    expect((await saveChanges(owner.client, { links: [signupBlock], language })).status).toBe(200);
    return owner;
  }

  const address = (name: string) => `${name}_${Date.now().toString(36)}@example.com`;

  it("confirms a sign-up in the page's language, whatever the visitor's browser asks for", async () => {
    const owner = await pageWithSignup("mail_lang_sub_fr", "fr");
    const email = address("sub_fr");
    const answer = await request("/api/subscribe", {
      method: "POST",
      json: { username: owner.user.username, email },
      headers: { "Accept-Language": "de" },
    });
    expect(answer.status).toBe(202);
    const mail = await receivedMail(email, /^Confirmez votre abonnement/);
    expect(mail.subject).toBe(`Confirmez votre abonnement à @${owner.user.username}`);
    expect(mail.text).toContain("Le lien ne fonctionne qu’une fois, pendant 48 heures.");
    expect(mail.html).toContain('<html lang="fr">');
  });

  it("confirms a sign-up on an auto page in the language the visitor's browser asked for, English for none", async () => {
    const owner = await pageWithSignup("mail_lang_sub_auto", "auto");
    const german = address("sub_de");
    const form = (email: string, acceptLanguage?: string) =>
      request("/subscribe", {
        method: "POST",
        body: new URLSearchParams({ username: owner.user.username, email }).toString(),
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: origin,
          ...(acceptLanguage ? { "Accept-Language": acceptLanguage } : {}),
        },
      });
    expect((await form(german, "de-AT,de;q=0.9,en;q=0.5")).status).toBe(200);
    const mail = await receivedMail(german, /^Bestätige dein Abo bei /);
    expect(mail.text).toContain(
      `Du möchtest dich bei LinkNest in die Mailingliste von @${owner.user.username} eintragen.`,
    );
    expect(mail.text).toContain("48 Stunden lang.");

    const english = address("sub_en");
    expect((await form(english)).status).toBe(200);
    expect(await mailTo(english, /^Confirm your subscription to /)).toHaveLength(1);
  });

  it("tells a reporter the outcome in the page's language as they read it", async () => {
    const admin = await signedInAdmin("mail_lang_rep_admin");
    const resolveAbout = async (username: string) => {
      const open = await json<{ items: { id: string; username: string }[] }>(
        await admin.client.request("/api/admin/reports?status=open&pageSize=100"),
      );
      const report = open.items.find((item) => item.username === username);
      const resolved = await admin.client.request(`/api/admin/reports/${report?.id}/resolve`, {
        method: "POST",
        json: { action: "dismiss" },
      });
      expect(resolved.status).toBe(200);
    };
    const report = async (username: string, contact: string, acceptLanguage: string, ip: string) => {
      const filed = await request("/api/reports", {
        method: "POST",
        ip,
        json: { username, reason: "spam", details: "Spam everywhere", contact },
        headers: { "Accept-Language": acceptLanguage },
      });
      expect(filed.status).toBe(201);
    };

    // An auto page: the reporter's browser asked for Brazilian Portuguese.
    const autoPage = await createProfile();
    const portuguese = address("rep_pt");
    await report(autoPage.username, portuguese, "pt-BR,pt;q=0.9", "192.0.2.201");
    await resolveAbout(autoPage.username);
    const mail = await receivedMail(portuguese, /^Sua denúncia sobre/);
    expect(mail.subject).toBe(`Sua denúncia sobre @${autoPage.username} foi analisada`);
    expect(mail.text).toContain("Analisamos a página e não encontramos nada que viole nossas regras");

    // A Spanish page is read in Spanish, whatever the browser asks for.
    const spanishPage = await createProfile();
    await setAccount(spanishPage.id, "page_language", "es");
    const spanish = address("rep_es");
    await report(spanishPage.username, spanish, "de", "192.0.2.202");
    await resolveAbout(spanishPage.username);
    expect((await receivedMail(spanish, /^Revisamos tu denuncia sobre/)).text).toContain(
      `Gracias por denunciar la página de @${spanishPage.username}.`,
    );
  });
});
