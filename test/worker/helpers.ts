// Drives the real worker (app, middleware, bindings) the way a browser would.
import { SELF } from "cloudflare:test";

export const origin = "http://localhost:8787";

type RequestOptions = { method?: string; json?: unknown; body?: BodyInit; headers?: Record<string, string> };

/** A same-origin request, as the SPA sends it. */
export function request(path: string, options: RequestOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { Origin: origin, ...options.headers };
  let body = options.body;
  if (options.json !== undefined) {
    headers["Content-Type"] ??= "application/json";
    body = JSON.stringify(options.json);
  }
  return SELF.fetch(`${origin}${path}`, { method: options.method ?? "GET", headers, body });
}

export async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  expectJsonContentType(response);
  return (await response.json()) as T;
}

function expectJsonContentType(response: Response) {
  const type = response.headers.get("content-type") ?? "";
  if (!type.includes("application/json")) throw new Error(`expected JSON, got "${type}" (${response.status})`);
}
