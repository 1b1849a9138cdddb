// The "paste your links" box of Your data (the API reference): text, one web address per line, read into links
// the dashboard imports in merge mode. Only the dashboard reads it, and only once links are pasted, so neither
// the worker nor the dashboard's first load brings punycode.
import { toUnicode } from "punycode";

/**
 * The "paste your links" box: one URL per line, each titled from its host ("www." dropped; an
 * internationalised name as it is written, not its xn-- form). Lines that are no http(s) URL are left
 * out and reported, so nothing is made up. A line repeated is added by the import once (addressKey).
 */
export function linksFromPastedText(text: string): { links: { title: string; url: string }[]; skipped: string[] } {
  const links: { title: string; url: string }[] = [];
  const skipped: string[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const candidate = /^[a-z][a-z0-9+.-]*:/i.test(line) ? line : `https://${line}`;
    let url: URL;
    try {
      url = new URL(candidate);
    } catch {
      skipped.push(line);
      continue;
    }
    if ((url.protocol !== "http:" && url.protocol !== "https:") || !url.hostname.includes(".")) {
      skipped.push(line);
      continue;
    }
    links.push({ title: toUnicode(url.hostname).replace(/^www\./, ""), url: candidate });
  }
  return { links, skipped };
}
