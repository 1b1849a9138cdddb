// The preview column (product §11): a phone frame beside the editor on wide screens; on narrow ones a
// 'Preview' toggle shows it over the editor. The frame's code loads only when the dashboard opens.
import { lazy, Suspense, useState } from "react";

const PreviewPane = lazy(() => import("./PreviewPane"));

export function LivePreview() {
  const [open, setOpen] = useState(false);
  return (
    <aside className={`preview${open ? " preview--open" : ""}`} aria-label="Live preview">
      <button
        type="button"
        className="button button--small preview__toggle"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? "Close preview" : "Preview"}
      </button>
      <div className="preview__phone">
        <Suspense fallback={<p className="muted preview__loading">Loading preview…</p>}>
          <PreviewPane />
        </Suspense>
      </div>
    </aside>
  );
}
