// The share card's picture: a 1200×630 PNG of a page (avatar or initial, name, bio) in its theme's
// colours, as link previews show it (docs/decisions/044). satori lays the card out and turns its text
// into paths with the bundled font (Inter, SIL Open Font License 1.1, from @fontsource/inter); resvg
// draws the SVG into pixels. Both engines are WebAssembly modules the bundle carries compiled (Workers
// compile none at run time), started once per isolate; only the queue's consumer calls this.

// The wrapper's workerd build brings satori with its layout engine as a compiled module.
import { satori } from "@cf-wasm/satori/workerd";
import interRegular from "@fontsource/inter/files/inter-latin-400-normal.woff?inline";
import interBold from "@fontsource/inter/files/inter-latin-700-normal.woff?inline";
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import resvgModule from "@resvg/resvg-wasm/index_bg.wasm";
import { avatarInitial } from "#contract/avatar-initial";
import { blend } from "#contract/contrast";
import { shareCardSize } from "#contract/search-and-sharing";
import { themePreset } from "#contract/themes";
import type { ShareCardSource } from "../page-snapshot/share-card";

/** What the card draws: the page's name, bio and theme, and its avatar as a data: URL (null: the initial). */
export type ShareCardContent = Omit<ShareCardSource, "avatar" | "userId"> & { avatar: string | null };

let rasteriser: Promise<void> | undefined;

/** resvg, started once; a failed start is tried again by the next card. */
function startRasteriser(): Promise<void> {
  rasteriser ??= initWasm(resvgModule).catch((error) => {
    rasteriser = undefined;
    throw error;
  });
  return rasteriser;
}

/** A font file inlined by the bundler as a data: URL, as the bytes satori reads. */
function fontBytes(dataUrl: string): ArrayBuffer {
  const binary = atob(dataUrl.slice(dataUrl.indexOf(",") + 1));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes.buffer;
}

let fonts: { name: string; data: ArrayBuffer; weight: 400 | 700; style: "normal" }[] | undefined;
const cardFonts = () =>
  (fonts ??= [
    { name: "Inter", data: fontBytes(interRegular), weight: 400, style: "normal" },
    { name: "Inter", data: fontBytes(interBold), weight: 700, style: "normal" },
  ]);

/** The bio as the card shows it: one paragraph, cut where three lines at this size end. */
const bioMax = 150;
function cardBio(bio: string): string {
  const line = bio.replace(/\s+/g, " ").trim();
  return line.length > bioMax ? `${line.slice(0, bioMax - 1).trimEnd()}…` : line;
}

function Card({ content }: { content: ShareCardContent }) {
  const preset = themePreset(content.theme.preset);
  const accent = content.theme.accent ?? preset.accent;
  const [darkest = "#000000", lightest = darkest] = preset.stops;
  const panel = blend("#ffffff", darkest, 0.06);
  const bio = cardBio(content.bio);
  return (
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        backgroundImage: `linear-gradient(160deg, ${darkest}, ${lightest})`,
        fontFamily: "Inter",
      }}
    >
      <div
        style={{
          width: 1040,
          height: 470,
          display: "flex",
          alignItems: "center",
          gap: 56,
          padding: "0 72px",
          borderRadius: 40,
          backgroundColor: panel,
          borderBottom: `12px solid ${accent}`,
        }}
      >
        {content.avatar ? (
          <img
            src={content.avatar}
            width={240}
            height={240}
            alt=""
            style={{ borderRadius: 120, objectFit: "cover", border: `6px solid ${accent}` }}
          />
        ) : (
          <div
            style={{
              width: 240,
              height: 240,
              flexShrink: 0,
              display: "flex",
              alignItems: "center",
              justifyContent: "center",
              borderRadius: 120,
              backgroundColor: accent,
              color: preset.onAccent,
              fontSize: 120,
              fontWeight: 700,
            }}
          >
            {avatarInitial(content.username)}
          </div>
        )}
        <div style={{ display: "flex", flexDirection: "column", gap: 20, flex: 1, minWidth: 0 }}>
          <div
            style={{
              display: "flex",
              color: preset.text,
              // A name of up to 30 characters fits the panel's width at the smaller size.
              fontSize: content.username.length > 16 ? 44 : 64,
              fontWeight: 700,
              lineHeight: 1.1,
              wordBreak: "break-all",
            }}
          >
            {`@${content.username}`}
          </div>
          {bio ? (
            <div style={{ display: "flex", color: preset.muted, fontSize: 34, lineHeight: 1.35 }}>{bio}</div>
          ) : null}
        </div>
      </div>
    </div>
  );
}

/** The card as PNG bytes. */
export async function renderShareCard(content: ShareCardContent): Promise<Uint8Array> {
  await startRasteriser();
  const svg = await satori(<Card content={content} />, { ...shareCardSize, fonts: cardFonts() });
  const resvg = new Resvg(svg, { fitTo: { mode: "original" } });
  const image = resvg.render();
  try {
    return image.asPng();
  } finally {
    image.free();
    resvg.free();
  }
}
