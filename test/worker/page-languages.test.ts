// The public page's own words in its language (docs/decisions/057-languages.md): the owner's setting —
// "auto", the visitor's Accept-Language, or one fixed locale — through the profile save and the public
// API, the page, its notices and forms in that language with `<html lang>` naming it, `Vary:
// Accept-Language` where the answer depends on it, every cache keyed by it, and hostile headers read as
// English.
import { env } from "cloudflare:test";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { languageMessages } from "#contract/i18n/language-schemas";
import { type Locale, locales, negotiateLocale } from "#contract/i18n/locales";
import { TipForm } from "#contract/page/TipForm.tsx";
import { pageTexts } from "#contract/page/texts";
import { translateFor } from "../../worker/i18n/translations";
import { snapshotKey } from "../../worker/page-snapshot/store";
import { onHost, ownerWithActiveDomain } from "./support/custom-domains";
import { createProfile, putProfile, saveChanges } from "./support/profile";
import { json, origin, request, signedInUser } from "./support/requests";

/** A message as the page writes it: React escapes the apostrophe. */
const inHtml = (locale: Locale, message: (typeof pageTexts)[keyof typeof pageTexts], values?: Record<string, string>) =>
  translateFor(locale)(message, values).replace(/'/g, "&#x27;");

const visit = (path: string, acceptLanguage?: string, headers: Record<string, string> = {}) =>
  request(path, {
    headers: { ...(acceptLanguage === undefined ? {} : { "Accept-Language": acceptLanguage }), ...headers },
  });

const langOf = (html: string) => html.match(/<html lang="([^"]*)"/)?.[1];

async function ownerWithLanguage(language?: string) {
  const owner = await signedInUser("lang");
  const links = [
    { title: "My site", url: "https://example.com/" },
    { kind: "signup" as const, title: "Newsletter", url: "", buttonText: "Join" },
  ];
  const saved = await saveChanges(owner.client, { links, ...(language ? { language } : {}) });
  expect(saved.status, await saved.clone().text()).toBe(200);
  return owner;
}

describe("the visitor's Accept-Language, negotiated", () => {
  it("takes the best-weighted language spoken, a region's own or its language's, English otherwise", () => {
    expect(negotiateLocale("de-DE,de;q=0.9,en;q=0.8")).toBe("de");
    expect(negotiateLocale("pt-BR")).toBe("pt-BR");
    expect(negotiateLocale("pt-PT,pt;q=0.9")).toBe("pt-BR");
    expect(negotiateLocale("en;q=0.5, fr-CA;q=0.8, es;q=0.7")).toBe("fr");
    expect(negotiateLocale("ES-mx")).toBe("es");
    expect(negotiateLocale("ja, zh-CN;q=0.9")).toBe("en");
    expect(negotiateLocale("de;q=0, fr;q=0.1")).toBe("fr");
    expect(negotiateLocale("*")).toBe("en");
    expect(negotiateLocale(undefined)).toBe("en");
  });

  it("reads a malformed, hostile or huge header as English, or skips only the ranges that are broken", () => {
    for (const header of [
      "",
      ";;;,,,",
      "<script>alert(1)</script>",
      'de"><script>',
      "de;q=abc",
      "de;q=2",
      "d e",
      "de-".repeat(5),
      `de,${"x".repeat(2000)}`,
      "\u0000de",
    ]) {
      expect(negotiateLocale(header), header).toBe("en");
    }
    expect(negotiateLocale("<b>, es;q=0.3")).toBe("es");
    // Past the first 32 ranges nothing is weighed.
    expect(negotiateLocale(`${Array.from({ length: 40 }, (_, i) => `x${i}`).join(",")},de`)).toBe("en");
  });
});

