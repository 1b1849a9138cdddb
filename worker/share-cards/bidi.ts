// Right-to-left text on the card. satori lays every line out left to right, and its font engine
// reverses runs of Arabic letters itself (and shapes them) but no other right-to-left script. So a
// paragraph with right-to-left words is drawn as words: each word's characters in the order they are
// drawn, and the words in the order they read — the paragraph's direction is its first strong letter's,
// as dir="auto" decides it in a browser; a run of words against it keeps its own order inside it.
// Neutral words (numbers, punctuation, emoji) go with their neighbours when both agree, else with
// the paragraph. The card then lays a right-to-left paragraph's words out from the right.

export type Direction = "ltr" | "rtl";

const rtlLetter =
  /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}\p{Script=Adlam}]/u;
const letter = /\p{L}/u;
/**
 * What keeps its own order inside a right-to-left word: a run of the letters opentype.js reverses (and
 * joins) itself, its Arabic range, which it does only at the start of the text it is given; and a run
 * of digits or left-to-right letters.
 */
const selfReversed = /^[\u0600-\u065f\u066a-\u06d2\u06fa-\u06ff]/u;
const keptRun = new RegExp(
  `[\\u0600-\\u065f\\u066a-\\u06d2\\u06fa-\\u06ff]+|(?:(?!${rtlLetter.source})[\\p{L}\\p{M}\\p{Nd}])+`,
  "uy",
);
const mirrored: Record<string, string> = {
  "(": ")",
  ")": "(",
  "[": "]",
  "]": "[",
  "{": "}",
  "}": "{",
  "<": ">",
  ">": "<",
  "«": "»",
  "»": "«",
};

/** The direction of a text's first strong letter, or undefined when it has none. */
export function strongDirection(text: string): Direction | undefined {
  for (const character of text) {
    if (rtlLetter.test(character)) return "rtl";
    if (letter.test(character)) return "ltr";
  }
  return undefined;
}

export const hasRightToLeft = (text: string) => rtlLetter.test(text);

const graphemes = (text: string) =>
  [...new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text)].map(({ segment }) => segment);

/** A word as the pieces it is drawn in, left to right; each piece is drawn as a text of its own. */
export type DrawnWord = string[];

/**
 * A right-to-left word as drawn: its pieces in reverse, brackets mirrored and other characters reversed,
 * except the runs that keep their order. An Arabic run is a piece of its own, so it starts the text the
 * font engine is given; the rest joins into as few pieces as it can.
 */
export function drawnRightToLeft(word: string): DrawnWord {
  const reading: string[] = [];
  let at = 0;
  while (at < word.length) {
    keptRun.lastIndex = at;
    const run = keptRun.exec(word)?.[0];
    const piece = run ?? graphemes(word.slice(at))[0] ?? "";
    reading.push(run ? run : (mirrored[piece] ?? piece));
    at += piece.length;
  }
  const pieces: DrawnWord = [];
  for (const piece of reading.reverse()) {
    const last = pieces.length - 1;
    if (last >= 0 && !selfReversed.test(piece) && !selfReversed.test(pieces[last] ?? "")) pieces[last] += piece;
    else pieces.push(piece);
  }
  return pieces;
}

export type DrawnParagraph = { direction: Direction; words: DrawnWord[] };

/**
 * A paragraph as the card draws it: its direction, and its words in laying-out order from the start
 * of the line (the right for a right-to-left paragraph), each as drawn.
 */
export function drawnParagraph(text: string): DrawnParagraph {
  const direction = strongDirection(text) ?? "ltr";
  const words = text.split(/\s+/).filter(Boolean);
  const own = words.map(strongDirection);
  const resolved = own.map((mine, i): Direction => {
    if (mine) return mine;
    const before = own.slice(0, i).reverse().find(Boolean);
    const after = own.slice(i + 1).find(Boolean);
    return before && before === after ? before : direction;
  });
  const drawn: DrawnWord[] = [];
  let against: DrawnWord[] = [];
  words.forEach((word, i) => {
    const shown = resolved[i] === "rtl" ? drawnRightToLeft(word) : [word];
    if (resolved[i] === direction) {
      drawn.push(...against.reverse(), shown);
      against = [];
    } else against.push(shown);
  });
  drawn.push(...against.reverse());
  return { direction, words: drawn };
}
