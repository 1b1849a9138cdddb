import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { AdminMetrics, MetricsWindow } from "#contract/admin-types";
import { openDb } from "../../worker/db/client";
import { adminMetrics } from "../../worker/logs/metrics";
import { type Client, signedInAdmin } from "./support/admin";
import { json, request } from "./support/requests";

type LogRow = {
  createdAt: number;
  kind: "request" | "error";
  method?: string | null;
  path?: string | null;
  status?: number | null;
  durationMs?: number | null;
  userId?: string | null;
  message?: string | null;
};

async function insertLogs(rows: LogRow[]) {
  await env.DB.batch(
    rows.map((row) =>
      env.DB.prepare(
        "insert into logs (created_at, kind, method, path, status, duration_ms, user_id, message) values (?, ?, ?, ?, ?, ?, ?, ?)",
      ).bind(
        row.createdAt,
        row.kind,
        row.method ?? null,
        row.path ?? null,
        row.status ?? null,
        row.durationMs ?? null,
        row.userId ?? null,
        row.message ?? null,
      ),
    ),
  );
}

// Rows dated in 2032 are newer than anything the tests' own requests log.
const at = Date.UTC(2032, 0, 2, 3, 4, 5, 6);
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let client: Client;

beforeAll(async () => {
  admin = await signedInAdmin("observer");
  client = admin.client;
  await insertLogs([
    {
      createdAt: at,
      kind: "request",
      method: "GET",
      path: "/api/obs-probe/a",
      status: 200,
      durationMs: 12,
      userId: "u-1",
    },
    { createdAt: at + 1, kind: "request", method: "POST", path: "/api/obs-probe/b", status: 404, durationMs: 3 },
    { createdAt: at + 2, kind: "request", method: "DELETE", path: "/api/obs-probe/c", status: 503, durationMs: 250 },
    { createdAt: at, kind: "error", message: "Error: boom\n    at thing (file.ts:1:2)" },
    {
      createdAt: at + 5,
      kind: "error",
      method: "PUT",
      path: "/api/obs-probe/d",
      message: "TypeError: bad input\n  at y",
    },
  ]);
});

