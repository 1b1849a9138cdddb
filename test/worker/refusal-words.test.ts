// The API's refusals and what its successes say, as the app shows them (web/i18n/refusals.ts): every
// message the API words — the messages of contract/ and of the worker's concerns — is one the app knows by
// its English, reads back word for word in English, and has in every other language, what it names (an
// address, a service) kept. A message the app does not translate (what a success says on the admin's
// screens, a status, a note) is listed here with why.
import { describe, expect, it } from "vitest";
import { importMessages } from "#contract/account-data";
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
import { pageImportMessages } from "#contract/page-import";
import { acceptInvitationSchema, changeMemberRoleSchema, pageMessages } from "#contract/pages";
import { profileMessages } from "#contract/profile-schemas";
import { blockedDomainLineInvalid, safetyMessages } from "#contract/safety";
import { sharingMessages } from "#contract/search-and-sharing";
import { securityMessages } from "#contract/security";
import { knownRefusal, refusalIn } from "../../web/i18n/refusals";
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
};

/** The messages that are no refusal, so never a failure's words. */
const notRefusals = new Set([
  // What a success says when the admin stops acting as someone (the banner's, English with it); and to a
  // visitor, in the page's words.
  ...["audienceMessages.checkInbox", "safetyMessages.reportReceived", "impersonationMessages.stopped"],
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
  // What an import left out and the confirmation before it: notes the answer lists, not a refusal.
  ...[
    "pageImportMessages.avatarLeftOut",
    "pageImportMessages.bioShortened",
    "pageImportMessages.bioLeftOut",
    "pageImportMessages.readGenerically",
    "importMessages.brandingLeftOut",
    "importMessages.avatarNotInFile",
    "importMessages.notInFile",
    "importMessages.replaceConfirmTitle",
    "importMessages.replaceConfirmText",
  ],
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
      // What a refusal names (an address, a service) is kept; a count is counted in the language's words.
      for (const value of Object.values(known?.values ?? {})) {
        if (typeof value === "string") expect(translated, `${locale} ${name}`).toContain(value);
      }
    }
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