describe("a page set to auto", () => {
  it("speaks each visitor's language, says which in <html lang>, and varies by Accept-Language", async () => {
    const owner = await ownerWithLanguage();
    const path = `/${owner.user.username}`;
    for (const [header, locale] of [
      ["de-AT,de;q=0.9", "de"],
      ["es-419", "es"],
      ["fr-FR", "fr"],
      ["pt-BR,pt;q=0.8", "pt-BR"],
      ["en-GB", "en"],
      [undefined, "en"],
    ] as const) {
      const response = await visit(path, header);
      expect(response.status).toBe(200);
      expect(response.headers.get("Vary")).toBe("Accept-Language");
      const html = await response.text();
      expect(langOf(html)).toBe(locale);
      expect(html).toContain(`>${inHtml(locale, pageTexts.reportLink)}</a>`);
      expect(html).toContain(`aria-label="${inHtml(locale, pageTexts.reportNavigation)}"`);
      expect(html).toContain(inHtml(locale, pageTexts.signupJoining, { username: owner.user.username }));
      expect(html).toContain(inHtml(locale, pageTexts.branding));
      // Only its own language's words: no other locale's sign-up line is on the page.
      for (const other of locales.filter((l) => l !== locale)) {
        expect(html).not.toContain(inHtml(other, pageTexts.signupJoining, { username: owner.user.username }));
      }
      // The owner's own words are never translated.
      expect(html).toContain(">Newsletter</h2>");
      expect(html).toContain(">Join</button>");
    }
  });

  it("keeps one rendered copy per language in the isolate: German after French stays German", async () => {
    const owner = await ownerWithLanguage();
    const path = `/${owner.user.username}`;
    const french = await (await visit(path, "fr")).text();
    const german = await (await visit(path, "de")).text();
    const frenchAgain = await (await visit(path, "fr")).text();
    expect(langOf(french)).toBe("fr");
    expect(langOf(german)).toBe("de");
    expect(langOf(frenchAgain)).toBe("fr");
    expect(german).toContain(inHtml("de", pageTexts.reportLink));
  });

  it("answers a hostile or huge header, a ?lang= and a cookie trick with the English page, echoing none of it", async () => {
    const owner = await ownerWithLanguage();
    const path = `/${owner.user.username}`;
    const attempts: [string, string | undefined, Record<string, string>][] = [
      [path, `"><script>alert(1)</script>`, {}],
      [path, `de,${"en;q=0.5,".repeat(500)}`, {}],
      [`${path}?lang=%22%3E%3Cscript%3Ealert(1)%3C/script%3E`, undefined, {}],
      [`${path}?lang=de`, undefined, { Cookie: 'lang="><img src=x onerror=alert(1)>; locale=de' }],
    ];
    for (const [at, header, headers] of attempts) {
      const response = await visit(at, header, headers);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(langOf(html)).toBe("en");
      expect(html).not.toContain("<script>alert");
      expect(html).not.toContain("onerror=alert");
    }
  });

  it("is written through to the snapshot: a page served from KV speaks the setting", async () => {
    const owner = await ownerWithLanguage("pt-BR");
    const stored = await env.PROFILES.get(snapshotKey(owner.user.username), "json");
    expect(stored).toMatchObject({ version: 6, language: "pt-BR" });
    const response = await visit(`/${owner.user.username}`, "de");
    expect(langOf(await response.text())).toBe("pt-BR");
  });
});

