// The e-mail sign-up block on the page (docs/guides/audience.md): a plain form that posts to /subscribe on
// the host it was served from (the app's, or the owner's custom domain), so it works without JavaScript.
// A hidden field that people never see nor reach catches the bots that fill in every field.
import { signupFormFields, signupTexts } from "../audience";
import type { PublicLink } from "../types";

type Props = { block: Extract<PublicLink, { kind: "signup" }>; username: string };

export function SignupForm({ block, username }: Props) {
  const headingId = "signup-title";
  return (
    <form className="signup" method="post" action="/subscribe" aria-labelledby={headingId}>
      <h2 id={headingId} dir="auto">
        {block.title}
      </h2>
      <input type="hidden" name={signupFormFields.username} value={username} />
      <label htmlFor="signup-email">{signupTexts.emailLabel}</label>
      <input
        id="signup-email"
        type="email"
        name={signupFormFields.email}
        required
        maxLength={254}
        autoComplete="email"
      />
      <div className="hp" aria-hidden="true">
        <label htmlFor="signup-website">{signupTexts.honeypotLabel}</label>
        <input id="signup-website" type="text" name={signupFormFields.honeypot} tabIndex={-1} autoComplete="off" />
      </div>
      <button type="submit" className="button">
        {block.buttonText}
      </button>
      <small className="quiet">{signupTexts.joining(username)}</small>
    </form>
  );
}
