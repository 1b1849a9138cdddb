// The catalogs (docs/decisions/057-languages.md): the source catalog is what the code says, extracted
// afresh here — nobody keeps it by hand; every locale holds every message and nothing else; each message
// is valid ICU MessageFormat with the source's placeholders, and its plurals use the categories its
// language has; every message formats in every locale.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, normalize } from "node:path";
import { type MessageFormatElement, parse, TYPE } from "@formatjs/icu-messageformat-parser";
import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import { accountMessages } from "#contract/account-schemas";
import { locales, pseudoLocale, sourceLocale } from "#contract/i18n/locales";
import { makeTranslate } from "#contract/i18n/translate";
import { pageTexts } from "#contract/page/texts";
import { catalogTexts, compileCatalog, compilePseudoCatalog, wordsAreaOf } from "../../vite-plugins/message-catalogs";
import { tooManyAttemptsFor } from "../../worker/http/rate-limits";

const root = normalize(join(dirname(new URL(import.meta.url).pathname), "../.."));
const source = catalogTexts(sourceLocale);
const translations = locales.filter((locale) => locale !== sourceLocale);

type Argument = { type: TYPE; options?: string[] };

/** Every argument a message takes, with its kind, and a plural's or select's option keys. */
function argumentsOf(elements: MessageFormatElement[], found = new Map<string, Argument>()): Map<string, Argument> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if (element.type === TYPE.tag) {
      argumentsOf(element.children, found);
      continue;
    }
    const options = "options" in element ? Object.keys(element.options).sort() : undefined;
    found.set(element.value, { type: element.type, ...(options ? { options } : {}) });
    if ("options" in element) for (const option of Object.values(element.options)) argumentsOf(option.value, found);
  }
  return found;
}

/** The plural elements of a message, nested ones too. */
function pluralsOf(elements: MessageFormatElement[]): { value: string; keys: string[] }[] {
  return elements.flatMap((element) => {
    if (element.type === TYPE.tag) return pluralsOf(element.children);
    if (!("options" in element)) return [];
    const nested = Object.values(element.options).flatMap((option) => pluralsOf(option.value));
    return element.type === TYPE.plural
      ? [{ value: element.value, keys: Object.keys(element.options) }, ...nested]
      : nested;
  });
}

/** Whether a message prints a number: a plural's # or a number argument, not a plural that only picks words. */
function showsNumber(elements: MessageFormatElement[]): boolean {
  return elements.some((element) => {
    if (element.type === TYPE.pound || element.type === TYPE.number) return true;
    if (element.type === TYPE.tag) return showsNumber(element.children);
    return "options" in element && Object.values(element.options).some((option) => showsNumber(option.value));
  });
}

