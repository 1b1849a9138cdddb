// Serves the SPA from the asset server. HTML documents get the app config and the operator details
// embedded as a JSON data block (never executed, so no script policy is loosened), the screen's own
// title and indexing rule, and the status the route table gives the path: a path that is no screen
// (contract/screens.ts) is answered 404 with the app's Not Found page (architecture §8).
import type { Context } from "hono";
import { openDocumentMeta } from "#contract/document-isolation";
import { firstReadsElementId } from "#contract/first-reads";
import { type PreloadedConfig, preloadedConfigElementId } from "#contract/preloaded";
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
import type { AppEnv } from "../http/app-env";
import { readSessionCookie } from "../sessions/sessions";
import { readSettings } from "../settings/settings";
import { type ApiDispatch, type FirstReads, readFirstAnswers } from "./first-reads";

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
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, "&quot;");

const dataBlock = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${scriptSafeJson(value)}</script>`;

/**
 * The screen's title and robots rule, the preloaded config when it could be read, for a document left
 * in its opener's context the meta element that tells the app so, and for a signed-in request the
 * screen's first reads with the avatar they show.
 */
function rewriteShell(
  res: Response,
  screen: Screen,
  config: PreloadedConfig | null,
  isolated: boolean,
  firstReads: FirstReads | null,
): Response {
  const robots = screen.noindex ? `<meta name="robots" content="noindex" />` : "";
  const open = isolated ? "" : `<meta name="${openDocumentMeta.name}" content="${openDocumentMeta.content}" />`;
  const block = config ? dataBlock(preloadedConfigElementId, config) : "";
  const reads = firstReads ? dataBlock(firstReadsElementId, firstReads.answers) : "";
  const avatar = firstReads?.avatarUrl
    ? `<link rel="preload" as="image" href="${escapeAttribute(firstReads.avatarUrl)}" fetchpriority="high" />`
    : "";
  return new HTMLRewriter()
    .on("title", {
      element(title) {
        title.setInnerContent(escapeText(documentTitle(screen.title)));
      },
    })
    .on("head", {
      element(head) {
        // The avatar first: the browser asks for what the head names in order, and it is the largest
        // thing the screen shows.
        head.prepend(avatar, { html: true });
        head.append(robots + open + block + reads, { html: true });
      },
    })
    .transform(res);
}

/** The asset at `path` of the build, asked for with the request's own headers. */
const asset = (c: Context<AppEnv>, path: string) =>
  c.env.ASSETS.fetch(new Request(new URL(path, c.req.url), c.req.raw));

/**
 * The HTML for a path: the screen's prerendered page when the build made one (web/prerender.tsx), else
 * the prerendered frame, which every other screen and the Not Found page paint while their code
 * arrives (a screen whose code is a chunk of its own has a frame naming it) — never an HTML file the path happens to name. The bare shell when the build has neither
 * (the dev server).
 */
async function documentFor(c: Context<AppEnv>, screen: Screen | undefined, res: Response): Promise<Response> {
  const path = screenPath(c.req.path);
  const name = screen ? prerenderedScreens[path] || frameFor(path) : prerenderedFrame;
  const page = await asset(c, `/prerendered/${name}`);
  if (page.ok) return page;
  return screen ? res : asset(c, "/");
}

/** `dispatch` answers the first reads a signed-in request's document carries (./first-reads.ts). */
export async function serveSpa(c: Context<AppEnv>, dispatch: ApiDispatch): Promise<Response> {
  const found = await c.env.ASSETS.fetch(c.req.raw);
  if (!(found.headers.get("content-type") ?? "").startsWith("text/html")) return found;
  const screen = screenAt(c.req.path);
  const res = await documentFor(c, screen, found);
  let config: PreloadedConfig | null = null;
  try {
    config = await preloadedConfig(c.env);
  } catch (error) {
    // The shell still works without it: the app then asks /api/config itself.
    console.error("could not preload config", error);
  }
  // Only a request with a session cookie can be shown a signed-in screen: its document is isolated from
  // other windows. A guest's is not, which spares the visitor a new browsing context group (a new
  // process on a phone) before the first paint; the app reloads a screen as an isolated document once
  // its user has signed in (docs/decisions/021).
  const isolated = readSessionCookie(c) !== undefined;
  const firstReads = isolated ? await readFirstAnswers(c, screenPath(c.req.path), dispatch) : null;
  const page = rewriteShell(res, screen ?? notFoundScreen, config, isolated, firstReads);
  const headers = new Headers(page.headers);
  // A document that carries its user's data is never stored, not even by the browser.
  headers.set("Cache-Control", firstReads ? "private, no-store" : "no-cache");
  for (const cookie of firstReads?.setCookies ?? []) headers.append("Set-Cookie", cookie);
  headers.set("Cross-Origin-Opener-Policy", isolated ? "same-origin" : "unsafe-none");
  headers.append("Vary", "Cookie");
  if (!screen || screen.noindex) headers.set("X-Robots-Tag", "noindex");
  return new Response(page.body, { status: screen ? page.status : 404, headers });
}
