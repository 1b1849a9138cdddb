// Where the share card's fonts and emoji live: files of the build's static assets (written by
// vite-plugins/share-card-assets.ts, served in development by the same plugin), read by the renderer
// through the ASSETS binding when a card is drawn, never part of the Worker's bundle. The manifest
// lists every font file with the characters it covers, so a card loads only the files its text needs.

/** The folder of the build's assets that holds them, as the ASSETS binding is asked for it. */
export const shareCardAssetsPath = "/assets/share-card/";

export const shareCardManifestName = "fonts.json";

/** A Han character is drawn in the Japanese, Korean or Chinese style, as the rest of the text says. */
export type HanStyle = "ja" | "ko" | "zh";

export type ShareCardFontFile = {
  /** The face's own name (each subset file is a face of its own: satori takes one file per name). */
  name: string;
  /** The file under fonts/. */
  file: string;
  weight: 400 | 700;
  /** The code points it covers, as inclusive ranges in ascending order. */
  ranges: [number, number][];
  /** For a CJK family: the style it draws Han characters in. */
  han?: HanStyle;
};

/** The manifest: every font file in the order a character looks for its font. */
export type ShareCardFontManifest = { fonts: ShareCardFontFile[] };

/**
 * Twemoji's pictures come in sheets, one per block of 64 code points of an emoji's first code point: a
 * JSON object from Twemoji's name (the code points in hex joined by "-") to the SVG. A few dozen files
 * instead of thousands.
 */
export type EmojiSheet = Record<string, string>;

export function emojiSheetFile(twemojiName: string): string {
  const first = Number.parseInt(twemojiName.split("-")[0] ?? "0", 16);
  return `emoji/${(first >> 6).toString(16)}.json`;
}
