// The preview column (docs/product.md, "Making the page yours"): a phone frame beside the editor on wide screens; on narrow ones a
// 'Preview' toggle shows it over the editor. The frame, and the code that draws the page into it, are
// built only where the preview can be seen: on a narrow screen not until the toggle opens it, which
// spares a phone the page's stylesheet, its icons and a second document while the dashboard loads.
import { lazy, Suspense, useState } from "react";
import { useMediaQuery } from "../../../hooks/useMediaQuery";
import { useWords } from "../../../i18n/I18nProvider";
import { loadTexts } from "../dashboard-texts";

const PreviewPane = lazy(() => import("./PreviewPane"));

/** Where the preview stands beside the editor (page-editor.css). */
const besideTheEditor = "(min-width: 1200px)";

export function LivePreview() {
  const [open, setOpen] = useState(false);
  const wide = useMediaQuery(besideTheEditor);
  const { t } = useWords();
  return (
    <aside className={`preview${open ? " preview--open" : ""}`} aria-label={t(loadTexts.livePreview)}>
      <button
        type="button"
        className="button button--small preview__toggle"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? t(loadTexts.closePreview) : t(loadTexts.preview)}
      </button>
      <div className="preview__phone">
        {(wide || open) && (
          <Suspense fallback={<p className="muted preview__loading">{t(loadTexts.loadingPreview)}</p>}>
            <PreviewPane />
          </Suspense>
        )}
      </div>
    </aside>
  );
}
