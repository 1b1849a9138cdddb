// The share card's picture: a 1200×630 PNG of a page (avatar or initial, its title, display name or
// handle, the bio) in its theme's colours, as link previews show it (docs/decisions/044). satori lays the
// card out and turns its text into paths with the fonts the text needs, read from the build's assets
// (fonts.ts), draws emoji as Twemoji's pictures, and resvg draws the SVG into pixels. Both engines are
// WebAssembly modules the bundle carries compiled (Workers compile none at run time), started once per
// isolate; only the queue's consumer calls this.

// The wrapper's workerd build brings satori with its layout engine as a compiled module.
import { satori } from "@cf-wasm/satori/workerd";
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import resvgModule from "@resvg/resvg-wasm/index_bg.wasm";
import type { ReactNode } from "react";
import { avatarInitial } from "#contract/avatar-initial";
import { blend } from "#contract/contrast";
import { shareCardSize } from "#contract/search-and-sharing";
import { themePreset } from "#contract/themes";
import type { ShareCardSource } from "../page-snapshot/share-card";
import { drawnParagraph, hasRightToLeft } from "./bidi";
import { type CardFont, cardFonts, emojiImage } from "./fonts";

/** What the card draws: the page's name, title, bio and theme, and its avatar as a data: URL (null: the initial). */
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

// --- The panel's measures --------------------------------------------------------------------------

const panel = { width: 1040, height: 470, padding: 72, avatar: 240, gap: 56 };
/** The width the words have beside the avatar. */
const textWidth = panel.width - 2 * panel.padding - panel.avatar - panel.gap;
const headingSizes = [64, 56, 48, 40] as const;
const handleBeneathSize = 32;
const bioSize = 34;
const bioLineHeight = 1.35;
const bioLines = 3;

/** The bio as the card shows it: one paragraph, cut where three lines at this size end. */
const bioMax = 150;
function cardBio(bio: string): string {
  const line = bio.replace(/\s+/g, " ").trim();
  return line.length > bioMax ? `${line.slice(0, bioMax - 1).trimEnd()}…` : line;
}

// --- Drawing ---------------------------------------------------------------------------------------

type Engine = {
  fonts: CardFont[];
  loadAdditionalAsset: (code: string, segment: string) => Promise<string | CardFont[]>;
};

function engineFor(fonts: CardFont[], assets: Fetcher): Engine {
  return {
    fonts,
    // A character no font covers is asked for here: an emoji is drawn as its picture.
    loadAdditionalAsset: async (code, segment) => (code === "emoji" ? emojiImage(assets, segment) : []),
  };
}

/** How wide a line of text is at a size, as satori lays it out. */
async function lineWidth(text: string, size: number, engine: Engine): Promise<number> {
  const svg = await satori(
    <div style={{ display: "flex", fontSize: size, fontWeight: 700, whiteSpace: "nowrap" }}>{text}</div>,
    { width: 20 * textWidth, height: 2 * size, embedFont: false, ...engine },
  );
  let right = 0;
  for (const [, x, width] of svg.matchAll(/<text x="([\d.]+)"[^>]* width="([\d.]+)"/g)) {
    right = Math.max(right, Number(x) + Number(width));
  }
  return right;
}

/**
 * The heading's size: a handle is one word and stays on one line, as large as fits; a title wraps
 * between words and takes the largest size at which it needs at most two lines.
 */
async function headingSize(text: string, wraps: boolean, engine: Engine): Promise<number> {
  const [largest] = headingSizes;
  const width = await lineWidth(text, largest, engine);
  if (!wraps) return Math.min(largest, Math.floor((largest * textWidth) / Math.max(width, 1)));
  // Two lines hold a little less than twice the width: words break where they end.
  const size = headingSizes.find((candidate) => (width * candidate) / largest <= 1.8 * textWidth);
  return size ?? headingSizes[3];
}

/**
 * A paragraph's words. Left-to-right text is one run satori wraps between words; text with
 * right-to-left words is laid out word by word in reading order (bidi.ts), from the right when the
 * paragraph reads from the right.
 */
function Paragraph({ text, size, style }: { text: string; size: number; style: Record<string, unknown> }): ReactNode {
  if (!hasRightToLeft(text)) return <div style={{ display: "flex", ...style }}>{text}</div>;
  const { direction, words } = drawnParagraph(text);
  return (
    <div
      style={{
        display: "flex",
        flexWrap: "wrap",
        flexDirection: direction === "rtl" ? "row-reverse" : "row",
        columnGap: Math.round(size * 0.28),
        ...style,
      }}
    >
      {words.map((pieces, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a paragraph's words are drawn once, never reordered.
        <div key={i} style={{ display: "flex" }}>
          {pieces.map((piece, j) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: as above.
            <span key={j}>{piece}</span>
          ))}
        </div>
      ))}
    </div>
  );
}

