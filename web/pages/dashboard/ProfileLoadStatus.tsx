// What the dashboard shows while the profile loads — the outlines of the cards that need it, in their
// places, so the cards arriving move nothing — or when it could not be loaded (the messages in contract/ 'Failed
// to load profile' / 'Network error loading profile'), with a retry.

import { useWords } from "../../i18n/I18nProvider";
import { loadTexts } from "./dashboard-texts";
import { useProfileEditor } from "./editor/ProfileEditor";

export function ProfileLoadStatus() {
  const { load, retryLoad } = useProfileEditor();
  const { t } = useWords();
  if (load.status === "loading") {
    return (
      <p className="visually-hidden" role="status">
        {t(loadTexts.loadingProfile)}
      </p>
    );
  }
  if (load.status === "error") {
    return (
      <div className="notice notice--error dashboard__load-error split-row" role="alert">
        <p>{load.message}</p>
        <button type="button" className="button form-alert__action" onClick={retryLoad}>
          {t(loadTexts.tryAgain)}
        </button>
      </div>
    );
  }
  return null;
}

/** The outline of a card that waits for the profile, about as tall as the card (global.css). */
export function CardOutline({ kind }: { kind: "avatar" | "profile" | "links" | "theme" | "socials" | "referral" }) {
  return <div className={`skeleton-card skeleton-card--${kind}`} aria-hidden="true" />;
}
