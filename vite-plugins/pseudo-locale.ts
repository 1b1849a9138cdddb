// The pseudo locale's words (contract/i18n/locales.ts, docs/decisions/063-pseudo-locale.md): every
// message of the English catalog with its letters accented and its vowels written twice — about 40 %
// longer, as German and French run, and longer within each word, which cannot wrap — between brackets
// that show where a text is cut. Placeholders, plurals, selects and tags keep their syntax: only the
// literal text changes, so every message formats with the values the code gives it.
import { type MessageFormatElement, TYPE } from "@formatjs/icu-messageformat-parser";

const accented: Record<string, string> = {
  a: "á",
  b: "ƀ",
  c: "ç",
  d: "ð",
  e: "é",
  f: "ƒ",
  g: "ĝ",
  h: "ĥ",
  i: "í",
  j: "ĵ",
  k: "ķ",
  l: "ļ",
  m: "ɱ",
  n: "ñ",
  o: "ö",
  p: "þ",
  q: "ǫ",
  r: "ŕ",
  s: "š",
  t: "ţ",
  u: "ú",
  v: "ṽ",
  w: "ŵ",
  x: "ẋ",
  y: "ý",
  z: "ž",
  A: "Å",
  B: "Ɓ",
  C: "Ç",
  D: "Ð",
  E: "É",
  F: "Ƒ",
  G: "Ĝ",
  H: "Ĥ",
  I: "Î",
  J: "Ĵ",
  K: "Ķ",
  L: "Ļ",
  M: "Ṁ",
  N: "Ñ",
  O: "Ö",
  P: "Þ",
  Q: "Ǫ",
  R: "Ŕ",
  S: "Š",
  T: "Ţ",
  U: "Û",
  V: "Ṽ",
  W: "Ŵ",
  X: "Ẋ",
  Y: "Ý",
  Z: "Ž",
};
const vowels = new Set([..."aeiouyAEIOUY"]);

/** One literal in the pseudo locale: each letter accented, each vowel twice. */
export function pseudoText(text: string): string {
  let out = "";
  for (const character of text) {
    const shown = accented[character] ?? character;
    out += vowels.has(character) ? shown + shown : shown;
  }
  return out;
}

function pseudoElements(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((element) => {
    if (element.type === TYPE.literal) return { ...element, value: pseudoText(element.value) };
    if (element.type === TYPE.tag) return { ...element, children: pseudoElements(element.children) };
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      const options = Object.fromEntries(
        Object.entries(element.options).map(([key, option]) => [
          key,
          { ...option, value: pseudoElements(option.value) },
        ]),
      );
      return { ...element, options };
    }
    return element;
  });
}

/** A parsed message in the pseudo locale, bracketed: "[Ļöög íín]". */
export function pseudoMessage(elements: MessageFormatElement[]): MessageFormatElement[] {
  const bracketed: MessageFormatElement[] = [
    { type: TYPE.literal, value: "[" },
    ...pseudoElements(elements),
    { type: TYPE.literal, value: "]" },
  ];
  // Neighbouring literals as one: a smaller catalog, the same words.
  return bracketed.reduce<MessageFormatElement[]>((merged, element) => {
    const last = merged.at(-1);
    if (last?.type === TYPE.literal && element.type === TYPE.literal) {
      merged[merged.length - 1] = { ...last, value: last.value + element.value };
    } else {
      merged.push(element);
    }
    return merged;
  }, []);
}
