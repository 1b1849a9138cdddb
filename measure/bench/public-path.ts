// The public side under load: the 10-link page against a static file of the same size served by the
// same app (docs/performance.md, "Budgets"), the same page at `/` on its custom domain, the public profile
// JSON, and what the page weighs.
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { clientDir } from "../../scripts/lib/built-app";
import { browserAgent } from "./analytics";
import { alternatingRounds, type Load, type RoundsResult, run, type Target } from "./load";

/**
 * Under /assets/, which the worker hands to the asset server before anything else of the app runs
 * (worker/app.ts; every request reaches the worker first, docs/decisions/001). A text file, not HTML:
 * an HTML file the asset server answers is taken for a screen's document (worker/spa/), and the twin is
 * the page's bytes as the asset server sends any file.
 */
export const staticFile = { file: resolve(clientDir, "assets/bench-static.txt"), path: "/assets/bench-static.txt" };

export type PageFacts = {
  html: string;
  bytes: number;
  gzipBytes: number;
  scriptFiles: number;
  stylesheetFiles: number;
};

export async function fetchPage(baseUrl: string, username: string): Promise<PageFacts> {
  const response = await fetch(`${baseUrl}/${username}`);
  const html = await response.text();
  if (response.status !== 200) throw new Error(`GET /${username} answered ${response.status}`);
  return {
    html,
    bytes: Buffer.byteLength(html),
    gzipBytes: gzipSync(html).byteLength,
    scriptFiles: html.match(/<script[^>]*\ssrc=/g)?.length ?? 0,
    stylesheetFiles: html.match(/<link[^>]*rel="stylesheet"/g)?.length ?? 0,
  };
}

/** A file of exactly the page's size (its own bytes), written before the app starts serving assets. */
export function writeStaticTwin(page: PageFacts): void {
  writeFileSync(staticFile.file, page.html);
}

/** The twin must be the asset server's file itself: the page's bytes, not the SPA's fallback document. */
export async function checkStaticTwin(baseUrl: string, page: PageFacts): Promise<void> {
  const response = await fetch(`${baseUrl}${staticFile.path}`, { redirect: "manual" });
  const body = await response.text();
  if (response.status !== 200 || Buffer.byteLength(body) !== page.bytes) {
    throw new Error(`static twin: ${response.status}, ${Buffer.byteLength(body)} bytes, expected ${page.bytes}`);
  }
}

export type PublicPathResults = {
  page: RoundsResult;
  customDomainPage: RoundsResult;
  staticFile: RoundsResult;
  apiUser: RoundsResult;
};

export async function measurePublicPath(
  baseUrl: string,
  page: { username: string; customDomain: string },
  load: Load & { seconds: number },
  rounds: number,
): Promise<PublicPathResults> {
  const { username, customDomain } = page;
  const targets: Target[] = [
    // As a browser asks for it, so each answer also queues a view (a request without a User-Agent is not one).
    { name: "page", path: `/${username}`, headers: { "user-agent": browserAgent } },
    // The same page on its custom domain: the Host is the domain's (vite preview lets *.example.test in).
    { name: "customDomainPage", path: "/", headers: { host: customDomain, "user-agent": browserAgent } },
    { name: "static", path: staticFile.path },
    { name: "apiUser", path: `/api/user/${username}` },
  ];
  // Warm-up: fills the KV snapshot, JIT-compiles both sides.
  for (const target of targets) await run(baseUrl, target, { connections: load.connections, seconds: 2 });
  const results = await alternatingRounds(baseUrl, targets, load, rounds);
  const get = (name: string) => results.get(name) as RoundsResult;
  return {
    page: get("page"),
    customDomainPage: get("customDomainPage"),
    staticFile: get("static"),
    apiUser: get("apiUser"),
  };
}
