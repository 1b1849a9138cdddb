// POST /api/click under load, then the count check: every click the API accepted must be stored.
// Each request comes from a new client address, so the per-IP rate limit is not what is measured.
import { alternatingRounds, type Load, type RoundsResult, type Target } from "./load";

let clientCounter = 0;
function nextClientIp(): string {
  clientCounter += 1;
  return `10.${(clientCounter >> 16) & 255}.${(clientCounter >> 8) & 255}.${clientCounter & 255}`;
}

export function clickTarget(baseUrl: string, username: string, linkCount: number): Target {
  let clicks = 0;
  return {
    name: "click",
    method: "POST",
    path: "/api/click",
    setupRequest: (request) => {
      clicks += 1;
      return {
        ...request,
        headers: {
          ...request.headers,
          "content-type": "application/json",
          origin: baseUrl,
          "cf-connecting-ip": nextClientIp(),
        },
        body: JSON.stringify({ username, linkIndex: clicks % linkCount }),
      };
    },
  };
}

export async function measureClicks(
  baseUrl: string,
  username: string,
  linkCount: number,
  load: Load & { amount: number },
  rounds: number,
): Promise<RoundsResult> {
  // A fixed number of requests per round, each awaited: no answer is cut off when a run ends, so the
  // accepted count is exact.
  const results = await alternatingRounds(baseUrl, [clickTarget(baseUrl, username, linkCount)], load, rounds);
  return results.get("click") as RoundsResult;
}

/** The clicks stored for the user's links, straight from D1. */
export async function storedClicks(db: D1Database, userId: string): Promise<number> {
  const row = await db
    .prepare("select coalesce(sum(clicks), 0) as total from links where user_id = ?")
    .bind(userId)
    .first<{ total: number }>();
  return row?.total ?? 0;
}
