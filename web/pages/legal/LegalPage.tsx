// The frame every legal page shares: the title, when the text last changed, the text, and the operator's
// contact details at the end, after how to report abuse.
import type { ReactNode } from "react";
import { AbuseContact } from "../../components/AbuseContact";
import { OperatorContact } from "../../components/OperatorContact";

type Props = { title: string; updated: string; children: ReactNode };

export function LegalPage({ title, updated, children }: Props) {
  return (
    <article className="prose">
      <h1>{title}</h1>
      <p className="muted">{`Last updated: ${updated}`}</p>
      {children}
      <AbuseContact />
      <OperatorContact />
    </article>
  );
}
