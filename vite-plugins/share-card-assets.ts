// The share card's fonts and emoji as static assets (worker/share-cards/card-assets.ts): the build writes
// the font files a card may need (the Fontsource packages below, 400 and 700), a manifest of the
// characters each covers (read from the packages' own @font-face rules), and Twemoji's pictures under
// assets/share-card/; the dev server answers the same paths from node_modules. The renderer reads them
// through the ASSETS binding when it draws a card, so none of it weighs on the Worker's bundle.
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";
import {
  type EmojiSheet,
  emojiSheetFile,
  type HanStyle,
  type ShareCardFontFile,
  type ShareCardFontManifest,
  shareCardAssetsPath,
  shareCardManifestName,
} from "../worker/share-cards/card-assets.ts";

type FontSource = {
  /** The Fontsource package. */
  family: string;
  /** Its subsets the card takes: the script it is here for (Latin comes from Inter, first in line). */
  subsets: string[] | "numbered";
  han?: HanStyle;
};

/**
 * In the order a character looks for its font. Arabic is IBM Plex Sans Arabic: Noto Sans Arabic uses a
 * substitution the card's font engine cannot apply. The CJK families come as ~100 numbered subsets each.
 */
const fontSources: FontSource[] = [
  {
    family: "inter",
    subsets: ["latin", "latin-ext", "cyrillic", "cyrillic-ext", "greek", "greek-ext", "vietnamese"],
  },
  { family: "ibm-plex-sans-arabic", subsets: ["arabic"] },
  { family: "noto-sans-hebrew", subsets: ["hebrew"] },
  { family: "noto-sans-devanagari", subsets: ["devanagari"] },
  { family: "noto-sans-bengali", subsets: ["bengali"] },
  { family: "noto-sans-tamil", subsets: ["tamil"] },
  { family: "noto-sans-thai", subsets: ["thai"] },
  { family: "noto-sans-georgian", subsets: ["georgian"] },
  { family: "noto-sans-armenian", subsets: ["armenian"] },
  { family: "noto-sans-jp", subsets: "numbered", han: "ja" },
  { family: "noto-sans-kr", subsets: "numbered", han: "ko" },
  { family: "noto-sans-sc", subsets: "numbered", han: "zh" },
];

const weights = [400, 700] as const;
const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));
const fontsDir = (family: string) => join(packageDir(`@fontsource/${family}`), "files");
const emojiDir = () => packageDir("@twemoji/svg");

/** "U+0600-06FF,U+200C" as inclusive ranges. */
function parseUnicodeRange(text: string): [number, number][] {
  return text.split(",").map((part) => {
    const [start = "0", end = start] = part.trim().replace(/^U\+/i, "").split("-");
    return [Number.parseInt(start, 16), Number.parseInt(end, 16)];
  });
}

/** A family's font files of one weight, with what each covers, from the package's `<weight>.css`. */
function fontFiles(source: FontSource, weight: 400 | 700): ShareCardFontFile[] {
  const css = readFileSync(join(packageDir(`@fontsource/${source.family}`), `${weight}.css`), "utf8");
  const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body = ""]) => ({
    file: /url\(\.\/files\/([^)]+\.woff)\)/.exec(body)?.[1],
    range: /unicode-range:\s*([^;]+);/.exec(body)?.[1],
  }));
  const taken = (subset: string) =>
    source.subsets === "numbered" ? /^\d+$/.test(subset) : source.subsets.includes(subset);
  return faces.flatMap(({ file, range }) => {
    const subset = file?.slice(source.family.length + 1, -`-${weight}-normal.woff`.length);
    if (!file || !range || !subset || !taken(subset)) return [];
    const name = `${source.family}-${subset}`;
    return [{ name, file, weight, ranges: parseUnicodeRange(range), ...(source.han ? { han: source.han } : {}) }];
  });
}

function manifest(): ShareCardFontManifest {
  const fonts = fontSources.flatMap((source) => weights.flatMap((weight) => fontFiles(source, weight)));
  for (const source of fontSources) {
    if (!fonts.some((font) => font.name.startsWith(`${source.family}-`))) {
      throw new Error(`share card fonts: no file of @fontsource/${source.family} matched its subsets`);
    }
  }
  return { fonts };
}

/** Twemoji's pictures by sheet file (card-assets.ts). */
function emojiSheets(): Map<string, EmojiSheet> {
  const sheets = new Map<string, EmojiSheet>();
  for (const picture of readdirSync(emojiDir()).filter((name) => name.endsWith(".svg"))) {
    const name = picture.slice(0, -".svg".length);
    const file = emojiSheetFile(name);
    const sheet = sheets.get(file) ?? {};
    sheet[name] = readFileSync(join(emojiDir(), picture), "utf8");
    sheets.set(file, sheet);
  }
  return sheets;
}

/** Every file under the card's assets folder, by its path there. */
function assetFiles(): Map<string, string | Buffer> {
  const { fonts } = manifest();
  const files = new Map<string, string | Buffer>([[shareCardManifestName, JSON.stringify({ fonts })]]);
  for (const font of fonts) {
    const family = fontSources.find((source) => font.name.startsWith(`${source.family}-`))?.family as string;
    files.set(`fonts/${font.file}`, readFileSync(join(fontsDir(family), font.file)));
  }
  for (const [file, sheet] of emojiSheets()) files.set(file, JSON.stringify(sheet));
  return files;
}

const contentType = (path: string) => (path.endsWith(".woff") ? "font/woff" : "application/json");

export function shareCardAssets(): Plugin {
  let files: Map<string, string | Buffer> | undefined;
  return {
    name: "linknest:share-card-assets",
    configureServer(server) {
      server.middlewares.use(shareCardAssetsPath, (req, res, next) => {
        files ??= assetFiles();
        const body = files.get((req.url ?? "").replace(/^\//, "").split("?")[0] ?? "");
        if (body === undefined) return next();
        res.setHeader("Content-Type", contentType(req.url ?? ""));
        res.end(body);
      });
    },
    generateBundle() {
      if (this.environment.name !== "client") return;
      const folder = shareCardAssetsPath.replace(/^\//, "");
      for (const [path, source] of assetFiles()) this.emitFile({ type: "asset", fileName: `${folder}${path}`, source });
    },
  };
}
