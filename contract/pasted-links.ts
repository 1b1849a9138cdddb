// The "paste your links" box of Your data (the API reference): text, one web address per line, read into links
// the dashboard imports in merge mode. Only the dashboard reads it, and only once links are pasted, so neither
// the worker nor the dashboard's first load brings punycode.
import { toUnicode } from "punycode";
import { linkAddress, linkUrlProblem } from "./profile-schemas";

/** A pasted link's title: a web address's host ("www." dropped; an internationalised name as it is
 * written, not its xn-- form), an e-mail address or a phone number as it is. */
function titleOf(url: URL): string {
  if (url.protocol === "http:" || url.protocol === "https:") return toUnicode(url.hostname).replace(/^www\./, "");
  return decodeURIComponent(url.pathname.split(/[;?]/)[0] ?? "");
}

/**
 * The "paste your links" box: one address per line, read by the link editor's own rule (a bare host
 * is an https:// address; mailto:, tel: and sms: are links too), each titled from what it leads to.
 * Lines the editor would refuse, and web addresses whose host has no dot, are left out and reported,
 * so nothing is made up. A line repeated is added by the import once (addressKey).
 */
export function linksFromPastedText(text: string): { links: { title: string; url: string }[]; skipped: string[] } {
  const links: { title: string; url: string }[] = [];
  const skipped: string[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const address = linkAddress(line);
    const url = linkUrlProblem(address) ? null : new URL(address);
    const title = url ? titleOf(url) : "";
    if (!url || !title || (url.protocol.startsWith("http") && !url.hostname.includes("."))) {
      skipped.push(line);
      continue;
    }
    links.push({ title, url: address });
  }
  return { links, skipped };
}