describe("a page set to one language", () => {
  it("speaks it to every visitor, with no Vary, and goes back to the visitor's on auto", async () => {
    const owner = await ownerWithLanguage("es");
    const path = `/${owner.user.username}`;
    for (const header of ["de", "fr-FR", undefined, "<x>"]) {
      const response = await visit(path, header);
      expect(response.headers.get("Vary")).toBeNull();
      const html = await response.text();
      expect(langOf(html)).toBe("es");
      expect(html).toContain(inHtml("es", pageTexts.signupEmailLabel));
    }
    expect((await saveChanges(owner.client, { language: "auto" })).status).toBe(200);
    const response = await visit(path, "fr");
    expect(response.headers.get("Vary")).toBe("Accept-Language");
    expect(langOf(await response.text())).toBe("fr");
  });

  it("shows its 18+ notice in that language", async () => {
    const owner = await ownerWithLanguage("de");
    expect((await putProfile(owner.client, { sensitive: true })).status).toBe(200);
    const response = await visit(`/${owner.user.username}`, "en");
    const html = await response.text();
    expect(langOf(html)).toBe("de");
    expect(html).toContain(`<h1>${inHtml("de", pageTexts.sensitiveTitle)}</h1>`);
    expect(html).toContain(inHtml("de", pageTexts.sensitiveMarked, { username: owner.user.username }));
    expect(html).toContain(`>${inHtml("de", pageTexts.goBack)}</a>`);
  });

  it("gives its report form, the form's refusals and the thank-you page in that language", async () => {
    const owner = await ownerWithLanguage("fr");
    const form = await visit(`/report?u=${owner.user.username}`, "de");
    expect(form.status).toBe(200);
    const html = await form.text();
    expect(langOf(html)).toBe("fr");
    expect(html).toContain(`<legend>${inHtml("fr", pageTexts.reason)}</legend>`);
    expect(html).toContain(inHtml("fr", pageTexts.reasonPhishing));
    const post = (fields: Record<string, string>) =>
      request("/report", {
        method: "POST",
        body: new URLSearchParams(fields).toString(),
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin, "Accept-Language": "es" },
      });
    const refused = await post({ username: owner.user.username, reason: "nonsense", details: "" });
    expect(refused.status).toBe(400);
    const refusal = await refused.text();
    expect(refusal).toContain(inHtml("fr", pageTexts.reasonInvalid));
    expect(refusal).toContain(inHtml("fr", pageTexts.detailsRequired));
    const sent = await post({ username: owner.user.username, reason: "spam", details: "Spam everywhere" });
    expect(sent.status).toBe(200);
    expect(await sent.text()).toContain(inHtml("fr", pageTexts.reportReceived));
  });

  it("answers a sign-up with the check-your-inbox page in that language, and a refusal too", async () => {
    const owner = await ownerWithLanguage("pt-BR");
    const post = (email: string) =>
      request("/subscribe", {
        method: "POST",
        body: new URLSearchParams({ username: owner.user.username, email, website: "" }).toString(),
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin, "Accept-Language": "de" },
      });
    const taken = await post(`lang-${Date.now()}@example.com`);
    expect(taken.status).toBe(200);
    const page = await taken.text();
    expect(langOf(page)).toBe("pt-BR");
    expect(page).toContain(inHtml("pt-BR", pageTexts.checkInbox));
    expect(page).toContain(inHtml("pt-BR", pageTexts.backToPage, { username: owner.user.username }));
    const refused = await post("someone@yopmail.com");
    expect(refused.status).toBe(400);
    const refusal = await refused.text();
    expect(refusal).toContain(inHtml("pt-BR", pageTexts.signupRefusedTitle));
    expect(refusal).toContain(inHtml("pt-BR", pageTexts.emailDisposable));
  });
});

describe("pages no owner sets", () => {
  it("answers an unknown user's 404 in the visitor's language, varying by it", async () => {
    const response = await visit("/nobody_here_at_all", "es-ES");
    expect(response.status).toBe(404);
    expect(response.headers.get("Vary")).toBe("Accept-Language");
    const html = await response.text();
    expect(langOf(html)).toBe("es");
    expect(html).toContain(`<h1>${inHtml("es", pageTexts.userNotFound)}</h1>`);
    expect(html).toContain(inHtml("es", pageTexts.goHome, { appName: env.APP_NAME }));
  });

  it("answers a suspended owner's page as the 404, in the visitor's language", async () => {
    const owner = await createProfile({ suspended: true });
    const html = await (await visit(`/${owner.username}`, "de")).text();
    expect(langOf(html)).toBe("de");
    expect(html).toContain(`<h1>${inHtml("de", pageTexts.userNotFound)}</h1>`);
  });
});

