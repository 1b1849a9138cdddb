// A screen's first reads asked for as the app starts (web/api/early-reads.ts): the screen's own first
// GET is answered by them, once and only while fresh, and nothing else is.
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { firstReadsFor } from "#contract/first-reads";
import { api, send } from "../../web/api/client";
import { earlyReadFreshForMs, readEarly, takeEarlyRead } from "../../web/api/early-reads";
import { readScreenDataEarly } from "../../web/route-pages";
import { profile, securityAnswers, signedIn } from "./support/dashboard-fixtures";
import { answerFetch, renderApp } from "./support/render";

const gets = (calls: { path: string; method: string }[], path: string) =>
  calls.filter((call) => call.method === "GET" && call.path === path);

describe("early reads", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    // None left over for the next test.
    for (const path of firstReadsFor("/dashboard")) takeEarlyRead(path);
  });

  it("answer the first GET of their path, once; the next goes to the network", async () => {
    let served = 0;
    const calls = answerFetch({ "GET /api/profile": () => ({ body: { bio: `answer ${++served}` } }) });
    readEarly("/api/profile", () => send("/api/profile"));
    expect(gets(calls, "/api/profile")).toHaveLength(1);
    const first = await api<{ bio: string }>("/api/profile");
    expect(first.ok && first.data.bio).toBe("answer 1");
    expect(gets(calls, "/api/profile")).toHaveLength(1);
    const second = await api<{ bio: string }>("/api/profile");
    expect(second.ok && second.data.bio).toBe("answer 2");
    expect(gets(calls, "/api/profile")).toHaveLength(2);
  });

  it("are not used once stale, nor for a write to the same path", async () => {
    const calls = answerFetch({ "GET /api/profile": { body: {} }, "PUT /api/profile": { body: {} } });
    const start = Date.now();
    readEarly("/api/profile", () => send("/api/profile"));
    await api("/api/profile", { method: "PUT", json: { bio: "x" } });
    expect(calls.filter((call) => call.method === "PUT")).toHaveLength(1);
    vi.spyOn(Date, "now").mockReturnValue(start + earlyReadFreshForMs + 1);
    await api("/api/profile");
    expect(gets(calls, "/api/profile")).toHaveLength(2);
  });

  it("give the dashboard its profile without asking again", async () => {
    const calls = answerFetch({ ...signedIn, ...securityAnswers, "GET /api/profile": { body: profile } });
    readScreenDataEarly("/dashboard", true);
    renderApp("/dashboard");
    expect(((await screen.findByLabelText("Bio")) as HTMLTextAreaElement).value).toBe("Hello there");
    expect(gets(calls, "/api/profile")).toHaveLength(1);
    expect(gets(calls, "/api/auth/me")).toHaveLength(1);
  });

  it("are the session check alone without a session, or on a screen with no reads of its own", () => {
    const calls = answerFetch({});
    readScreenDataEarly("/dashboard", false);
    readScreenDataEarly("/login", true);
    expect(calls.map((call) => call.path)).toEqual(["/api/auth/me"]);
    takeEarlyRead("/api/auth/me");
  });
});
