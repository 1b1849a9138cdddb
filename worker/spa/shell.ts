// Serves the SPA from the asset server. HTML documents get the app config and the operator details
// embedded as a JSON data block (never executed, so no script policy is loosened), the screen's own
// title and indexing rule, and the status the route table gives the path: a path that is no screen
// (contract/screens.ts) is answered 404 with the app's Not Found page (docs/guides/public-page.md).
import { negotiateLocale } from "#contract/i18n/locales";
import { type PreloadedConfig, preloadedConfigElementId, wordsPreloadAttribute } from "#contract/preloaded";
import {
  documentTitle,
  frameFor,
  notFoundScreen,
  prerenderedFrame,
  prerenderedScreens,
  type Screen,
  screenAt,
  screenPath,
} from "#contract/screens";
import { openDb } from "../db/client";
import { readSettings } from "../settings/settings";

async function preloadedConfig(env: Env): Promise<PreloadedConfig> {
  const { invitesRequired, registrationClosed } = await readSettings(openDb(env.DB));
  return {
    invitesRequired,
    registrationClosed,
    operator: { name: env.OPERATOR_NAME, email: env.OPERATOR_EMAIL, address: env.OPERATOR_ADDRESS },
    showcaseUsername: env.SHOWCASE_USERNAME || null,
  };
}

/** JSON that cannot close the surrounding <script> element. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");

const dataBlock = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${scriptSafeJson(value)}</script>`;

/**
 * The screen's title and robots rule, the preloaded config when it could be read, and the module preloads
 * of the words (the app's; the admin area's in its document) of the reader's language alone: the one the app picks with no choice of its own stored
 * (web/i18n/language-choice.ts), the browser's languages, which Accept-Language lists.
 */
function rewriteShell(res: Response, screen: Screen, config: PreloadedConfig | null, acceptLanguage: string | null) {
  const locale = negotiateLocale(acceptLanguage);
  const robots = screen.noindex ? `<meta name="robots" content="noindex" />` : "";
  const block = config ? dataBlock(preloadedConfigElementId, config) : "";
  return new HTMLRewriter()
    .on("title", {
      element(title) {
        title.setInnerContent(escapeText(documentTitle(screen.title)));
      },
    })
    .on("head", {
      element(head) {
        head.append(robots + block, { html: true });
      },
    })
    .on(`link[${wordsPreloadAttribute}]`, {
      element(link) {
        if (link.getAttribute(wordsPreloadAttribute) !== locale) link.remove();
      },
    })
    .transform(res);
}

/** The asset at `path` of the build, asked for with the request's own headers. */
const asset = (env: Env, request: Request, path: string) =>
  env.ASSETS.fetch(new Request(new URL(path, request.url), request));

/**
 * The HTML for a path: the screen's prerendered page when the build made one (web/prerender.tsx), else
 * the prerendered frame, which every other screen and the Not Found page paint while their code
 * arrives (a screen whose code is a chunk of its own has a frame naming it) — never an HTML file the path happens to name. The bare shell when the build has neither
 * (the dev server).
 */
async function documentFor(env: Env, request: Request, screen: Screen | undefined, res: Response): Promise<Response> {
  const path = screenPath(new URL(request.url).pathname);
  const name = screen ? prerenderedScreens[path] || frameFor(path) : prerenderedFrame;
  const page = await asset(env, request, `/prerendered/${name}`);
  if (page.ok) return page;
  return screen ? res : asset(env, request, "/");
}

/**
 * Every document is the same for every visitor of a language: no user's data is written into it, so it can
 * be cached for revalidation and needs no `Vary: Cookie`, only `Vary: Accept-Language` for the words it
 * preloads. A dashboard section's may come with a header asking for its owner's first reads
 * (`firstReads`, ./first-reads.ts), which names the reader's page: that answer is private. The opener
 * policy is the app's default, `same-origin` (http/security-headers.ts), for guests and signed-in users alike.
 */
export async function serveSpa(env: Env, request: Request, firstReads: string | null = null): Promise<Response> {
  const found = await env.ASSETS.fetch(request);
  if (!(found.headers.get("content-type") ?? "").startsWith("text/html")) return found;
  const screen = screenAt(new URL(request.url).pathname);
  const res = await documentFor(env, request, screen, found);
  let config: PreloadedConfig | null = null;
  try {
    config = await preloadedConfig(env);
  } catch (error) {
    // The shell still works without it: the app then asks /api/config itself.
    console.error("could not preload config", error);
  }
  const page = rewriteShell(res, screen ?? notFoundScreen, config, request.headers.get("Accept-Language"));
  const headers = new Headers(page.headers);
  headers.set("Cache-Control", firstReads ? "private, no-cache" : "no-cache");
  headers.set("Vary", "Accept-Language");
  if (firstReads) headers.append("Link", firstReads);
  if (!screen || screen.noindex) headers.set("X-Robots-Tag", "noindex");
  return new Response(page.body, { status: screen ? page.status : 404, headers });
}
