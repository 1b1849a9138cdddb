// Lets the worker keep the text it inlines into a page (a stylesheet, a small script) as readable source
// files and still ship them minified: `import styles from "./page.css?inline-minified"` gives the
// minified text, and `import tokens from "virtual:design-tokens"` the token values by name. The app
// build, the dev server and the tests all register this plugin, so each of them inlines the same bytes. A stylesheet's var(--token) references to the SPA's design tokens become the
// tokens' values first, so the page carries no custom-property block and every colour keeps one home.
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { transform as transformScript } from "esbuild";
import { Features, transform as transformStylesheet } from "lightningcss";
import type { Plugin } from "vite";

const query = "?inline-minified";
/**
 * The module made for a file. It ends in .js because Vite's CSS pipeline claims any id ending in .css,
 * and this module is already JavaScript.
 */
const virtualPrefix = "\0inline-minified:";
const virtualSuffix = ".js";

/** The design tokens themselves, by name without the leading --, for a value outside a stylesheet. */
const designTokensModule = "virtual:design-tokens";
const resolvedDesignTokensModule = `\0${designTokensModule}`;

const designTokensFile = fileURLToPath(new URL("../web/styles/tokens.css", import.meta.url));

/** Vite's default build target ('baseline-widely-available'): the page asks no more of a browser than the SPA. */
const browserTargets = ["chrome111", "edge111", "firefox114", "safari16.4", "ios16.4"];
/** The same browsers as lightningcss names them, each version major.minor encoded as (major << 16) | (minor << 8). */
const stylesheetTargets = Object.fromEntries(
  browserTargets.map((target) => {
    const [, browser = "", major = "0", minor = "0"] = /^([a-z]+)(\d+)(?:\.(\d+))?$/.exec(target) ?? [];
    return [browser === "ios" ? "ios_saf" : browser, (Number(major) << 16) | (Number(minor) << 8)];
  }),
);

export function inlineMinified(): Plugin {
  return {
    name: "inline-minified",
    // Before Vite's own resolver, which would keep the query and hand the file to its CSS pipeline.
    enforce: "pre",
    async resolveId(source, importer) {
      if (source === designTokensModule) return resolvedDesignTokensModule;
      if (!source.endsWith(query)) return null;
      const file = await this.resolve(source.slice(0, -query.length), importer, { skipSelf: true });
      if (!file) this.error(`inline-minified: cannot find ${source} (imported by ${importer})`);
      return virtualPrefix + file.id + virtualSuffix;
    },
    async load(id) {
      if (id === resolvedDesignTokensModule) {
        this.addWatchFile(designTokensFile);
        return `export default ${JSON.stringify(Object.fromEntries(await readDesignTokens()))};`;
      }
      if (!id.startsWith(virtualPrefix)) return null;
      const file = id.slice(virtualPrefix.length, -virtualSuffix.length);
      this.addWatchFile(file);
      const source = await readFile(file, "utf8");
      let minified: string;
      if (file.endsWith(".css")) {
        this.addWatchFile(designTokensFile);
        minified = minifyStylesheet(file, resolveDesignTokens(file, source, await readDesignTokens()));
      } else if (file.endsWith(".js")) {
        minified = await minifyScript(source);
      } else {
        this.error(`inline-minified: no minifier for ${file}; it takes .css and .js files`);
      }
      return `export default ${JSON.stringify(minified)};`;
    },
  };
}

/** The custom properties declared in the design tokens' :root blocks, by name without the leading --. */
async function readDesignTokens(): Promise<Map<string, string>> {
  const css = withoutComments(await readFile(designTokensFile, "utf8"));
  const tokens = new Map<string, string>();
  for (const [, block = ""] of css.matchAll(/:root\s*\{([^}]*)\}/g)) {
    for (const [, name = "", value = ""] of block.matchAll(/--([\w-]+)\s*:\s*([^;]+);/g)) {
      tokens.set(name, value.trim());
    }
  }
  return tokens;
}

/**
 * Writes each var(--token) as the token's value; a name the tokens lack fails the build. Comments go
 * first (the minifier would drop them anyway), so one may speak of var() freely.
 */
function resolveDesignTokens(file: string, css: string, tokens: Map<string, string>): string {
  const resolved = withoutComments(css).replace(/var\(\s*--([\w-]+)\s*\)/g, (_, name: string) => {
    const value = tokens.get(name);
    if (value === undefined) {
      throw new Error(`inline-minified: ${file} uses var(--${name}), which ${designTokensFile} does not declare`);
    }
    return value;
  });
  const leftOver = resolved.match(/var\([^)]*\)?/);
  if (leftOver) {
    throw new Error(`inline-minified: ${file} has ${leftOver[0]}; only a plain var(--token) can be written in`);
  }
  return resolved;
}

function withoutComments(css: string): string {
  return css.replace(/\/\*[\s\S]*?\*\//g, "");
}

function minifyStylesheet(file: string, css: string): string {
  const { code } = transformStylesheet({
    filename: file,
    code: Buffer.from(css),
    minify: true,
    targets: stylesheetTargets,
    // Its light-dark() fallback would hang custom properties on every color-scheme rule; the stylesheets
    // this plugin serves use no light-dark().
    exclude: Features.LightDark,
  });
  return code.toString();
}

async function minifyScript(source: string): Promise<string> {
  const { code } = await transformScript(source, { loader: "js", minify: true, target: browserTargets });
  return code.trimEnd();
}
