// A screen's first reads answered inside its document (web/api/document-answers.ts): the screen's first
// render shows them, the API is not asked again for them, a failure among them reaches the screen as
// the API's own answer would, and each serves once.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { adminOverviewPaths, type DocumentAnswers, firstReadsElementId, firstReadsFor } from "#contract/first-reads";
import type { SubscriptionStatus } from "#contract/types";
import { api } from "../../web/api/client";
import { takeEarlyRead } from "../../web/api/early-reads";
import { readScreenDataEarly } from "../../web/route-pages";
import { adminReads, stats } from "./support/admin-fixtures";
import { profile, securityAnswers } from "./support/dashboard-fixtures";
import { answerFetch, type FetchCall, renderApp } from "./support/render";

const session = (username: string) => ({ status: 200, body: { authenticated: true, username, impersonating: false } });
const pro: SubscriptionStatus = {
  isPro: true,
  subscriptionStatus: "active",
  subscriptionEndDate: "2027-01-15T00:00:00.000Z",
};

/** Opens `path` as a document the worker answered `answers` into would be opened. */
function openDocument(path: string, answers: DocumentAnswers) {
  const block = document.createElement("script");
  block.type = "application/json";
  block.id = firstReadsElementId;
  block.textContent = JSON.stringify(answers);
  document.head.append(block);
  readScreenDataEarly(path, true);
  return renderApp(path);
}

/** The body a fixture answers with, for a document to carry. */
function fixtureBody(key: string): unknown {
  const source = adminReads[key];
  return typeof source === "object" ? source.body : undefined;
}

const reads = (calls: FetchCall[], path: string) =>
  calls.filter((call) => call.method === "GET" && call.path === path).length;

afterEach(() => {
  document.getElementById(firstReadsElementId)?.remove();
  for (const path of [...firstReadsFor("/dashboard"), ...firstReadsFor("/admin")]) takeEarlyRead(path);
});

describe("a document that came with its screen's first reads", () => {
  it("shows the dashboard with its profile, user and plan in the first render, asking the API for none of them", async () => {
    const calls = answerFetch({ ...securityAnswers, "GET /api/profile": { body: profile } });
    openDocument("/dashboard", {
      "/api/auth/me": session("ada"),
      "/api/profile": { status: 200, body: profile },
      "/api/subscription-status": { status: 200, body: pro },
    });
    // No waiting: the very first render has them.
    expect((screen.getByLabelText("Bio") as HTMLTextAreaElement).value).toBe("Hello there");
    expect(screen.getByText("ada", { selector: ".dashboard__username" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Manage billing" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Upgrade to Pro" })).toBeNull();
    await screen.findByRole("heading", { name: "Links" });
    // The Pro card's branding switch, which reads the profile too, was given the same answer.
    await waitFor(() =>
      expect(screen.getByRole("switch", { name: /on my public page/ })).toHaveProperty("disabled", false),
    );
    expect(reads(calls, "/api/auth/me")).toBe(0);
    expect(reads(calls, "/api/subscription-status")).toBe(0);
    expect(reads(calls, "/api/profile")).toBe(0);
  });

  it("serves each answer once: the next read of the same path goes to the network", async () => {
    let served = 0;
    const calls = answerFetch({
      ...securityAnswers,
      "GET /api/profile": () => ({ body: { ...profile, bio: `fresh ${++served}` } }),
    });
    openDocument("/dashboard", {
      "/api/auth/me": session("ada"),
      "/api/profile": { status: 200, body: profile },
    });
    expect((screen.getByLabelText("Bio") as HTMLTextAreaElement).value).toBe("Hello there");
    await screen.findByRole("heading", { name: "Links" });
    const again = await api<{ bio: string }>("/api/profile");
    expect(again.ok && again.data.bio).toBe("fresh 1");
    expect(reads(calls, "/api/profile")).toBe(1);
  });

  it("gives the screen a failure it carried as the API's own answer, and a retry asks the network", async () => {
    const calls = answerFetch({ ...securityAnswers, "GET /api/profile": { body: profile } });
    openDocument("/dashboard", {
      "/api/auth/me": session("ada"),
      "/api/profile": { status: 500, body: { msg: "Something went wrong on our side. Please try again." } },
    });
    expect(await screen.findByText("Failed to load profile")).toBeTruthy();
    expect(reads(calls, "/api/profile")).toBe(0);
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(((await screen.findByLabelText("Bio")) as HTMLTextAreaElement).value).toBe("Hello there");
    expect(reads(calls, "/api/profile")).toBe(1);
  });

  it("sends a signed-in screen to /login at once when its session check says the session is over", async () => {
    const calls = answerFetch({});
    const refused = { status: 401, body: { msg: "Not signed in" } };
    const { router } = openDocument("/dashboard", {
      "/api/auth/me": { status: 200, body: { authenticated: false } },
      "/api/profile": refused,
      "/api/subscription-status": refused,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(reads(calls, "/api/auth/me")).toBe(0);
    expect(reads(calls, "/api/profile")).toBe(0);
  });

  it("shows an admin the whole Overview in the first render, without asking for any of it", async () => {
    const calls = answerFetch(adminReads);
    const overview = Object.values(adminOverviewPaths);
    openDocument("/admin", {
      "/api/auth/me": { status: 200, body: { authenticated: true, username: "root", isAdmin: true } },
      "/api/admin/stats": { status: 200, body: stats },
      ...Object.fromEntries(
        overview.map((path) => [path, { status: 200, body: fixtureBody(`GET ${path.split("?")[0]}`) }]),
      ),
    });
    expect(screen.getByRole("heading", { name: "Admin" })).toBeTruthy();
    expect(screen.getByText("1,234")).toBeTruthy();
    expect(screen.getByText("popular")).toBeTruthy(); // the most viewed profile
    expect(screen.getByText("ada@example.com")).toBeTruthy(); // the top referrer
    expect(screen.getByText("420")).toBeTruthy(); // the last hour's requests
    await screen.findByRole("tablist");
    for (const path of ["/api/auth/me", "/api/admin/stats", ...overview]) expect(reads(calls, path), path).toBe(0);
  });

  it("ignores a block that is not JSON, and reads over the network as before", async () => {
    const calls = answerFetch({
      ...securityAnswers,
      "/api/auth/me": session("ada"),
      "GET /api/profile": { body: profile },
    });
    const block = document.createElement("script");
    block.type = "application/json";
    block.id = firstReadsElementId;
    block.textContent = "{not json";
    document.head.append(block);
    readScreenDataEarly("/dashboard", true);
    renderApp("/dashboard");
    expect(((await screen.findByLabelText("Bio")) as HTMLTextAreaElement).value).toBe("Hello there");
    expect(reads(calls, "/api/profile")).toBe(1);
    expect(reads(calls, "/api/auth/me")).toBe(1);
  });
});
