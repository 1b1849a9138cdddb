// The frame every legal page shares: the title, when the text last changed, the text, and the operator's
// contact details at the end, after how to report abuse.
import type { ReactNode } from "react";
import type { ScreenPath } from "#contract/screens";
import { AbuseContact } from "../../components/AbuseContact";
import { legalTexts } from "../../components/legal-texts";
import { OperatorContact } from "../../components/OperatorContact";
import { useWords } from "../../i18n/I18nProvider";
import { longDayIn } from "../../i18n/local-forms";
import { screenTitle } from "../../i18n/screen-texts";

/** `path`: the page's screen, which names its title; `updated`: the day its text last changed, "2026-11-01". */
type Props = { path: ScreenPath; updated: string; children: ReactNode };

export function LegalPage({ path, updated, children }: Props) {
  const { t } = useWords();
  // Noon of that day wherever the reader is, so no time zone moves it to the day before.
  const day = longDayIn(t.locale, `${updated}T12:00:00`);
  return (
    <article className="prose">
      <h1>{screenTitle(t, path)}</h1>
      <p className="muted">{t(legalTexts.lastUpdated, { date: day })}</p>
      {children}
      <AbuseContact />
      <OperatorContact />
    </article>
  );
}
