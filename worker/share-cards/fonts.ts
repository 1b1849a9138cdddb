// The fonts and emoji a card's text needs, read from the build's assets (card-assets.ts) through the
// ASSETS binding: Inter's Latin always (the handle's "@", digits), and for each other character the
// first font file of the manifest that covers it, in both weights. Han characters take the Japanese
// font when the text has kana, the Korean one when it has Hangul, else the Chinese one. What was read
// is kept by the isolate (an isolateCache, the least used going first): most cards need the same few files.

import { isolateCache } from "../db/isolate-caches";
import { dataUrl } from "../profiles/data-urls";
import {
  type EmojiSheet,
  emojiSheetFile,
  type HanStyle,
  type ShareCardFontFile,
  type ShareCardFontManifest,
  shareCardAssetsPath,
  shareCardManifestName,
} from "./card-assets";

export type CardFont = { name: string; data: ArrayBuffer; weight: 400 | 700; style: "normal" };

/** Far more files than a card reads (a CJK text reads a few dozen of its font's slices). */
const kept = isolateCache<Promise<unknown>>({ max: 256 });

/** A file of the card's assets, read once per isolate; a failed read is tried again next time. */
function readOnce<T>(assets: Fetcher, path: string, read: (response: Response) => Promise<T>): Promise<T> {
  let value = kept.get(path) as Promise<T> | undefined;
  if (!value) {
    // The binding needs an absolute URL; its host is never looked at.
    value = assets.fetch(`https://assets.invalid${shareCardAssetsPath}${path}`).then((response) => {
      if (!response.ok) throw new Error(`share card asset ${path} answered ${response.status}`);
      return read(response);
    });
    value.catch(() => kept.delete(path));
    kept.set(path, value);
  }
  return value;
}

const covers = (font: ShareCardFontFile, codePoint: number) =>
  font.ranges.some(([start, end]) => codePoint >= start && codePoint <= end);

/** Emoji are drawn as pictures (emojiImage), not from a font. */
const emoji = /\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}|[\u200d\ufe0f\u20e3]/u;

function hanStyleOf(text: string): HanStyle {
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text)) return "ja";
  if (/\p{Script=Hangul}/u.test(text)) return "ko";
  return "zh";
}

/**
 * The manifest's files a text needs, in the order satori looks through them for a glyph: Inter's Latin
 * first, then for each character the first face covering it — the CJK family of the text's own style
 * ahead of the other two — in both weights.
 */
function filesFor(fonts: ShareCardFontFile[], text: string): ShareCardFontFile[] {
  const style = hanStyleOf(text);
  const otherStyle = (font: ShareCardFontFile) => Number(font.han !== undefined && font.han !== style);
  const ordered = [...fonts].sort((a, b) => otherStyle(a) - otherStyle(b));
  const regular = ordered.filter((font) => font.weight === 400);
  const names = new Set<string>(regular[0] ? [regular[0].name] : []);
  for (const character of new Set(text)) {
    if (/\s/.test(character) || emoji.test(character)) continue;
    const codePoint = character.codePointAt(0) ?? 0;
    const face = regular.find((font) => covers(font, codePoint));
    if (face) names.add(face.name);
  }
  return ordered.filter((font) => names.has(font.name));
}

/** The fonts for a card whose words are `text`. */
export async function cardFonts(assets: Fetcher, text: string): Promise<CardFont[]> {
  const { fonts } = await readOnce(assets, shareCardManifestName, (r) => r.json<ShareCardFontManifest>());
  return Promise.all(
    filesFor(fonts, text).map(async ({ name, file, weight }) => ({
      name,
      data: await readOnce(assets, `fonts/${file}`, (r) => r.arrayBuffer()),
      weight,
      style: "normal" as const,
    })),
  );
}

/** Twemoji's name for an emoji: its code points in hex, without U+FE0F unless it joins others. */
function twemojiName(emojiText: string): string {
  const text = emojiText.includes("\u200d") ? emojiText : emojiText.replace(/\ufe0f/g, "");
  return [...text].map((character) => (character.codePointAt(0) ?? 0).toString(16)).join("-");
}

/** Nothing, for an emoji without a picture: no box is drawn in its place. */
const blank = dataUrl("image/svg+xml", new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'));

/** An emoji as the data: URL satori draws in its place. */
export async function emojiImage(assets: Fetcher, emojiText: string): Promise<string> {
  const name = twemojiName(emojiText);
  const sheet = await readOnce(assets, emojiSheetFile(name), (r) => r.json<EmojiSheet>()).catch(
    () => ({}) as EmojiSheet,
  );
  const svg = sheet[name];
  return svg === undefined ? blank : dataUrl("image/svg+xml", new TextEncoder().encode(svg));
}
