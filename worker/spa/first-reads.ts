// A signed-in screen's first reads, answered inside its document (contract/first-reads.ts,
// docs/decisions/026). Each read goes through the API itself, with the document request's own cookie
// and headers: the same session check, the same refusals and the same bodies the app's own request
// would get, so the document can never show more than the API would.
import type { Context } from "hono";
import { type DocumentAnswers, firstReadsFor, ownProfilePath } from "#contract/first-reads";
import type { AppEnv } from "../http/app-env";
import { avatarObjectKey } from "../profiles/avatars";

/** Hands a request to the worker's own app, as if it had come from outside. */
export type ApiDispatch = (request: Request) => Promise<Response>;

export type FirstReads = {
  answers: DocumentAnswers;
  /** What the API set along the way (a dead session's cookie cleared): the document sets it too. */
  setCookies: string[];
  /** The avatar the screen shows first, which the document asks the browser to fetch at once. */
  avatarUrl: string | null;
};

/** Headers of the document request that would make an API read answer something else, or nothing. */
const documentOnlyHeaders = ["if-none-match", "if-modified-since", "range", "upgrade-insecure-requests"];

async function readOne(c: Context<AppEnv>, dispatch: ApiDispatch, path: string) {
  const headers = new Headers(c.req.raw.headers);
  for (const name of documentOnlyHeaders) headers.delete(name);
  headers.set("accept", "application/json");
  const response = await dispatch(new Request(new URL(path, c.req.url), { headers }));
  const body: unknown = await response.json().catch(() => undefined);
  return { path, status: response.status, body, setCookies: response.headers.getSetCookie() };
}

function avatarOf(answers: DocumentAnswers): string | null {
  const profile = answers[ownProfilePath];
  if (profile?.status !== 200 || !profile.body || typeof profile.body !== "object") return null;
  const avatar = (profile.body as { avatar?: unknown }).avatar;
  // Only the worker's own uploads: the link is written into the document's head.
  return typeof avatar === "string" && avatarObjectKey(avatar) !== null ? avatar : null;
}

/** The first reads of the screen at `screenPath`, made at once. A read whose answer is not JSON is left out. */
export async function readFirstAnswers(
  c: Context<AppEnv>,
  screenPath: string,
  dispatch: ApiDispatch,
): Promise<FirstReads> {
  const reads = await Promise.all(firstReadsFor(screenPath).map((path) => readOne(c, dispatch, path)));
  const answers: DocumentAnswers = {};
  for (const { path, status, body } of reads) if (body !== undefined) answers[path] = { status, body };
  const setCookies = [...new Set(reads.flatMap((read) => read.setCookies))];
  return { answers, setCookies, avatarUrl: avatarOf(answers) };
}
