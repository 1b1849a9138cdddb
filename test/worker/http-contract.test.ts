import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { json, request } from "./support/requests";

describe("unknown API paths", () => {
  it("answer a JSON 404, whatever the method", async () => {
    for (const method of ["GET", "POST", "DELETE"]) {
      const response = await request("/api/anything-unknown", { method, json: method === "GET" ? undefined : {} });
      expect(response.status).toBe(404);
      expect(await json(response)).toEqual({ msg: "Not found" });
    }
  });
});

describe("an unexpected failure", () => {
  it("becomes a JSON 500 without a stack, and an error log line", async () => {
    // Make D1 fail for real: hide the table the config route reads.
    await env.DB.prepare("alter table settings rename to settings_hidden").run();
    try {
      const response = await request("/api/config");
      expect(response.status).toBe(500);
      const body = await json<{ msg: string }>(response);
      expect(body).toEqual({ msg: "Something went wrong on our side. Please try again." });
      expect(JSON.stringify(body)).not.toMatch(/at |\.ts|stack|SQLITE/i);
    } finally {
      await env.DB.prepare("alter table settings_hidden rename to settings").run();
    }
    // The error line is written off the response path; give it a moment to land.
    await expect
      .poll(async () => {
        const row = await env.DB.prepare(
          "select message, path from logs where kind = 'error' and path = '/api/config' order by id desc limit 1",
        ).first<{ message: string; path: string }>();
        return row?.message ?? "";
      })
      .toMatch(/no such table: settings/);
  });
});

describe("request logging", () => {
  it("records one line per API request with method, path (no query) and status", async () => {
    await request("/api/health?token=secret-value");
    await expect
      .poll(async () => {
        const row = await env.DB.prepare(
          "select method, path, status from logs where kind = 'request' and path = '/api/health' order by id desc limit 1",
        ).first();
        return row;
      })
      .toEqual({ method: "GET", path: "/api/health", status: 200 });
    const leaked = await env.DB.prepare("select count(*) as n from logs where path like '%secret-value%'").first();
    expect(leaked).toEqual({ n: 0 });
  });
});

describe("security headers", () => {
  it("are present on API answers", async () => {
    const response = await request("/api/health");
    expect(response.status).toBe(200);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });

  it("are present on error answers and on the SPA shell", async () => {
    const notFound = await request("/api/nope");
    expect(notFound.headers.get("x-content-type-options")).toBe("nosniff");
    const shell = await request("/");
    expect(shell.headers.get("content-type")).toMatch(/^text\/html/);
    expect(shell.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(shell.headers.get("content-security-policy")).toContain("object-src 'none'");
    expect(shell.headers.get("x-frame-options")).toBe("DENY");
  });
});

describe("state-changing requests", () => {
  it("refuse a cross-site form post", async () => {
    const response = await request("/api/logout", {
      method: "POST",
      headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
      body: "a=1",
    });
    expect(response.status).toBe(403);
    expect(await json(response)).toEqual({ msg: "Cross-site requests are not allowed." });
  });

  it("refuse a body that is not JSON", async () => {
    const response = await request("/api/anything", {
      method: "POST",
      headers: { "Content-Type": "text/xml" },
      body: "<a/>",
    });
    expect(response.status).toBe(415);
    expect((await json<{ msg: string }>(response)).msg).toMatch(/JSON/);
  });

  it("refuse a JSON body over 64 KB before reading it", async () => {
    const response = await request("/api/anything", { method: "POST", json: { blob: "x".repeat(70 * 1024) } });
    expect(response.status).toBe(413);
    expect(await json(response)).toEqual({ msg: "The request body is too large." });
  });
});

describe("GET /api/health", () => {
  it("answers ok when D1 answers", async () => {
    const response = await request("/api/health");
    expect(await json(response)).toEqual({ ok: true });
  });
});
