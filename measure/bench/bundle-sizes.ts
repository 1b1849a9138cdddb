// What the SPA makes a browser download, gzipped as a CDN would send it: the JS and CSS that
// dist/client/index.html loads at once, and the admin area's chunk, which must load only on /admin.
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { clientDir } from "../../scripts/lib/built-app";

type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
};

export type BundleSizes = {
  initialJsGzip: number;
  initialJsFiles: string[];
  initialCssGzip: number;
  /** Null when the build has no admin chunk (no lazily loaded module under web/pages/admin). */
  adminChunkGzip: number | null;
  adminChunkFiles: string[];
  /** True when no admin module is part of what index.html loads at once. */
  adminSplitOut: boolean;
};

function gzipBytes(file: string): number {
  return gzipSync(readFileSync(resolve(clientDir, file.replace(/^\//, "")))).byteLength;
}

function attributes(html: string, tag: RegExp, attribute: string): string[] {
  return [...html.matchAll(tag)]
    .map((m) => m[0].match(new RegExp(`${attribute}="([^"]+)"`))?.[1] ?? "")
    .filter(Boolean);
}

export function measureBundles(): BundleSizes {
  const html = readFileSync(resolve(clientDir, "index.html"), "utf8");
  const initialJsFiles = [
    ...attributes(html, /<script[^>]*\ssrc="[^"]+"[^>]*>/g, "src"),
    ...attributes(html, /<link[^>]*rel="modulepreload"[^>]*>/g, "href"),
  ];
  const cssFiles = attributes(html, /<link[^>]*rel="stylesheet"[^>]*>/g, "href");

  const manifestPath = resolve(clientDir, ".vite/manifest.json");
  const manifest: Record<string, ManifestChunk> = existsSync(manifestPath)
    ? JSON.parse(readFileSync(manifestPath, "utf8"))
    : {};
  const initial = new Set(initialJsFiles.map((file) => file.replace(/^\//, "")));
  const adminEntries = Object.values(manifest).filter(
    (chunk) => chunk.isDynamicEntry && chunk.src?.startsWith("web/pages/admin/"),
  );
  const adminChunkFiles = adminEntries.flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]);
  const adminInInitial = Object.values(manifest).some(
    (chunk) => chunk.src?.startsWith("web/pages/admin/") && initial.has(chunk.file),
  );
  return {
    initialJsGzip: initialJsFiles.reduce((sum, file) => sum + gzipBytes(file), 0),
    initialJsFiles,
    initialCssGzip: cssFiles.reduce((sum, file) => sum + gzipBytes(file), 0),
    adminChunkGzip: adminEntries.length > 0 ? adminChunkFiles.reduce((sum, file) => sum + gzipBytes(file), 0) : null,
    adminChunkFiles,
    adminSplitOut: adminEntries.length > 0 && !adminInInitial,
  };
}
