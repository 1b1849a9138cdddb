// The narrow centred card every account screen (login, signup, verification, reset) sits in.
import type { ReactNode } from "react";

type Props = { title: string; children: ReactNode; footer?: ReactNode };

export function AuthCard({ title, children, footer }: Props) {
  return (
    <section className="auth-page">
      <div className="card-page auth-card">
        <h1 className="auth-card__title">{title}</h1>
        {children}
      </div>
      {footer && <div className="auth-page__footer">{footer}</div>}
    </section>
  );
}
