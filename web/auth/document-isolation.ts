// Whether this document may show a signed-in screen (docs/decisions/021). The worker leaves a guest's
// document in its opener's browsing context and marks it; once its user signs in, a signed-in screen
// is opened as a new document, which the session cookie now makes isolated.
import { openDocumentMeta } from "#contract/document-isolation";

export function documentIsolated(doc: Document = document): boolean {
  return doc.querySelector(`meta[name="${openDocumentMeta.name}"]`) === null;
}

const reopenedKey = "ln_reopened";
/** A reopen that lands in an unmarked document again within this time is not tried a second time. */
const retryAfterMs = 10_000;

/**
 * Loads `path` as a new document in place of this one. False, and nothing done, when the same path was
 * reopened a moment ago and came back open all the same (a worker that could not see the cookie):
 * going round again would never end.
 */
export function reopenAsIsolatedDocument(path: string, now = Date.now()): boolean {
  try {
    const last = JSON.parse(sessionStorage.getItem(reopenedKey) ?? "null") as { path?: unknown; at?: unknown } | null;
    if (last?.path === path && typeof last.at === "number" && now - last.at < retryAfterMs) return false;
    sessionStorage.setItem(reopenedKey, JSON.stringify({ path, at: now }));
  } catch {
    // Without session storage the guard is gone, not the reopen: the cookie is sent all the same.
  }
  window.location.replace(path);
  return true;
}
