// Log lines as a scrollable, focusable block (so keyboard users can scroll it), newest as the server
// orders them.
import { useWords } from "../../../i18n/I18nProvider";
import { appTexts } from "../../../i18n/screen-texts";
import { logsTexts } from "./logs-texts";

export function LogView({ label, lines }: { label: string; lines: string[] | null }) {
  const { t } = useWords();
  if (lines === null) return <p className="muted">{t(appTexts.loading)}</p>;
  if (!lines.length) return <p className="muted admin-empty">{t(logsTexts.noLines)}</p>;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="admin-log" tabIndex={0} aria-label={label}>
      <pre>{lines.join("\n")}</pre>
    </section>
  );
}