async function items(path: string): Promise<string[]> {
  const response = await client.request(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-store");
  return (await json<{ items: string[] }>(response)).items;
}

const lineA = "2032-01-02T03:04:05.006Z GET /api/obs-probe/a 200 12ms user=u-1";
const lineB = "2032-01-02T03:04:05.007Z POST /api/obs-probe/b 404 3ms user=-";
const lineC = "2032-01-02T03:04:05.008Z DELETE /api/obs-probe/c 503 250ms user=-";

/** One metrics window as the API answers it: requests by status class, latency percentiles, failures. */
function expectedWindow(
  window: MetricsWindow["window"],
  [requests, ok, redirects, clientErrors, serverErrors]: [number, number, number, number, number],
  [p50, p95, p99]: [number | null, number | null, number | null],
  errors: number,
  emailFailures: number,
): MetricsWindow {
  return {
    window,
    requests,
    byStatusClass: { "2xx": ok, "3xx": redirects, "4xx": clientErrors, "5xx": serverErrors },
    latencyMs: { p50, p95, p99 },
    errors,
    emailFailures,
  };
}

describe("GET /api/admin/logs", () => {
  it("answers one text line per request, newest first", async () => {
    expect(await items("/api/admin/logs?contains=obs-probe")).toEqual([lineC, lineB, lineA]);
    expect((await items("/api/admin/logs?lines=2")).slice(0, 2)).toEqual([lineC, lineB]);
  });

  it("filters by a case-insensitive substring of the line, the method and the status or status class", async () => {
    expect(await items("/api/admin/logs?contains=OBS-PROBE%2FA")).toEqual([lineA]);
    expect(await items("/api/admin/logs?contains=user%3Du-1")).toEqual([lineA]);
    expect(await items("/api/admin/logs?contains=obs-probe&method=post")).toEqual([lineB]);
    expect(await items("/api/admin/logs?contains=obs-probe&status=404")).toEqual([lineB]);
    expect(await items("/api/admin/logs?contains=obs-probe&status=5xx")).toEqual([lineC]);
    expect(await items("/api/admin/logs?contains=obs-probe&status=2XX&method=GET")).toEqual([lineA]);
    expect(await items("/api/admin/logs?contains=obs-probe&status=3xx")).toEqual([]);
    expect(await items("/api/admin/logs?contains=%25_")).toEqual([]);
  });

  it("records the app's own requests with their status, duration and user", async () => {
    const unique = `obs-real-${Date.now().toString(36)}`;
    expect((await request(`/api/${unique}`)).status).toBe(404);
    expect((await client.request(`/api/${unique}-signed-in`)).status).toBe(404);
    await expect
      .poll(() => items(`/api/admin/logs?contains=${unique}`), { timeout: 5000, interval: 100 })
      .toHaveLength(2);
    const [signedIn, anonymous] = await items(`/api/admin/logs?contains=${unique}`);
    expect(anonymous).toMatch(
      new RegExp(`^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{3}Z GET /api/${unique} 404 \\d+ms user=-$`),
    );
    expect(signedIn).toMatch(new RegExp(`GET /api/${unique}-signed-in 404 \\d+ms user=${admin.id}$`));
  });

  it("refuses bad lines, method and status values with 400", async () => {
    for (const query of [
      "lines=0",
      "lines=1001",
      "lines=ten",
      "status=600",
      "status=4x",
      "status=abc",
      "method=GET1",
    ]) {
      const response = await client.request(`/api/admin/logs?${query}`);
      expect(response.status, query).toBe(400);
      expect((await json<{ errors: unknown[] }>(response)).errors).toHaveLength(1);
    }
  });
});

describe("GET /api/admin/errors", () => {
  it("answers each error as its first line followed by the rest of the message, newest first", async () => {
    const errors = await items("/api/admin/errors?lines=2");
    expect(errors).toEqual([
      "2032-01-02T03:04:05.011Z PUT /api/obs-probe/d TypeError: bad input\n  at y",
      "2032-01-02T03:04:05.006Z - - Error: boom\n    at thing (file.ts:1:2)",
    ]);
  });

  it("filters by a substring of the whole text, stack included", async () => {
    expect(await items("/api/admin/errors?contains=FILE.TS")).toEqual([
      "2032-01-02T03:04:05.006Z - - Error: boom\n    at thing (file.ts:1:2)",
    ]);
    expect(await items("/api/admin/errors?contains=obs-probe%2Fa")).toEqual([]);
    expect((await client.request("/api/admin/errors?lines=5000")).status).toBe(400);
  });
});

describe("GET /api/admin/metrics", () => {
  it("summarises the last hour, day and week", async () => {
    await request("/api/health");
    await expect
      .poll(
        async () => {
          const metrics = await json<AdminMetrics>(await client.request("/api/admin/metrics"));
          return metrics.windows[0]?.requests ?? 0;
        },
        { timeout: 5000, interval: 100 },
      )
      .toBeGreaterThan(0);
    const response = await client.request("/api/admin/metrics");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const metrics = await json<AdminMetrics>(response);
    expect(Math.abs(Date.parse(metrics.generatedAt) - Date.now())).toBeLessThan(60_000);
    expect(metrics.windows.map((window) => window.window)).toEqual(["1h", "24h", "7d"]);
    for (const window of metrics.windows) {
      expect(Object.keys(window).sort()).toEqual(
        ["byStatusClass", "emailFailures", "errors", "latencyMs", "requests", "window"].sort(),
      );
      expect(Object.keys(window.byStatusClass)).toEqual(["2xx", "3xx", "4xx", "5xx"]);
      expect(Object.keys(window.latencyMs)).toEqual(["p50", "p95", "p99"]);
      expect(typeof window.latencyMs.p50).toBe("number");
    }
  });

  it("counts requests by class, nearest-rank latency percentiles, errors and e-mail failures per window", async () => {
    const now = Date.UTC(2034, 5, 1);
    const minute = 60_000;
    const hour = 60 * minute;
    const day = 24 * hour;
    const requestRow = (ago: number, status: number, durationMs: number): LogRow => ({
      createdAt: now - ago,
      kind: "request",
      method: "GET",
      path: "/api/metric-probe",
      status,
      durationMs,
    });
    const error = (ago: number, path: string | null): LogRow => ({
      createdAt: now - ago,
      kind: "error",
      path,
      message: "x",
    });
    await insertLogs([
      requestRow(minute, 200, 10),
      requestRow(2 * minute, 201, 20),
      requestRow(3 * minute, 404, 30),
      requestRow(59 * minute, 500, 40),
      requestRow(2 * hour, 302, 100),
      requestRow(23 * hour, 200, 100),
      requestRow(3 * day, 503, 1000),
      requestRow(8 * day, 200, 5),
      error(minute, "/api/metric-probe"),
      error(5 * hour, "queue:linknest-email-dlq"),
      error(6 * day, "queue:linknest-email-dlq"),
      error(9 * day, "queue:linknest-email-dlq"),
    ]);
    const metrics = await adminMetrics(openDb(env.DB), now);
    expect(metrics).toEqual({
      generatedAt: new Date(now).toISOString(),
      windows: [
        expectedWindow("1h", [4, 2, 0, 1, 1], [20, 40, 40], 1, 0),
        expectedWindow("24h", [6, 3, 1, 1, 1], [30, 100, 100], 2, 1),
        expectedWindow("7d", [7, 3, 1, 1, 2], [40, 1000, 1000], 3, 2),
      ],
    });
    const quiet = await adminMetrics(openDb(env.DB), now + 30 * day);
    expect(quiet.windows[2]).toEqual(expectedWindow("7d", [0, 0, 0, 0, 0], [null, null, null], 0, 0));
  });
});
