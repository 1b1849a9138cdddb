// The public page's stylesheet as each page needs it (docs/decisions/045): the rules every page has
// (styles/page.css), then those of each part only some pages show — a profile's blocks, the report form,
// the sensitive-content notice — each in a file of its own under styles/, inlined only where the part is
// shown, so a page carries no rule it does not use. A new block adds its file here and its row in
// `blockParts`. The build minifies each file (Vite's own handling of ?inline CSS).
import { embedOf } from "../embeds";
import type { PublicLink } from "../types";
import formsCss from "./styles/forms.css?inline";
import noticeCss from "./styles/notice.css?inline";
import pageCss from "./styles/page.css?inline";
import playerCss from "./styles/player.css?inline";
import signupCss from "./styles/signup.css?inline";
import thumbnailCss from "./styles/thumbnail.css?inline";
import tipCss from "./styles/tip.css?inline";

/** The parts with rules of their own, in the order their rules follow page.css. */
const partStyles = {
  forms: formsCss,
  notice: noticeCss,
  signup: signupCss,
  tip: tipCss,
  player: playerCss,
  thumbnail: thumbnailCss,
} as const;

export type PagePart = keyof typeof partStyles;

/** A profile's blocks, as ProfileBody draws them, and the parts each brings when the page shows it. */
const blockParts: { parts: PagePart[]; shownBy: (link: PublicLink) => boolean }[] = [
  { parts: ["forms", "signup"], shownBy: (link) => link.kind === "signup" },
  { parts: ["forms", "tip"], shownBy: (link) => link.kind === "tip" },
  // An address no provider reads any more is drawn as a plain link.
  { parts: ["player"], shownBy: (link) => link.kind === "embed" && embedOf(link.url) !== null },
  { parts: ["thumbnail"], shownBy: (link) => link.kind === "link" && Boolean(link.thumbnail) },
];

/** The parts a profile's page shows, given its links. */
export function profileParts(links: readonly PublicLink[]): PagePart[] {
  return blockParts.filter(({ shownBy }) => links.some(shownBy)).flatMap(({ parts }) => parts);
}

/** page.css and the rules of `parts`, each once. */
export function pageStylesheet(parts: readonly PagePart[] = []): string {
  const shown = new Set(parts);
  return [
    pageCss,
    ...(Object.keys(partStyles) as PagePart[]).filter((part) => shown.has(part)).map((part) => partStyles[part]),
  ].join("");
}
