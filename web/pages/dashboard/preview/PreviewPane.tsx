// The live preview (docs/product.md, "Making the page yours"): the public page drawn from the unsaved
// draft (web/page-frame/PageFrame.tsx), so it looks exactly as the page will. Loaded lazily: it brings
// the page's stylesheet and the icon set with it.

import { useNow } from "../../../hooks/useNow";
import { useWords } from "../../../i18n/I18nProvider";
import { PageFrame } from "../../../page-frame/PageFrame";
import { loadTexts } from "../dashboard-texts";
import { useProfileEditor } from "../editor/ProfileEditor";
import { previewProfile } from "./draft-preview";

export default function PreviewPane() {
  const { draft, saved } = useProfileEditor();
  const { t } = useWords();
  // A minute's tick, so a link whose start time passes shows without an edit.
  const now = useNow();
  if (!draft || !saved) return null;
  return (
    <PageFrame
      profile={previewProfile(draft, saved, now)}
      title={t(loadTexts.previewTitle)}
      className="preview__frame"
    />
  );
}
