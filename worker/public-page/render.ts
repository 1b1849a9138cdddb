// The public page's third step: a page element turned into HTML. React renders it on the server; the
// rendered pages are kept per isolate, keyed by everything they show, so a page seen before costs a
// lookup and a string join instead of a render. Each response still gets its own nonce: a page is
// rendered once with a placeholder nonce, and the response's nonce takes the placeholder's place. A key
// holds the page's whole content, so an entry can never be stale, only unused.
import type { ReactElement } from "react";
import { renderToReadableStream } from "react-dom/server";
import { isolateCache } from "../db/isolate-caches";
import { randomToken } from "../security/encoding";

/**
 * The whole document. The stream resolves once the shell is rendered; there is no Suspense, so that
 * is the whole page, and a rendering error rejects here, before any status has been chosen.
 */
export async function renderHtml(page: ReactElement, nonce: string): Promise<string> {
  const stream = await renderToReadableStream(page, { nonce });
  return new Response(stream).text();
}

/**
 * Enough for the pages an isolate serves often (a 10-link page and its key are ~10 KB). Both bounds
 * hold; the least recently used page goes first. Characters, not bytes: at most 2 bytes each.
 */
export const maxCachedPages = 256;
export const maxCachedChars = 4 * 1024 * 1024;

type Entry = { parts: string[]; chars: number };
const pages = isolateCache<Entry>({
  max: maxCachedPages,
  maxSize: { total: maxCachedChars, of: (entry) => entry.chars },
});

/**
 * Unguessable, so no user text can contain it, and made of [A-Za-z0-9_-], so React writes it as it is.
 * Made on first use: Workers allow no random values at start-up.
 */
let placeholder: string | undefined;

export async function renderCachedPage(
  key: string,
  page: (nonce: string) => ReactElement,
  nonce: string,
): Promise<string> {
  let entry = pages.get(key);
  if (!entry) {
    placeholder ??= randomToken(18);
    const html = await renderHtml(page(placeholder), placeholder);
    entry = { parts: html.split(placeholder), chars: key.length + html.length };
    // A page larger than the whole bound is served and not kept.
    pages.set(key, entry);
  }
  return entry.parts.join(nonce);
}

export function cachedPageCount(): number {
  return pages.size;
}
