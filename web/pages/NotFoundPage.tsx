// The app's screen for an address that is none of its screens: in the reader's words.
import { Link } from "react-router";
import { defineMessages } from "#contract/i18n/define";
import { useWords } from "../i18n/I18nProvider";
import { notFoundTitle } from "../i18n/screen-texts";

const notFoundTexts = defineMessages({
  tagline: { id: "app.notFound.tagline", defaultMessage: "There is nothing at this address." },
  backHome: { id: "app.notFound.backHome", defaultMessage: "Back to home" },
});

export function NotFoundPage() {
  const { t } = useWords();
  return (
    <section className="hero">
      <h1>{notFoundTitle(t)}</h1>
      <p className="hero__tagline">{t(notFoundTexts.tagline)}</p>
      <Link className="button" to="/">
        {t(notFoundTexts.backHome)}
      </Link>
    </section>
  );
}
