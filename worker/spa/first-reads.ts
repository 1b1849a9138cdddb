// A dashboard section's first reads, asked for with its document (docs/decisions/070): for a browser with a
// session, the reads of contract/first-reads.ts — on its owner's own page (no `?page=` in the address) the
// section's own there too — as a `Link: rel=preload` header the browser acts on before the document is
// parsed, and the app's own calls then take. Only the session's record is read (KV), never the database: a
// dead or suspended session's preloads are refused by the API like any call, and no one else's page is named.
import { firstReadsOn } from "#contract/first-reads";
import { pageParam, sectionAt } from "#contract/screens";
import { readSession } from "../sessions/sessions";

/**
 * The `Link` header's value for the first reads of the screen at `url`, for the browser whose session
 * cookie holds `sessionToken` (worker/routes/session.ts reads it); null for any other screen or without a live session.
 */
export async function firstReadsLink(
  sessions: KVNamespace,
  url: URL,
  sessionToken: string | undefined,
): Promise<string | null> {
  const section = sectionAt(url.pathname);
  if (!section) return null;
  const session = sessionToken ? await readSession(sessions, sessionToken) : null;
  if (!session) return null;
  return firstReadsOn(section.path, url.searchParams.has(pageParam) ? null : session.userId)
    .map((read) => `<${read}>; rel=preload; as=fetch; crossorigin=use-credentials`)
    .join(", ");
}