type Layout = { heading: string; headingSize: number; handleBeneath: string | null; bio: string };

function Card({ content, layout }: { content: ShareCardContent; layout: Layout }) {
  const preset = themePreset(content.theme.preset);
  const accent = content.theme.accent ?? preset.accent;
  const [darkest = "#000000", lightest = darkest] = preset.stops;
  return (
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        backgroundImage: `linear-gradient(160deg, ${darkest}, ${lightest})`,
      }}
    >
      <div
        style={{
          width: panel.width,
          height: panel.height,
          display: "flex",
          alignItems: "center",
          gap: panel.gap,
          padding: `0 ${panel.padding}px`,
          borderRadius: 40,
          backgroundColor: blend("#ffffff", darkest, 0.06),
          borderBottom: `12px solid ${accent}`,
        }}
      >
        {content.avatar ? (
          <img
            src={content.avatar}
            width={panel.avatar}
            height={panel.avatar}
            alt=""
            style={{ borderRadius: panel.avatar / 2, objectFit: "cover", border: `6px solid ${accent}` }}
          />
        ) : (
          <div
            style={{
              width: panel.avatar,
              height: panel.avatar,
              flexShrink: 0,
              display: "flex",
              alignItems: "center",
              justifyContent: "center",
              borderRadius: panel.avatar / 2,
              backgroundColor: accent,
              color: preset.onAccent,
              fontSize: 120,
              fontWeight: 700,
            }}
          >
            {avatarInitial(content.username)}
          </div>
        )}
        <div style={{ display: "flex", flexDirection: "column", gap: 20, width: textWidth, flexShrink: 0 }}>
          <div style={{ display: "flex", flexDirection: "column", gap: 8 }}>
            <Paragraph
              text={layout.heading}
              size={layout.headingSize}
              style={{
                color: preset.text,
                fontSize: layout.headingSize,
                fontWeight: 700,
                lineHeight: 1.15,
                // A title wraps between words; a word wider than the line, and only that, breaks.
                ...(layout.handleBeneath ? { wordBreak: "break-word" } : { whiteSpace: "nowrap" }),
              }}
            />
            {layout.handleBeneath ? (
              <div style={{ display: "flex", color: preset.muted, fontSize: handleBeneathSize, fontWeight: 400 }}>
                {layout.handleBeneath}
              </div>
            ) : null}
          </div>
          {layout.bio ? (
            <Paragraph
              text={layout.bio}
              size={bioSize}
              style={{
                color: preset.muted,
                fontSize: bioSize,
                lineHeight: bioLineHeight,
                maxHeight: Math.ceil(bioSize * bioLineHeight * bioLines),
                overflow: "hidden",
              }}
            />
          ) : null}
        </div>
      </div>
    </div>
  );
}

/**
 * The card as SVG. `embedFont: false` keeps the text as text elements instead of paths: how the tests
 * read what the card says and where.
 */
export async function shareCardSvg(
  content: ShareCardContent,
  assets: Fetcher,
  { embedFont = true }: { embedFont?: boolean } = {},
): Promise<string> {
  const handle = `@${content.username}`;
  // The page's own title heads the card when set, else the display name heading the page, else the handle.
  const name = content.title?.trim() || content.displayName.trim() || null;
  const bio = cardBio(content.bio);
  const engine = engineFor(await cardFonts(assets, [handle, name ?? "", bio].join(" ")), assets);
  const heading = name ?? handle;
  const layout: Layout = {
    heading,
    headingSize: await headingSize(heading, name !== null, engine),
    handleBeneath: name === null ? null : handle,
    bio,
  };
  return satori(<Card content={content} layout={layout} />, { ...shareCardSize, embedFont, ...engine });
}

/** The card as PNG bytes. */
export async function renderShareCard(content: ShareCardContent, assets: Fetcher): Promise<Uint8Array> {
  const [svg] = await Promise.all([shareCardSvg(content, assets), startRasteriser()]);
  const resvg = new Resvg(svg, { fitTo: { mode: "original" } });
  const image = resvg.render();
  try {
    return image.asPng();
  } finally {
    image.free();
    resvg.free();
  }
}
