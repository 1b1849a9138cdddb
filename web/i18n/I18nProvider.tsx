// The app's words in the reader's language (docs/decisions/057-languages.md): `useWords()` gives `t`,
// the translate function of the locale shown. It starts with the words the app was started with
// (web/main.tsx loads them before the first render; the build's prerendering and the tests give
// English), then follows the setting: the account's language once the session check names it, else this
// browser's choice from the footer's menu, with "auto" the browser's languages. Another locale's catalog
// is fetched when it is first needed, and the screen keeps its words until it has arrived.
import { useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { type PageLanguage, pageLanguages, type TextLocale } from "#contract/i18n/locales";
import type { Translate } from "#contract/i18n/translate";
import { apiRoutes, resultOf } from "../api/client";
import { type Session, sessionQuery, useAuth } from "../auth/AuthProvider";
import { useHydrated } from "../hydration";
import { loadWords } from "./catalogs";
import { readStoredLanguage, textLocaleOf, writeStoredLanguage } from "./language-choice";
import { showRefusalsIn } from "./refusal-words";

type Words = {
  t: Translate;
  locale: TextLocale;
  /** The setting the words follow: "auto" or a locale. */
  language: PageLanguage;
  /** Chooses the language: the account's when signed in as oneself, this browser's otherwise. */
  chooseLanguage: (language: PageLanguage) => Promise<boolean>;
};

const WordsContext = createContext<Words | null>(null);

export function I18nProvider({ words: initial, children }: { words: Translate; children: ReactNode }) {
  // A translate function is itself a function: kept as a value, not called as an initialiser.
  const [words, setWords] = useState(() => initial);
  const [browserChoice, setBrowserChoice] = useState(readStoredLanguage);
  const { user, impersonating, language: accountLanguage } = useAuth();
  const queryClient = useQueryClient();
  // A prerendered page is taken over in the words it was rendered in; the setting applies right after.
  const hydrated = useHydrated();
  // An admin acting as someone reads the app in their own browser's language, and cannot change the user's.
  const language = user && accountLanguage && !impersonating ? accountLanguage : browserChoice;
  const wanted = hydrated ? textLocaleOf(language) : words.locale;

  useEffect(() => {
    if (wanted === words.locale) return;
    let current = true;
    loadWords(wanted)
      .then((next) => current && setWords(() => next))
      // Not fetched (offline, a deploy in between): the screen keeps the words it has.
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [wanted, words.locale]);

  // The document's language, and the words the API's refusals are shown in where a failure is put into
  // words outside any component (web/api/client.ts), for as long as these words are shown.
  useEffect(() => {
    document.documentElement.lang = words.locale;
    showRefusalsIn(words);
    return () => showRefusalsIn(undefined);
  }, [words]);

  const chooseLanguage = useCallback(
    async (next: PageLanguage) => {
      if (!pageLanguages.includes(next)) return false;
      if (user && !impersonating) {
        const saved = await resultOf(apiRoutes.account.language.$put({ json: { language: next } }));
        if (!saved.ok) return false;
        queryClient.setQueryData(sessionQuery.queryKey, (session: Session | undefined) =>
          session ? { ...session, language: saved.data.language } : session,
        );
      }
      writeStoredLanguage(next);
      setBrowserChoice(next);
      return true;
    },
    [user, impersonating, queryClient],
  );

  const value = useMemo(
    () => ({ t: words, locale: words.locale, language, chooseLanguage }),
    [words, language, chooseLanguage],
  );
  return <WordsContext.Provider value={value}>{children}</WordsContext.Provider>;
}

/** The words of the language shown, and the setting they follow. */
export function useWords(): Words {
  const words = useContext(WordsContext);
  if (!words) throw new Error("useWords must be used inside <I18nProvider>");
  return words;
}

/** The words shown, or none for a part rendered outside the app's providers (the toasts on their own). */
export function useWordsIfShown(): Translate | undefined {
  return useContext(WordsContext)?.t;
}
