// The page's QR code (docs/product.md, "Making the page yours"), drawn by the server in the theme's colours: shown here, offered as
// the SVG the server made and as a PNG the browser paints from it. A save reloads it (the name or the
// theme may have changed). The picture is fetched as it nears the viewport (the browser's own lazy
// loading), in a box of its own size, so the dashboard's first load does not wait for it.
import { useState } from "react";
import { useWords } from "../../../i18n/I18nProvider";
import { pageParams, pageRoutes } from "../current-page";
import { useProfileEditor } from "../editor/ProfileEditor";
import { qrTexts } from "./appearance-texts";

const pngSize = 1024;

/** Paints the SVG onto a canvas and saves it as a PNG file. */
async function downloadPng(svgUrl: string, fileName: string): Promise<void> {
  const image = new Image();
  image.src = svgUrl;
  await image.decode();
  const canvas = document.createElement("canvas");
  canvas.width = pngSize;
  canvas.height = pngSize;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("no canvas");
  context.imageSmoothingEnabled = false;
  context.drawImage(image, 0, 0, pngSize, pngSize);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/png"));
  if (!blob) throw new Error("no PNG");
  const link = document.createElement("a");
  link.href = URL.createObjectURL(blob);
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(link.href);
}

export function QrCard() {
  const { pageId, saved } = useProfileEditor();
  const qrPath = pageRoutes.profile["qr.svg"].$path({ param: pageParams(pageId) });
  const [failed, setFailed] = useState(false);
  const { t } = useWords();
  if (!saved) return null;
  // The saved state's identity changes with each save, so the picture is asked for again.
  const version = `${saved.username}-${saved.theme.preset}-${saved.theme.accent ?? ""}`;
  const src = `${qrPath}?v=${encodeURIComponent(version)}`;
  return (
    <section className="card-page dashboard-card qr-card" aria-labelledby="qr-card-title">
      <h2 id="qr-card-title">{t(qrTexts.title)}</h2>
      <p className="muted">{t(qrTexts.intro)}</p>
      <img
        className="qr-card__code"
        src={src}
        alt={t(qrTexts.alt, { username: saved.username })}
        width={160}
        height={160}
        loading="lazy"
      />
      <div className="qr-card__actions">
        <a className="button button--small" href={src} download={`${saved.username}-qr.svg`}>
          {t(qrTexts.downloadSvg)}
        </a>
        <button
          type="button"
          className="button button--small"
          onClick={() => {
            setFailed(false);
            downloadPng(src, `${saved.username}-qr.png`).catch(() => setFailed(true));
          }}
        >
          {t(qrTexts.downloadPng)}
        </button>
      </div>
      {failed ? <p className="field__error">{t(qrTexts.pngFailed)}</p> : null}
    </section>
  );
}
