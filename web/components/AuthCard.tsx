// The narrow centred card every account screen (login, signup, verification, reset) sits in, and under
// it, where a screen has one, the way to the other account screen ("New here? Create an account").
import type { ReactNode } from "react";
import { Link } from "react-router";

/** `prompt` then a link to `to` reading `link`. */
export type AuthCardFooter = { prompt: string; to: string; link: string };

type Props = { title: string; children: ReactNode; footer?: AuthCardFooter };

export function AuthCard({ title, children, footer }: Props) {
  return (
    <section className="auth-page">
      <div className="card-page auth-card">
        <h1 className="auth-card__title">{title}</h1>
        {children}
      </div>
      {footer && (
        <div className="auth-page__footer">
          <p className="muted">
            {`${footer.prompt} `}
            <Link to={footer.to}>{footer.link}</Link>
          </p>
        </div>
      )}
    </section>
  );
}
