// "Taking you to login in N seconds." (docs/product.md, "Screens"): the end screens' countdown to the redirect that
// useRedirectAfter makes. It sits inside the screen's status region but is not announced again on
// every tick, which would drown the message itself.
import { defineMessages } from "#contract/i18n/define";
import { useWords } from "../i18n/I18nProvider";

const countdownTexts = defineMessages({
  countdown: {
    id: "app.loginCountdown",
    defaultMessage: "Taking you to login in {seconds, plural, one {# second} other {# seconds}}.",
    description: "Counts down to the login screen after a link was used",
  },
});

export function LoginCountdown({ secondsLeft }: { secondsLeft: number }) {
  const { t } = useWords();
  return (
    <p className="muted" aria-live="off">
      {t(countdownTexts.countdown, { seconds: secondsLeft })}
    </p>
  );
}
