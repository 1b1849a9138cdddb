// Fetching what an owner's import names — the page to read, then its avatar — from another service
// (docs/guides/page-import.md, "Reading a page"): only where the outbound address rules allow
// (security/outbound-addresses.ts), checked again at each of at most three redirects; within a size and
// a time; with no cookies, sent or kept, and the User-Agent of a browser, which is what these pages are
// made for. IMPORT_ALLOW_LOCAL lets a local run read this machine's pages at http://localhost:PORT and
// http://127.0.0.1:PORT; production ignores it.
import { pageImportLimits, pageImportMessages } from "#contract/page-import";
import { localTargetsAllowed, type OutboundProblem, outboundUrlProblem } from "../security/outbound-addresses";

const problemMessages: Record<OutboundProblem, string> = {
  invalid: pageImportMessages.urlInvalid,
  notHttps: pageImportMessages.urlNotHttps,
  credentials: pageImportMessages.urlCredentials,
  private: pageImportMessages.urlPrivate,
};

const thisMachine = new Set(["localhost", "127.0.0.1"]);

/** A page served on this machine, over http or https, which only a local run with the setting may read. */
const onThisMachine = (url: URL) =>
  (url.protocol === "http:" || url.protocol === "https:") && thisMachine.has(url.hostname);

/** The message for an address an import may not read, or null when it may. */
export function importUrlProblem(value: string, env: Env): string | null {
  const local = localTargetsAllowed(env, env.IMPORT_ALLOW_LOCAL);
  const problem = outboundUrlProblem(value, local ? onThisMachine : undefined);
  return problem ? problemMessages[problem] : null;
}

/** Why a fetch gave up, for its caller to put into words (the page's read and the avatar's differ). */
export type FetchFailure =
  | { reason: "refused"; message: string; redirectedTo: string | null }
  | { reason: "unreachable" | "timeout" | "tooLarge" | "tooManyRedirects" | "loop" }
  | { reason: "status"; status: number };

export class FetchRefused extends Error {
  readonly failure: FetchFailure;
  constructor(failure: FetchFailure) {
    super(`fetch refused: ${failure.reason}`);
    this.failure = failure;
  }
}

export type FetchedFile = {
  /** Where the file was found in the end, after any redirects: relative addresses in it start here. */
  url: string;
  /** The Content-Type the server sent, "" when it sent none. */
  contentType: string;
  bytes: Uint8Array;
};

export type FetchRequest = {
  /** What the request accepts: a page, or an image. */
  accept: string;
  maxBytes: number;
  /** Whether the answer is what was asked for, judged by its type and first bytes; the body is then not read. */
  isWanted?: (contentType: string, firstBytes: Uint8Array) => boolean;
  timeoutMs?: number;
};

/** What the file was not, when `isWanted` refused it. */
export class UnwantedFile extends Error {}

/** A current Chrome's User-Agent: the services serve their pages to browsers, and some only to browsers. */
const browserUserAgent =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

const redirectStatuses = new Set([301, 302, 303, 307, 308]);

function isTimeout(error: unknown): boolean {
  const name = (error as Error | null)?.name;
  return name === "TimeoutError" || name === "AbortError";
}

/**
 * Fetches `address` under the rules above. Throws FetchRefused saying why it gave up, or UnwantedFile
 * when `isWanted` turned the answer down; the first address's own refusal is `redirectedTo: null`.
 */
export async function fetchFromOutside(env: Env, address: string, request: FetchRequest): Promise<FetchedFile> {
  const signal = AbortSignal.timeout(request.timeoutMs ?? pageImportLimits.timeoutMs);
  const visited = new Set<string>();
  let current = address;
  try {
    for (let redirects = 0; ; redirects += 1) {
      const refusal = importUrlProblem(current, env);
      if (refusal) {
        throw new FetchRefused({ reason: "refused", message: refusal, redirectedTo: redirects > 0 ? current : null });
      }
      visited.add(current);
      let response: Response;
      try {
        response = await fetch(current, {
          redirect: "manual",
          signal,
          headers: { "User-Agent": browserUserAgent, Accept: request.accept, "Accept-Language": "en" },
        });
      } catch (error) {
        throw new FetchRefused({ reason: isTimeout(error) ? "timeout" : "unreachable" });
      }
      const location = response.headers.get("Location");
      if (redirectStatuses.has(response.status) && location) {
        await response.body?.cancel();
        const next = new URL(location, current).href;
        if (visited.has(next)) throw new FetchRefused({ reason: "loop" });
        if (redirects === pageImportLimits.maxRedirects) throw new FetchRefused({ reason: "tooManyRedirects" });
        current = next;
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new FetchRefused({ reason: "status", status: response.status });
      }
      return { url: current, ...(await readWithin(response, request)) };
    }
  } catch (error) {
    // The time ran out while the body arrived: the reader says so as an abort of its own.
    if (isTimeout(error)) throw new FetchRefused({ reason: "timeout" });
    throw error;
  }
}

/** The body, refused as soon as it is too large (by its stated length, or as it arrives) or unwanted. */
async function readWithin(
  response: Response,
  request: FetchRequest,
): Promise<{ contentType: string; bytes: Uint8Array }> {
  const contentType = response.headers.get("Content-Type") ?? "";
  const stated = Number(response.headers.get("Content-Length") ?? Number.NaN);
  if (stated > request.maxBytes) {
    await response.body?.cancel();
    throw new FetchRefused({ reason: "tooLarge" });
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    if (size === 0 && request.isWanted && !request.isWanted(contentType, value)) {
      await reader.cancel();
      throw new UnwantedFile();
    }
    size += value.byteLength;
    if (size > request.maxBytes) {
      await reader.cancel();
      throw new FetchRefused({ reason: "tooLarge" });
    }
    chunks.push(value);
  }
  if (size === 0 && request.isWanted && !request.isWanted(contentType, new Uint8Array())) throw new UnwantedFile();
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { contentType, bytes };
}
