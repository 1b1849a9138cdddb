// The public page's own component (contract/page/ProfileBody.tsx) drawn into a frame of its own, with the
// page's stylesheet in its theme, so it looks exactly as the page does and the app's styles never leak
// in: the dashboard's live preview of a draft, and the admin's look at a user's page. Its importers load
// it lazily: it brings the page's stylesheet, the icon set and the link schema's validation library with
// it — which is why it is not among web/components/, whose shared chunk the legal pages load too
// (vite.config.ts).
import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { ProfileBody } from "#contract/page/ProfileBody.tsx";
import { profileParts } from "#contract/page/styles";
import { pageStyles } from "#contract/page/theme";
import type { PublicProfile } from "#contract/types";

/** The frame never navigates: links are shown, not followed. */
const previewOnly = "a{pointer-events:none}";

type Props = { profile: PublicProfile; title: string; className: string };

export function PageFrame({ profile, title, className }: Props) {
  const [frame, setFrame] = useState<HTMLIFrameElement | null>(null);
  const [body, setBody] = useState<HTMLElement | null>(null);

  useEffect(() => {
    if (!frame) return;
    const attach = () => {
      const doc = frame.contentDocument;
      if (doc?.body) setBody(doc.body);
    };
    attach();
    frame.addEventListener("load", attach);
    return () => frame.removeEventListener("load", attach);
  }, [frame]);

  // Only the app's own uploads can be shown, as on the page under its img-src 'self'.
  const avatar = profile.avatar?.startsWith("/uploads/") ? profile.avatar : null;
  return (
    // Inert: a picture of the page; what it says is the page's, and its landmarks would only repeat the
    // screen's own to assistive technology.
    <iframe ref={setFrame} className={className} title={title} inert>
      {body
        ? createPortal(
            <>
              <style>{pageStyles(profile.theme, profileParts(profile.links)) + previewOnly}</style>
              <ProfileBody profile={profile} avatar={avatar} />
            </>,
            body,
          )
        : null}
    </iframe>
  );
}