describe("the message catalogs", () => {
  /** What `npm run i18n:extract` writes, with `flags` added (`--extract-source-location`: each message's file). */
  function extracted(flags = ""): Record<string, { file?: string }> {
    const out = join(mkdtempSync(join(tmpdir(), "catalog-")), "en.json");
    const extract = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).scripts["i18n:extract"] as string;
    const command = `${extract.replace("contract/i18n/catalogs/en.json", out)} ${flags}`;
    execFileSync("sh", ["-c", command], { cwd: root, stdio: "pipe" });
    return JSON.parse(readFileSync(out, "utf8"));
  }

  it("holds in en.json exactly what the code's defineMessages calls say (npm run i18n:extract)", () => {
    expect(extracted()).toEqual(JSON.parse(readFileSync(join(root, "contract/i18n/catalogs/en.json"), "utf8")));
    expect(Object.keys(source).length).toBeGreaterThan(50);
  });

  it("puts each message in the area of the words that is fetched where it is said (wordsAreaOf)", () => {
    // The browser fetches the admin's words with the admin area and the refusals' table's with the table alone
    // (web/i18n/catalogs.ts): a message of those areas written anywhere else would be missing where it shows.
    for (const [id, { file = "" }] of Object.entries(extracted("--extract-source-location"))) {
      const area = wordsAreaOf(id);
      expect(area === "refusals", `${id} (${file})`).toBe(file === "web/i18n/refusals.ts");
      if (area === "admin") expect(file, id).toMatch(/^web\/pages\/admin\//);
      if (area === "worker") expect(file, id).toMatch(/^(?:worker|contract)\//);
    }
  });

  it.each(translations)("has every message of the source in %s, and none it lacks", (locale) => {
    const texts = catalogTexts(locale);
    expect(Object.keys(texts).sort()).toEqual(Object.keys(source).sort());
    for (const [id, text] of Object.entries(texts)) expect(text.trim(), `${locale} ${id}`).not.toBe("");
    // Translated, not copied: a few words read the same in both languages ("Spam", "Design", "Dashboard"),
    // one in twenty at most.
    const asInEnglish = Object.keys(texts).filter((id) => texts[id] === source[id]);
    const fewWords = Math.max(3, Math.floor(Object.keys(texts).length / 20));
    expect(asInEnglish.length, `${locale}: ${asInEnglish.join(", ")}`).toBeLessThanOrEqual(fewWords);
  });

  it.each(locales)("parses every message of %s, with the source's placeholders of the same kinds", (locale) => {
    const compiled = compileCatalog(locale);
    for (const [id, elements] of Object.entries(compiled)) {
      const expected = argumentsOf(parse(source[id] as string));
      const actual = argumentsOf(elements);
      expect([...actual.keys()].sort(), `${locale} ${id}`).toEqual([...expected.keys()].sort());
      for (const [name, argument] of expected) {
        expect(actual.get(name)?.type, `${locale} ${id} {${name}}`).toBe(argument.type);
        if (argument.type === TYPE.select) expect(actual.get(name)?.options).toEqual(argument.options);
      }
    }
  });

  it.each(locales)("writes each plural of %s with its language's categories, 'other' always among them", (locale) => {
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories as string[];
    for (const [id, elements] of Object.entries(compileCatalog(locale))) {
      for (const plural of pluralsOf(elements)) {
        expect(plural.keys, `${locale} ${id}`).toContain("other");
        for (const key of plural.keys) {
          expect(categories.includes(key) || /^=\d+$/.test(key), `${locale} ${id}: ${key}`).toBe(true);
        }
        if (categories.includes("one")) expect(plural.keys, `${locale} ${id}`).toContain("one");
      }
    }
  });

  it.each(locales)(
    "formats every message of %s with sample values, a plural's numbers in the language's own way",
    (locale) => {
      for (const [id, elements] of Object.entries(compileCatalog(locale))) {
        const values = Object.fromEntries(
          [...argumentsOf(elements)].map(([name, { type }]) => [
            name,
            type === TYPE.plural || type === TYPE.number ? 1234 : "ana",
          ]),
        );
        const text = String(new IntlMessageFormat(elements, locale).format(values));
        expect(text, `${locale} ${id}`).not.toMatch(/[{}]/);
        for (const value of Object.values(values)) {
          if (typeof value === "string") expect(text, `${locale} ${id}`).toContain(value);
        }
        // "A link is held" / "Links are held": a plural may choose words without printing its number; where
        // the source prints it, every translation does.
        if (showsNumber(parse(source[id] as string))) {
          expect(text, `${locale} ${id}`).toContain(new Intl.NumberFormat(locale).format(1234));
        }
      }
    },
  );

  it("words the API's refusals a visitor's form shows exactly as the API does, so each is found and translated", () => {
    const english = makeTranslate("en", compileCatalog("en"), compileCatalog("en"));
    expect(english(pageTexts.emailInvalid)).toBe(accountMessages.emailInvalid);
    for (const minutes of [1, 2, 15]) {
      expect(english(pageTexts.tooManyAttempts, { minutes })).toBe(tooManyAttemptsFor(minutes * 60_000));
    }
  });

  it("words every message of every locale as its format does, the ones that are only words without building one", () => {
    const english = compileCatalog(sourceLocale);
    for (const locale of locales) {
      const catalog = compileCatalog(locale);
      const t = makeTranslate(locale, catalog, english);
      for (const [id, elements] of Object.entries(catalog)) {
        const values = Object.fromEntries(
          [...argumentsOf(elements)].map(([name, { type }]) => [
            name,
            type === TYPE.plural || type === TYPE.number ? 3 : "ana",
          ]),
        );
        const expected = String(new IntlMessageFormat(elements, locale).format(values));
        // Twice: the second comes from what the first kept.
        expect(t({ id, defaultMessage: "" }, values), `${locale} ${id}`).toBe(expected);
        expect(t({ id, defaultMessage: "" }, values), `${locale} ${id}`).toBe(expected);
      }
    }
  });

  it("makes the pseudo locale of every source message: bracketed, accented, about 40 % longer, the same placeholders", () => {
    const english = compileCatalog(sourceLocale);
    const pseudo = compilePseudoCatalog();
    expect(Object.keys(pseudo).sort()).toEqual(Object.keys(english).sort());
    let englishLength = 0;
    let pseudoLength = 0;
    for (const [id, elements] of Object.entries(pseudo)) {
      const expected = argumentsOf(english[id] ?? []);
      expect(argumentsOf(elements), id).toEqual(expected);
      const values = Object.fromEntries(
        [...expected].map(([name, { type }]) => [name, type === TYPE.plural || type === TYPE.number ? 2 : "ana"]),
      );
      const text = String(new IntlMessageFormat(elements, pseudoLocale).format(values));
      const englishText = String(new IntlMessageFormat(english[id] ?? [], sourceLocale).format(values));
      expect(text, id).toMatch(/^\[[\s\S]*\]$/);
      // No English letter is left but in the values the code gives.
      expect(text.replaceAll("ana", ""), id).not.toMatch(/[a-zA-Z]/);
      englishLength += englishText.length;
      pseudoLength += text.length;
    }
    expect(pseudoLength / englishLength).toBeGreaterThan(1.3);
    expect(pseudoLength / englishLength).toBeLessThan(1.6);
  });
});
