// What a line of profile text may hold (docs/product.md, "Limits"): characters that show something, none that disguise
// it. Direction overrides and isolates reorder how text reads ("Pay‮lap" shows as "Paypal"), so the
// profile takes them out; text made only of characters that draw nothing counts as empty; control
// characters (NUL, escape, DEL …) are refused. Titles, the bio and URLs ask here (profile-schemas.ts).

/** Bidirectional embeddings, overrides and isolates: U+202A–U+202E, U+2066–U+2069. */
const directionControls = /[\u202a-\u202e\u2066-\u2069]/g;

/** White space and what Unicode says draws nothing (zero-width spaces and joiners, marks, fillers …). */
const drawsNothing = /[\s\p{Default_Ignorable_Code_Point}]/gu;

/** Unicode's control characters (general category Cc): C0, DEL and C1. */
const controlCharacter = /\p{Cc}/u;
const lineBreakOrTab = /[\t\n\r]/g;

export function withoutDirectionControls(text: string): string {
  return text.replace(directionControls, "");
}

/** True when nothing would show: empty, white space, or characters that draw nothing. */
export function showsNothing(text: string): boolean {
  return text.replace(drawsNothing, "") === "";
}

/** A control character anywhere; `lines` allows the tab and line breaks a text of several lines has. */
export function hasControlCharacter(text: string, { lines = false } = {}): boolean {
  return controlCharacter.test(lines ? text.replace(lineBreakOrTab, "") : text);
}
