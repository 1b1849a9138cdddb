// Reading a fetched page (docs/guides/page-import.md, "Reading a page") into what the recognisers look
// at: one pass of the runtime's own HTML parser, HTMLRewriter (lol-html, streaming and built into
// workerd: nothing to bundle; docs/decisions/047-page-import.md), collecting the page's title, meta tags,
// embedded data (Next.js's __NEXT_DATA__, JSON-LD) and, in document order, its links, headings,
// paragraphs and images with the classes of the blocks around them. HTMLRewriter hands over text and
// attribute values as written, so their character references are decoded here (`entities`, the decoder
// htmlparser2 and cheerio use); a script's text is raw in HTML itself and stays as it is.
import { decodeHTML, decodeHTMLAttribute } from "entities/decode";

export type PageItem = { within: ReadonlySet<string> } & (
  | { type: "anchor"; href: string; text: string; label: string; classes: string[] }
  | { type: "heading"; level: number; text: string; classes: string[] }
  | { type: "paragraph"; text: string; classes: string[] }
  | { type: "image"; src: string; alt: string; classes: string[] }
);

export type PageFacts = {
  /** The address relative links and images start from: the page's own, or its <base href>. */
  baseUrl: string;
  title: string;
  /** Meta tags by their property or name, lower case ("og:title", "description"); the first of each wins. */
  meta: ReadonlyMap<string, string>;
  /** The text of <script id="__NEXT_DATA__">, or null. */
  nextData: string | null;
  /** The text of each <script type="application/ld+json">. */
  jsonLd: string[];
  items: PageItem[];
};

/** Enough of any page of links; a page with more is cut short rather than read to its end. */
const maxItems = 2000;
/** Enough text for any title, bio or label; the rest of a longer one is not kept. */
const maxTextLength = 4000;

/** What shows no text of its own on the page: an icon's <title>, a script, a style sheet. */
const silent = "svg, script, style, noscript, template";

/** The blocks whose classes the items inside them carry (`within`): the ones pages close reliably. */
const blocks = "div, section, header, footer, main, nav, aside, article, center";

/** Visible text as a reader would take it: references decoded, runs of white space made one space. */
export const plainText = (raw: string) => decodeHTML(raw).replace(/\s+/g, " ").trim();

const attribute = (element: Element, name: string) => decodeHTMLAttribute(element.getAttribute(name) ?? "").trim();

const classesOf = (element: Element) => attribute(element, "class").split(/\s+/).filter(Boolean);

type TextItem = Extract<PageItem, { text: string }>;

/** Reads the page's HTML; throws when the runtime cannot parse it (an encoding it does not know). */
export async function readPage(file: { url: string; contentType: string; bytes: Uint8Array }): Promise<PageFacts> {
  let baseUrl = file.url;
  let titles = 0;
  let title = "";
  const meta = new Map<string, string>();
  let nextData: string | null = null;
  const jsonLd: string[] = [];
  const items: PageItem[] = [];
  // The classes of the blocks open around the parser's position, innermost last.
  const open: string[][] = [];
  const within = () => new Set(open.flat());
  // The items whose text arrives now: a link inside a heading or a paragraph gives its text to both.
  const collecting: TextItem[] = [];
  const finished = new WeakSet<TextItem>();
  // How many elements that show no text are open around the parser's position.
  let silenced = 0;
  const finish = (item: TextItem) => {
    if (finished.has(item)) return;
    finished.add(item);
    const at = collecting.indexOf(item);
    if (at >= 0) collecting.splice(at, 1);
    item.text = plainText(item.text);
  };
  // A paragraph ends where a block, a heading or another paragraph starts, its end tag or not (HTML's rule).
  const endParagraphs = () => {
    for (const item of collecting.filter((open) => open.type === "paragraph")) finish(item);
  };
  const collect = (element: Element, item: TextItem) => {
    if (items.length >= maxItems) return;
    items.push(item);
    collecting.push(item);
    element.onEndTag(() => finish(item));
  };
  const rewriter = new HTMLRewriter()
    .on(silent, {
      element(element) {
        try {
          element.onEndTag(() => {
            silenced -= 1;
          });
          silenced += 1;
        } catch {
          // A self-closed <svg/> has no end tag, and no text either.
        }
      },
    })
    .on(blocks, {
      element(element) {
        endParagraphs();
        open.push(classesOf(element));
        element.onEndTag(() => {
          open.pop();
        });
      },
    })
    .on("base[href]", {
      element(element) {
        if (baseUrl !== file.url) return;
        try {
          baseUrl = new URL(attribute(element, "href"), file.url).href;
        } catch {
          // An unusable <base> leaves the page's own address.
        }
      },
    })
    .on("title", {
      element() {
        titles += 1;
      },
      text(chunk) {
        // The document's own title comes first; an SVG's <title> later describes a picture.
        if (titles === 1 && title.length < maxTextLength) title += chunk.text;
      },
    })
    .on("meta", {
      element(element) {
        const key = (element.getAttribute("property") ?? element.getAttribute("name") ?? "").toLowerCase();
        if (key && !meta.has(key)) meta.set(key, attribute(element, "content"));
      },
    })
    .on("script#__NEXT_DATA__", {
      text(chunk) {
        nextData = (nextData ?? "") + chunk.text;
      },
    })
    .on('script[type="application/ld+json"]', {
      element() {
        jsonLd.push("");
      },
      text(chunk) {
        jsonLd[jsonLd.length - 1] += chunk.text;
      },
    })
    .on("a[href]", {
      element(element) {
        const label = attribute(element, "aria-label") || attribute(element, "title");
        const href = attribute(element, "href");
        collect(element, { type: "anchor", href, text: "", label, classes: classesOf(element), within: within() });
      },
    })
    .on("h1, h2, h3", {
      element(element) {
        endParagraphs();
        const level = Number(element.tagName.slice(1));
        collect(element, { type: "heading", level, text: "", classes: classesOf(element), within: within() });
      },
    })
    .on("p", {
      element(element) {
        endParagraphs();
        collect(element, { type: "paragraph", text: "", classes: classesOf(element), within: within() });
      },
    })
    .on("img[src]", {
      element(element) {
        if (items.length >= maxItems) return;
        const src = attribute(element, "src");
        items.push({
          type: "image",
          src,
          alt: attribute(element, "alt"),
          classes: classesOf(element),
          within: within(),
        });
      },
    })
    // Every text chunk once, to each item it is part of.
    .onDocument({
      text(chunk) {
        if (silenced > 0) return;
        for (const item of collecting) if (item.text.length < maxTextLength) item.text += chunk.text;
      },
    });

  const page = new Response(file.bytes, { headers: { "Content-Type": file.contentType || "text/html" } });
  await rewriter.transform(page).arrayBuffer();
  // What the page never closed ends with it.
  for (const item of [...collecting]) finish(item);
  return { baseUrl, title: plainText(title), meta, nextData, jsonLd, items };
}
