// A read that failed, said where its data would have been: the product's text, the server's reason
// when it gave one, and a way to try again.
import { useWords } from "../../../i18n/I18nProvider";
import { refusalInWords } from "../../../i18n/refusal-words";
import { loadTexts } from "../../dashboard/dashboard-texts";
import type { ReadFailure } from "../admin-failure";

export function LoadError({ failure, onRetry }: { failure: ReadFailure; onRetry?: () => void }) {
  const { t } = useWords();
  return (
    <div className="notice notice--error admin-load-error split-row" role="alert">
      <div>
        <p>{refusalInWords(t, failure.message)}</p>
        {failure.detail && failure.detail !== failure.message && (
          <p className="admin-load-error__detail">{refusalInWords(t, failure.detail)}</p>
        )}
      </div>
      {onRetry && (
        <button type="button" className="button button--small" onClick={onRetry}>
          {t(loadTexts.tryAgain)}
        </button>
      )}
    </div>
  );
}
