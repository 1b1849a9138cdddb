// The API's refusals, what its successes say and its notes, as the app shows them (web/i18n/refusals.ts):
// every message the API words — the messages of contract/ and of the worker's concerns, and each one it
// builds from parts, with another message inside — is one the app knows by its English, reads back word for
// word in English, and has in every other language, what it names (an address, a service, a title) kept and
// the words it holds (why, a link's name, a field's) in that language too. A message the app does not
// translate (a visitor's, a status, a confirmation) is listed here with why.
import { describe, expect, it } from "vitest";
import { importedLinkLabel, importMessages } from "#contract/account-data";
import { accountMessages, accountTexts } from "#contract/account-schemas";
import { adminInputMessages, adminMessages } from "#contract/admin-schemas";
import { analyticsMessages } from "#contract/analytics";
import { apiTokenMessages } from "#contract/api-tokens";
import { audienceMessages } from "#contract/audience";
import { billingTexts } from "#contract/billing-texts";
import { customDomainMessages } from "#contract/custom-domains";
import { earnMessages } from "#contract/earn";
import { embedMessages } from "#contract/embeds";
import { languageMessages } from "#contract/i18n/language-schemas";
import { locales } from "#contract/i18n/locales";
import { messages } from "#contract/messages";
import {
  avatarFetchReasons,
  avatarNotFetched,
  itemLeftOut,
  overLimit,
  pageImportMessages,
  pageStatusRefused,
  redirectRefused,
} from "#contract/page-import";
import { acceptInvitationSchema, changeMemberRoleSchema, pageMessages } from "#contract/pages";
import { profileMessages } from "#contract/profile-schemas";
import { blockedDomainLineInvalid, safetyMessages } from "#contract/safety";
import { sharingMessages } from "#contract/search-and-sharing";
import { securityMessages } from "#contract/security";
import { holdsWords, knownPart, knownRefusal, placeholderIn, refusalIn } from "../../web/i18n/refusals";
import { importedFields } from "../../worker/account-data/import";
import { emailChangeMessages, verificationMessages } from "../../worker/accounts/email-address";
import { loginMessages, resetMessages } from "../../worker/accounts/passwords";
import { impersonationMessages } from "../../worker/admin/impersonation";
import { moderationMessages } from "../../worker/admin/moderation";
import { billingMessages } from "../../worker/billing/billing-actions";
import { tooManyAttemptsFor } from "../../worker/http/rate-limits";
import { translateFor } from "../../worker/i18n/translations";
import { inviteCodeMessages } from "../../worker/invites/invite-codes";
import { suspensionMessages } from "../../worker/safety/suspension";
import { json, request } from "./support/requests";

const groups = {
  messages,
  accountMessages,
  accountTexts,
  profileMessages,
  audienceMessages,
  earnMessages,
  embedMessages,
  apiTokenMessages,
  analyticsMessages,
  customDomainMessages,
  securityMessages,
  sharingMessages,
  safetyMessages,
  adminMessages,
  adminInputMessages,
  pageImportMessages,
  importMessages,
  languageMessages,
  billingTexts,
  loginMessages,
  resetMessages,
  verificationMessages,
  emailChangeMessages,
  billingMessages,
  impersonationMessages,
  moderationMessages,
  suspensionMessages,
  inviteCodeMessages,
  pageMessages,
  avatarFetchReasons,
};

/** The messages the app does not translate, so never a failure's words. */
const notRefusals = new Set([
  // What a success says to a visitor: in the page's words.
  ...["audienceMessages.checkInbox", "safetyMessages.reportReceived"],
  // A custom domain's status and the sensitive-content notices: the screens' words.
  ...[
    "customDomainMessages.pending",
    "customDomainMessages.verifying",
    "customDomainMessages.caaBlocks",
    "customDomainMessages.timedOut",
    "customDomainMessages.refused",
    "customDomainMessages.retrying",
    "safetyMessages.sensitiveNotice",
    "safetyMessages.sensitiveLinkNotice",
  ],
  // The start of the page import's note on a bio it leaves out, never a message by itself (its note is below);
  // the confirmation before a file replaces a page, which the card says in its own words.
  ...["pageImportMessages.bioLeftOut", "importMessages.replaceConfirmTitle", "importMessages.replaceConfirmText"],
  // Names the JSON shape the editor always sends: only an API client can meet it, and its braces are no
  // placeholder a translation could keep.
  "profileMessages.socialsInvalid",
]);

