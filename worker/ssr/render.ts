// Turns a page element into a streamed HTML response with its own Content-Security-Policy: the inline
// stylesheet and script run only under this response's nonce, and nothing else may load but same-origin
// images (the avatar). securityHeaders leaves a CSP that is already set alone.
import type { ReactElement } from "react";
import { renderToReadableStream } from "react-dom/server";
import { randomToken } from "../security/random";

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

export async function renderPage(
  page: ReactElement,
  { nonce, status, cacheControl }: { nonce: string; status: number; cacheControl: string },
): Promise<Response> {
  // Resolves once the shell is rendered; there is no Suspense, so that is the whole page, and a
  // rendering error rejects here, before any status has been sent.
  const body = await renderToReadableStream(page, { nonce });
  return new Response(body, {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": pagePolicy(nonce),
      "Cache-Control": cacheControl,
    },
  });
}
