// The live preview (docs/product.md, "Making the page yours"): the public page's own component (contract/page/ProfileBody.tsx)
// rendered from the unsaved draft into a frame of its own, with the page's stylesheet in the draft's theme,
// so it looks exactly as the page will and the dashboard's styles never leak in. Loaded lazily: it
// brings the page's stylesheet and the icon set with it.
import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { ProfileBody } from "#contract/page/ProfileBody.tsx";
import { profileParts } from "#contract/page/styles";
import { pageStyles } from "#contract/page/theme";
import { useNow } from "../../../hooks/useNow";
import { useProfileEditor } from "../editor/ProfileEditor";
import { previewProfile } from "./draft-preview";

/** The preview never navigates: links are shown, not followed. */
const previewOnly = "a{pointer-events:none}";

export default function PreviewPane() {
  const { draft, saved } = useProfileEditor();
  const [frame, setFrame] = useState<HTMLIFrameElement | null>(null);
  const [body, setBody] = useState<HTMLElement | null>(null);
  // A minute's tick, so a link whose start time passes shows without an edit.
  const now = useNow();

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

  if (!draft || !saved) return null;
  const profile = previewProfile(draft, saved, now);
  const avatar = profile.avatar?.startsWith("/uploads/") ? profile.avatar : null;
  return (
    // Inert: a picture of the page for sighted owners; everything in it is already in the editor's own
    // fields, and its landmarks would only repeat the dashboard's to assistive technology.
    <iframe ref={setFrame} className="preview__frame" title="Preview of your page" inert>
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