/** The message a schema gives for `input`: a field's refusal that no message object holds. */
function refusalOf(
  schema: { safeParse: (input: unknown) => { error?: { issues: { message: string }[] } } },
  input: unknown,
) {
  return schema.safeParse(input).error?.issues[0]?.message ?? "";
}

/** A reason that is itself a refusal, and a title of a file's link. */
const reason = profileMessages.urlUserInfo;
const title = "Shop";

/**
 * What an import of a file can say it left out, each as the worker builds it (worker/account-data/import.ts):
 * every field it takes, a link named by its title or by its place, the avatar and a link's image.
 */
function importNotes(): [string, string][] {
  const [titled, numbered] = [importedLinkLabel(title, 0), importedLinkLabel("", 2)];
  return [
    ...[...importedFields, "branding"].map((field): [string, string] => [
      `importMessages.fieldLeftOut(${field})`,
      importMessages.fieldLeftOut(field, reason),
    ]),
    ["importMessages.linkLeftOut(title)", importMessages.linkLeftOut(titled, profileMessages.tooManyLinks)],
    ["importMessages.linkLeftOut(number)", importMessages.linkLeftOut(numbered, reason)],
    ["importMessages.scheduleLeftOut(title)", importMessages.scheduleLeftOut(titled)],
    ["importMessages.scheduleLeftOut(number)", importMessages.scheduleLeftOut(numbered)],
    ["importMessages.avatarLeftOut", importMessages.avatarLeftOut(importMessages.imageNotData)],
    ["importMessages.thumbnailLeftOut(title)", importMessages.thumbnailLeftOut(titled, importMessages.notInFile)],
    ["importMessages.thumbnailLeftOut(number)", importMessages.thumbnailLeftOut(numbered, reason)],
  ];
}

/** What the page import builds from parts: its notes on what it left out, and refusals with their reasons. */
function pageImportComposed(): [string, string][] {
  return [
    ["pageImport bioLeftOut", `${pageImportMessages.bioLeftOut} ${profileMessages.bioTooLong}`],
    ["itemLeftOut", itemLeftOut({ title, url: "https://pay.example/", reason })],
    ["itemLeftOut(no url)", itemLeftOut({ title, url: "", reason: profileMessages.sectionHasUrl })],
    ["pageStatusRefused", pageStatusRefused(404)],
    ["redirectRefused", redirectRefused("http://10.0.0.1/", pageImportMessages.urlNotHttps)],
    ["avatarNotFetched(refused)", avatarNotFetched(pageImportMessages.urlPrivate)],
    ["avatarNotFetched(timeout)", avatarNotFetched(avatarFetchReasons.timeout)],
    ["avatarNotFetched(failed)", avatarNotFetched(avatarFetchReasons.failed)],
    ["overLimit(links)", overLimit("links", 50, 45, 8)],
    ["overLimit(social icons)", overLimit("social icons", 12, 10, 5)],
  ];
}

/** Every refusal as the API words it: each message of the groups, and the worded ones with sample values. */
function everyRefusal(): [string, string][] {
  const words = Object.entries(groups).flatMap(([group, texts]) =>
    Object.entries(texts)
      .filter(([name, text]) => typeof text === "string" && !notRefusals.has(`${group}.${name}`))
      .map(([name, text]): [string, string] => [`${group}.${name}`, text as string]),
  );
  return [
    ...words,
    ["loginMessages.suspended", loginMessages.suspended("safety@linknest.test")],
    ["embedMessages.noContent", embedMessages.noContent("youtube")],
    ["blockedDomainLineInvalid", blockedDomainLineInvalid("not a host")],
    ["tooManyAttemptsFor(1 minute)", tooManyAttemptsFor(60_000)],
    ["tooManyAttemptsFor(5 minutes)", tooManyAttemptsFor(5 * 60_000)],
    ["changeMemberRoleSchema.role", refusalOf(changeMemberRoleSchema, { role: "owner" })],
    ["acceptInvitationSchema.token", refusalOf(acceptInvitationSchema, {})],
    ["impersonationMessages.started", impersonationMessages.started("robin")],
    ...importNotes(),
    ...pageImportComposed(),
  ];
}

