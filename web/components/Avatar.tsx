// A profile picture (docs/product.md, "Dashboard"): the image, or the uppercase initial of the username (or '?')
// when there is none or when the image fails to load.
import { useState } from "react";
import { avatarInitial } from "#contract/avatar-initial";

type Props = { src: string | null; username: string; label: string; className?: string };

export function Avatar({ src, username, label, className = "" }: Props) {
  // Remembers which url failed, so a newly uploaded image gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <span className={`avatar avatar--initial ${className}`} role="img" aria-label={label}>
        <span aria-hidden="true">{avatarInitial(username)}</span>
      </span>
    );
  }
  return <img className={`avatar ${className}`} src={src} alt={label} onError={() => setFailedSrc(src)} />;
}
