// The public page's stylesheets (contract/page/styles/) draw its fixed parts — the card, the focus ring,
// the error colour — in the app's own look, but cannot read the app's design tokens: the page ships no
// token block. Each such value carries the token's name in a comment beside it, and this test
// holds the value to the token in web/styles/tokens.css, so a changed token cannot leave the page behind.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), "utf8");

/** Whitespace as CSS ignores it: runs of it are one space, and none around commas. */
const normalised = (value: string) =>
  value
    .replace(/\s+/g, " ")
    .replace(/\s*,\s*/g, ",")
    .trim();

function designTokens(): Map<string, string> {
  const tokens = new Map<string, string>();
  for (const [, name = "", value = ""] of read("web/styles/tokens.css").matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) {
    tokens.set(name, normalised(value));
  }
  return tokens;
}

/** Each declaration followed by a comment naming a token: `property: value; /* --token *\/`. */
function namedValues(): { property: string; value: string; token: string }[] {
  const folder = "contract/page/styles";
  const css = readdirSync(new URL(`../../${folder}`, import.meta.url))
    .filter((file) => file.endsWith(".css"))
    .map((file) => read(`${folder}/${file}`))
    .join("\n");
  return [...css.matchAll(/([\w-]+)\s*:\s*([^;{}]+);\s*\/\*\s*(--[\w-]+)\s*\*\//g)].map(
    ([, property = "", value = "", token = ""]) => ({ property, value: normalised(value), token }),
  );
}

describe("the public page's stylesheets", () => {
  it("holds every value it names after a design token to that token's value", () => {
    const tokens = designTokens();
    const named = namedValues();
    // The card, its border and shadow, the links' and fields' tint, the focus ring, the error colour,
    // the fields' and card's corners and the font: a parser that found none would pass anything.
    expect(new Set(named.map((n) => n.token)).size).toBeGreaterThanOrEqual(9);
    for (const { property, value, token } of named) {
      const tokenValue = tokens.get(token);
      expect(tokenValue, `${token} is not in web/styles/tokens.css`).toBeDefined();
      expect(value, `${property} names ${token}`).toContain(tokenValue);
    }
  });
});