describe("on the owner's custom domain", () => {
  it("speaks the visitor's language under auto and varies by it; a fixed one for everyone", async () => {
    const owner = await ownerWithActiveDomain("langcd");
    const german = await onHost(owner.hostname, "/", { headers: { "Accept-Language": "de" } });
    expect(german.status).toBe(200);
    expect(german.headers.get("Vary")).toBe("Accept-Language");
    expect(langOf(await german.text())).toBe("de");
    const french = await onHost(owner.hostname, "/", { headers: { "Accept-Language": "fr" } });
    expect(langOf(await french.text())).toBe("fr");
    expect((await saveChanges(owner.client, { language: "es" })).status).toBe(200);
    const fixed = await onHost(owner.hostname, "/", { headers: { "Accept-Language": "de" } });
    expect(fixed.headers.get("Vary")).toBeNull();
    expect(langOf(await fixed.text())).toBe("es");
    const unknown = await onHost(owner.hostname, "/nothing-here", { headers: { "Accept-Language": "pt-BR" } });
    expect(unknown.status).toBe(404);
    expect(langOf(await unknown.text())).toBe("pt-BR");
  });
});

describe("the setting", () => {
  it("is auto by default, saved and answered by the dashboard's save, kept when a save leaves it out", async () => {
    const owner = await signedInUser("langset");
    const first = await json<{ language: string }>(await owner.client.request("/api/profile"));
    expect(first.language).toBe("auto");
    const saved = await saveChanges(owner.client, { language: "de" });
    expect(saved.status).toBe(200);
    expect((await json<{ language: string }>(saved)).language).toBe("de");
    expect((await saveChanges(owner.client, { bio: "Hallo" })).status).toBe(200);
    expect((await json<{ language: string }>(await owner.client.request("/api/profile"))).language).toBe("de");
  });

  it("refuses an unknown code, or one that is no text, with 400 naming the choices, changing nothing", async () => {
    const owner = await signedInUser("langbad");
    for (const language of ["klingon", "DE", "pt-br", "<script>", "", 7, null, ["de"]]) {
      const response = await saveChanges(owner.client, { language });
      expect(response.status, JSON.stringify(language)).toBe(400);
      const body = await json<{ errors: { field: string; message: string }[] }>(response);
      expect(body.errors).toContainEqual({ field: "language", message: languageMessages.languageInvalid });
      expect(languageMessages.languageInvalid).toBe("language must be one of auto, en, de, es, fr, pt-BR.");
    }
    expect((await json<{ language: string }>(await owner.client.request("/api/profile"))).language).toBe("auto");
  });

  it("is a field of the public API's page: read, patched, and an unknown value refused with the choices", async () => {
    const owner = await signedInUser("langapi");
    const created = await owner.client.request("/api/tokens", {
      method: "POST",
      json: {
        name: "languages",
        scopes: ["pages:read", "pages:write"],
        expiresInDays: null,
        password: owner.user.password,
      },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { token } = await json<{ token: string }>(created);
    const api = (path: string, init: { method?: string; json?: unknown } = {}) =>
      request(`/api/v1${path}`, { ...init, headers: { Origin: "", Authorization: `Bearer ${token}` } });
    const pages = await json<{ items: { id: string; language: string }[] }>(await api("/pages"));
    const page = pages.items[0];
    expect(page?.language).toBe("auto");
    const patched = await api(`/pages/${page?.id}`, { method: "PATCH", json: { language: "fr" } });
    expect(patched.status, await patched.clone().text()).toBe(200);
    expect((await json<{ language: string }>(patched)).language).toBe("fr");
    const refused = await api(`/pages/${page?.id}`, { method: "PATCH", json: { language: "xx" } });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain(languageMessages.languageInvalid);
  });
});

describe("the tip block's words", () => {
  it("writes amounts as the page's language writes money, and its labels in it", () => {
    const block = {
      kind: "tip" as const,
      title: "Buy me a coffee",
      amounts: [5, 1000],
      currency: "eur" as const,
      allowCustom: true,
    };
    const render = (locale: Locale) =>
      renderToString(createElement(TipForm, { block, username: "ana", t: translateFor(locale) } as never));
    const german = render("de");
    expect(german).toContain("5,00\u00a0€");
    expect(german).toContain("1.000,00\u00a0€");
    expect(german).toContain(inHtml("de", pageTexts.tipCustomLabel, { currency: "EUR" }));
    expect(german).toContain(inHtml("de", pageTexts.tipStripeNote));
    const english = render("en");
    expect(english).toContain("€5.00");
    expect(english).toContain("€1,000.00");
    expect(render("pt-BR")).toContain("€\u00a05,00");
  });
});
