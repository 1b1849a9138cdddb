// What a dashboard card shows while it holds nothing yet (docs/product.md, "Dashboard"): a heading that says
// so, what the card is for, and the first step — a link or a button to where it is taken.
import type { ReactNode } from "react";

type Props = {
  title: string;
  /** What the card is for, in a sentence or two. */
  children: ReactNode;
  /** The first step: a link or button, with a few words around it. */
  step?: ReactNode;
};

export function EmptyState({ title, children, step }: Props) {
  return (
    <div className="empty-state">
      <h3 className="empty-state__title">{title}</h3>
      {children}
      {step && <p className="empty-state__step">{step}</p>}
    </div>
  );
}