const english = translateFor("en");

describe("the API's refusals in the app", () => {
  it("are each known by their English, and read back in English word for word", () => {
    const refusals = everyRefusal();
    expect(refusals.length).toBeGreaterThan(250);
    for (const [name, text] of refusals) {
      const known = knownRefusal(text);
      expect(known, name).toBeDefined();
      if (known) expect(english(known.message, known.values), name).toBe(text);
      expect(refusalIn(english, text), name).toBe(text);
    }
  });

  it.each(locales.filter((locale) => locale !== "en"))("are each in %s, keeping what they name", (locale) => {
    const t = translateFor(locale);
    for (const [name, text] of everyRefusal()) {
      const translated = refusalIn(t, text);
      expect(translated, `${locale} ${name}`).not.toBe(text);
      const known = knownRefusal(text);
      // What a refusal names (an address, a service) is kept; a count is counted in the language's words;
      // the words it holds (why, a link's name, a field's) are known themselves and read in the language.
      for (const [placeholder, value] of Object.entries(known?.values ?? {})) {
        if (typeof value !== "string") continue;
        if (holdsWords(placeholder)) expect(knownPart(value), `${name} {${placeholder}}`).toBeDefined();
        expect(translated, `${locale} ${name} {${placeholder}}`).toContain(placeholderIn(t, placeholder, value));
      }
    }
  });

  it("read a message built from parts in German, each part in German too", () => {
    const german = translateFor("de");
    expect(refusalIn(german, importMessages.fieldLeftOut("displayName", profileMessages.displayNameTooLong))).toBe(
      "An deinem Anzeigenamen ändert sich nichts: Der Anzeigename darf höchstens 50 Zeichen lang sein.",
    );
    expect(refusalIn(german, importMessages.linkLeftOut(importedLinkLabel("  Shop ", 0), reason))).toBe(
      "„Shop“ wurde weggelassen: Die URL darf keinen Benutzernamen und kein Passwort enthalten (den Teil vor dem @).",
    );
    expect(
      refusalIn(german, importMessages.thumbnailLeftOut(importedLinkLabel(null, 2), importMessages.notInFile)),
    ).toBe(
      "Das Bild von Link 3 wurde weggelassen: Es ist nicht in dieser Datei (sie wurde exportiert, bevor Dateien mit hineinkamen): Lade es noch einmal hoch.",
    );
    expect(refusalIn(german, redirectRefused("http://shop.example/", pageImportMessages.urlNotHttps))).toBe(
      "Diese Seite leitet Besucher zu http://shop.example/ weiter, und diese Adresse kann nicht gelesen werden: Die Adresse muss mit https:// beginnen.",
    );
    // A reason the table does not know stays as it came, in the words around it.
    expect(refusalIn(german, importMessages.avatarLeftOut("A reason no table holds."))).toBe(
      "Das Profilbild wurde weggelassen: A reason no table holds.",
    );
  });

  it("leave a message they do not know as it came", () => {
    const german = translateFor("de");
    expect(refusalIn(german, "Something no table holds.")).toBe("Something no table holds.");
    expect(refusalIn(german, "")).toBe("");
    // Almost a refusal is no refusal: a pattern matches the whole message only.
    expect(refusalIn(german, `${loginMessages.wrongCredentials} And more.`)).toBe(
      `${loginMessages.wrongCredentials} And more.`,
    );
  });

  it("turn the worker's own answer into the reader's words: a wrong password, in German", async () => {
    const response = await request("/api/login", {
      method: "POST",
      json: { identifier: "nobody_here", password: "Wrong1234" },
    });
    expect(response.status).toBe(401);
    const { msg } = await json<{ msg: string }>(response);
    expect(refusalIn(translateFor("de"), msg)).toBe("E-Mail-Adresse, Benutzername oder Passwort ist falsch.");
    expect(refusalIn(translateFor("fr"), tooManyAttemptsFor(5 * 60_000))).toBe(
      "Trop de tentatives. Patientez 5 minutes avant de réessayer.",
    );
  });
});
