// An e-mail address that wraps where a reader would break it: before the "@" and after each dot, never
// in the middle of a name (as `word-break: break-all` did in narrow table columns).
import { Fragment } from "react";

/** "ada@example.com" → ["ada", "@example.", "com"], each piece with where it starts in the address. */
function pieces(address: string): { at: number; text: string }[] {
  const found: { at: number; text: string }[] = [];
  let at = 0;
  for (const text of address.split(/(?=@)|(?<=\.)/)) {
    found.push({ at, text });
    at += text.length;
  }
  return found;
}

export function EmailAddress({ address, className }: { address: string; className?: string }) {
  return (
    <span className={className ? `email-address ${className}` : "email-address"}>
      {pieces(address).map(({ at, text }) => (
        <Fragment key={at}>
          {at > 0 && <wbr />}
          {text}
        </Fragment>
      ))}
    </span>
  );
}
