// The soak's HTTP side: every request it sends, counted by kind and by answer, each from a client
// address of its own (so the per-IP rate limits are not what the soak measures), each with a timeout
// (so a stuck request fails the run instead of hanging it).

export type Kind = "signup" | "mail" | "verify" | "login" | "save" | "avatar" | "click" | "check";
export const kinds: readonly Kind[] = ["signup", "mail", "verify", "login", "save", "avatar", "click", "check"];

export type Tally = { requests: number; ok: number; unexpected: number; server5xx: number; noAnswer: number };

export type Answer = { status: number; body: unknown; setCookies: string[] };

type Call = {
  method?: string;
  json?: unknown;
  body?: FormData;
  cookie?: string;
  /** Statuses this call may answer; 2xx when not given. */
  expect?: number[];
};

let clientCounter = 0;
/** A new address per request, from the IPv6 unique-local range: the app only uses it as a key. */
export function nextClientIp(): string {
  clientCounter += 1;
  return `fd00::${(clientCounter >>> 16).toString(16)}:${(clientCounter & 0xffff).toString(16)}`;
}

export function soakClient(baseUrl: string, timeoutMs = 30_000) {
  const tallies = new Map<Kind, Tally>(
    kinds.map((kind) => [kind, { requests: 0, ok: 0, unexpected: 0, server5xx: 0, noAnswer: 0 }]),
  );
  /** The first few unexpected answers, to say what went wrong. */
  const problems: string[] = [];
  const note = (line: string) => {
    if (problems.length < 20) problems.push(line);
  };

  async function send(kind: Kind, path: string, call: Call = {}): Promise<Answer | null> {
    const tally = tallies.get(kind) as Tally;
    tally.requests += 1;
    const headers: Record<string, string> = { Origin: baseUrl, "CF-Connecting-IP": nextClientIp() };
    if (call.cookie) headers.Cookie = call.cookie;
    if (call.json !== undefined) headers["Content-Type"] = "application/json";
    try {
      const response = await fetch(`${baseUrl}${path}`, {
        method: call.method ?? "GET",
        headers,
        body: call.json !== undefined ? JSON.stringify(call.json) : call.body,
        redirect: "manual",
        signal: AbortSignal.timeout(timeoutMs),
      });
      // Always read the body: an unread one holds its connection.
      const type = response.headers.get("content-type") ?? "";
      const body = type.includes("application/json") ? await response.json() : await response.arrayBuffer();
      const expected = call.expect ?? [];
      if (response.status >= 500) {
        tally.server5xx += 1;
        note(`${kind} ${path} → ${response.status} ${JSON.stringify(body)}`);
      } else if (expected.includes(response.status) || (expected.length === 0 && response.ok)) {
        tally.ok += 1;
      } else {
        tally.unexpected += 1;
        note(`${kind} ${path} → ${response.status} ${type.includes("json") ? JSON.stringify(body) : ""}`);
      }
      return { status: response.status, body, setCookies: response.headers.getSetCookie() };
    } catch (error) {
      tally.noAnswer += 1;
      note(`${kind} ${path} → no answer: ${(error as Error).message}`);
      return null;
    }
  }

  return { send, tallies, problems };
}

export type SoakClient = ReturnType<typeof soakClient>;

/** The session cookie a login set, as the browser would send it back. */
export function sessionCookie(answer: Answer | null): string | undefined {
  const line = answer?.setCookies.find((cookie) => cookie.startsWith("ln_session="));
  return line?.split(";")[0];
}
