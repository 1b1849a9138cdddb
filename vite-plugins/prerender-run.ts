// `tsx vite-plugins/prerender-run.ts <client build dir>`: writes prerendered/{name}.html for each prerendered
// screen (contract/screens.ts), the build's index.html with the screen's HTML inside #root. Run by the
// build itself (vite-plugins/prerender.ts).
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { register } from "node:module";
import { join } from "node:path";
import { documentReadsOf } from "#contract/first-reads";
import { locales } from "#contract/i18n/locales";
import { wordsPreloadAttribute } from "#contract/preloaded";
import { frameFor, prerenderedFrame, prerenderedScreens, screens } from "#contract/screens";
import { catalogModulePrefix, compileCatalog } from "./message-catalogs";

// Components import their stylesheets, which the browser build bundles; here they are nothing. The
// screens are rendered in English, whose compiled catalog stands in for the build's virtual module.
const english = `export default ${JSON.stringify(compileCatalog("en"))};`;
const hooks = `export async function resolve(specifier, context, next) {
  if (specifier === ${JSON.stringify(`${catalogModulePrefix}en`)}) return { url: specifier, shortCircuit: true };
  return next(specifier, context);
}
export async function load(url, context, next) {
  if (url.endsWith(".css")) return { format: "module", source: "", shortCircuit: true };
  if (url === ${JSON.stringify(`${catalogModulePrefix}en`)}) return { format: "module", source: ${JSON.stringify(english)}, shortCircuit: true };
  return next(url, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);
const { prerenderFrame, prerenderScreen } = await import("../web/prerender");
const { pagesFor } = await import("../web/route-pages");

const outDir = process.argv[2];
if (!outDir) throw new Error("usage: tsx vite-plugins/prerender-run.ts <client build dir>");

type ManifestChunk = {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
const manifest = JSON.parse(readFileSync(join(outDir, ".vite", "manifest.json"), "utf8")) as Record<
  string,
  ManifestChunk
>;

// Each language's words are a chunk the entry imports when it starts (web/i18n/catalogs.ts), named after
// the locale. Every document names them all, marked with their locale; the worker keeps the reader's
// (worker/spa/shell.ts), so the words come with the entry instead of a round trip after it has run.
const wordsLink = (file: string, locale: string) =>
  `<link rel="modulepreload" crossorigin href="/${file}" ${wordsPreloadAttribute}="${locale}">`;
const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
const wordsLinks = locales
  .map((locale) => {
    const key = entry?.dynamicImports?.find((imported) => manifest[imported]?.name === locale);
    const file = key && manifest[key]?.file;
    if (!file) throw new Error(`the build's entry imports no chunk of ${locale}'s words`);
    return wordsLink(file, locale);
  })
  .join("");
/** A page's own words in every language (web/components/lazy-page.tsx, `words`), marked like the app's. */
const pageWordsLinks = (area: string) =>
  locales
    .map((locale) => {
      const file = manifest[`${catalogModulePrefix}${locale}/${area}`]?.file;
      if (!file) throw new Error(`the build has no chunk of ${locale}'s ${area} words`);
      return wordsLink(file, locale);
    })
    .join("");

const mount = '<div id="root"></div>';
const built = readFileSync(join(outDir, "index.html"), "utf8");
if (!built.includes(mount)) throw new Error(`index.html has no ${mount}`);
const shell = built.replace("</head>", `${wordsLinks}</head>`);
mkdirSync(join(outDir, "prerendered"), { recursive: true });

// Each screen's document names its code's chunks and what they import, less what the entry already names
// (web/route-pages.ts, `pagesFor`): its scripts as module preloads, its stylesheets as stylesheets, and the
// words of its own a page shows in every language, marked as the app's words are. A chunk the document does
// not name is only asked for once the entry runs, and the screen waits for it (a prerendered one to be
// hydrated, the others to show): one round trip more.
function chunkFiles(key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the build has no chunk for ${key}`);
  if (!files.has(chunk.file)) {
    files.add(chunk.file);
    for (const stylesheet of chunk.css ?? []) files.add(stylesheet);
    for (const imported of chunk.imports ?? []) chunkFiles(imported, files);
  }
  return files;
}
const linkTo = (file: string) =>
  file.endsWith(".css")
    ? `<link rel="stylesheet" crossorigin href="/${file}">`
    : `<link rel="modulepreload" crossorigin href="/${file}">`;
/** The reads a screen's document asks for, as fetches with the app's credentials (contract/first-reads.ts). */
function firstReadsOf(path: string): string {
  return documentReadsOf(path)
    .map((url) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${url}">`)
    .join("");
}
function withCodeOf(path: string, html: string): string {
  const files = new Set<string>();
  let words = "";
  for (const page of pagesFor(path)) {
    if (!page.module) throw new Error(`the page of ${path} names no module`);
    chunkFiles(page.module, files);
    if (page.words) words += pageWordsLinks(page.words);
  }
  const links = [...files]
    .filter((file) => !shell.includes(`/${file}"`))
    .map(linkTo)
    .join("");
  return html.replace("</head>", `${firstReadsOf(path)}${links}${words}</head>`);
}

for (const [path, name] of Object.entries(prerenderedScreens)) {
  const html = await prerenderScreen(path);
  writeFileSync(
    join(outDir, "prerendered", `${name}.html`),
    withCodeOf(path, shell.replace(mount, `<div id="root">${html}</div>`)),
  );
}
// A screen as a guest sees it before the session check and its code answer: the layout around a loading
// outline. Marked, so the app draws over it instead of hydrating it as the screen.
const framed = (path: string) => shell.replace(mount, `<div id="root" data-frame="">${prerenderFrame(path)}</div>`);
writeFileSync(join(outDir, "prerendered", `${prerenderedFrame}.html`), framed("/404"));
// Every other screen gets a frame of its own (contract/screens.ts, `frameFor`), with its title as its
// heading.
for (const path of Object.keys(screens).filter((path) => !Object.hasOwn(prerenderedScreens, path))) {
  writeFileSync(join(outDir, "prerendered", `${frameFor(path)}.html`), withCodeOf(path, framed(path)));
}
