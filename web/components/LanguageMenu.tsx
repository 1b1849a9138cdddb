// The footer's language menu (docs/decisions/057-languages.md): the browser's language (the default) or
// one of the locales, each by its own name. A guest's choice is this browser's; a signed-in user's is
// the account's (PUT /api/account/language), which its mail follows too.
import { useId } from "react";
import { localeNames, locales, type PageLanguage, pageLanguages } from "#contract/i18n/locales";
import { useHydrated } from "../hydration";
import { useWords } from "../i18n/I18nProvider";
import { shellTexts } from "./shell-texts";
import { useToast } from "./ToastProvider";

export function LanguageMenu() {
  const { t, language, chooseLanguage } = useWords();
  const toast = useToast();
  const id = useId();
  // A prerendered page is taken over as it was rendered, with the browser's language chosen.
  const shown = useHydrated() ? language : "auto";
  const choose = async (value: string) => {
    const next = pageLanguages.find((choice) => choice === value) as PageLanguage | undefined;
    if (!next || !(await chooseLanguage(next))) toast.error(t(shellTexts.languageNotSaved));
  };
  return (
    <div className="language-menu">
      <label htmlFor={id}>{t(shellTexts.language)}</label>
      <select id={id} value={shown} onChange={(event) => void choose(event.target.value)}>
        <option value="auto">{t(shellTexts.languageAuto)}</option>
        {locales.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {localeNames[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
