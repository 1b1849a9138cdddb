// Turns a page element into HTML with its own Content-Security-Policy: the inline stylesheet and script
// run only under the response's nonce, and nothing else may load but same-origin images (the avatar).
// securityHeaders leaves a CSP and an opener policy that are already set alone.
import type { ReactElement } from "react";
import { renderToReadableStream } from "react-dom/server";
import { randomToken } from "../security/encoding";

export function createNonce(): string {
  return randomToken(16);
}

export function pagePolicy(nonce: string): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join("; ");
}

/**
 * The whole document. The stream resolves once the shell is rendered; there is no Suspense, so that
 * is the whole page, and a rendering error rejects here, before any status has been chosen.
 */
export async function renderHtml(page: ReactElement, nonce: string): Promise<string> {
  const stream = await renderToReadableStream(page, { nonce });
  return new Response(stream).text();
}

export type PageOptions = { nonce: string; status: number; cacheControl: string };

/** A complete page is a few KB: sent whole, with its length, rather than as a chunked stream. */
export function htmlResponse(html: string, { nonce, status, cacheControl }: PageOptions): Response {
  return new Response(html, {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": pagePolicy(nonce),
      "Cache-Control": cacheControl,
      // Visitors arrive from other sites' windows (an app's browser, a search result). Isolating the
      // page from its opener would start a new browsing context group, and on a phone a new renderer
      // process, before the first paint; the page is the same for every visitor, holds nothing private
      // and cannot be framed, so it stays in the visitor's context (docs/decisions/020).
      "Cross-Origin-Opener-Policy": "unsafe-none",
    },
  });
}

export async function renderPage(page: ReactElement, options: PageOptions): Promise<Response> {
  return htmlResponse(await renderHtml(page, options.nonce), options);
}
