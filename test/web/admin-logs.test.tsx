import { act, fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ErrorsTab } from "../../web/pages/admin/logs/ErrorsTab";
import { LogsTab } from "../../web/pages/admin/logs/LogsTab";
import { adminReads, callsTo, openAdmin, queryOf } from "./support/admin-fixtures";
import { answerFetch, renderApp, renderInApp } from "./support/render";

const logsPath = "/api/admin/logs";

/** Moves the fake clock and lets the answers it triggers settle. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** The Logs tab alone, on a fake clock started at 0 ms. */
async function renderLogs() {
  vi.useFakeTimers();
  const calls = answerFetch(adminReads);
  renderInApp(<LogsTab />);
  await advance(0);
  return { calls, count: () => callsTo(calls, logsPath).length };
}

function typeInto(label: string, value: string) {
  fireEvent.change(screen.getByRole("searchbox", { name: label }), { target: { value } });
}

describe("the Logs tab's live refresh (docs/product.md: Admin)", () => {
  it("asks for 200 lines at once, then again every 4 s", async () => {
    const { calls, count } = await renderLogs();
    expect(count()).toBe(1);
    expect(queryOf(callsTo(calls, logsPath)[0])).toEqual({ lines: "200" });
    await advance(3900);
    expect(count()).toBe(1);
    await advance(200); // 4.1 s
    expect(count()).toBe(2);
    await advance(3800); // 7.9 s
    expect(count()).toBe(2);
    await advance(200); // 8.1 s
    expect(count()).toBe(3);
    expect(screen.getByText(/POST \/api\/login 401/)).toBeTruthy();
  });

  it("pauses while typing, re-queries 600 ms after the last keystroke, then resumes every 4 s", async () => {
    const { calls, count } = await renderLogs();
    await advance(3000); // 3.0 s: the next tick would be at 4.0 s
    expect(count()).toBe(1);
    typeInto("Contains", "l");
    expect(screen.getByText("Paused while you type")).toBeTruthy();
    await advance(400); // 3.4 s: another keystroke restarts the 600 ms
    typeInto("Contains", "lo");
    await advance(400); // 3.8 s
    typeInto("Contains", "login");
    await advance(590); // 4.39 s: 590 ms after the last keystroke; the 4 s tick did not run
    expect(count()).toBe(1);
    await advance(20); // 4.41 s: 610 ms after it
    expect(count()).toBe(2);
    expect(queryOf(callsTo(calls, logsPath)[1])).toEqual({ lines: "200", contains: "login" });
    expect(screen.getByText("Live · refreshing every 4 s")).toBeTruthy();

    // Live again, counted from the re-query at 4.4 s: the next run is at 8.4 s.
    await advance(3980); // 8.39 s
    expect(count()).toBe(2);
    await advance(20); // 8.41 s
    expect(count()).toBe(3);
    expect(queryOf(callsTo(calls, logsPath)[2])).toEqual({ lines: "200", contains: "login" });
  });

  it("stays paused for as long as the typing goes on, even past 4 s", async () => {
    const { calls, count } = await renderLogs();
    await advance(3000);
    // A keystroke every 500 ms from 3.0 s to 8.0 s: without the pause, ticks would fall at 7 s or so.
    for (let keystroke = 1; keystroke <= 11; keystroke++) {
      typeInto("Contains", "x".repeat(keystroke));
      if (keystroke < 11) await advance(500);
    }
    await advance(590); // 8.59 s
    expect(count()).toBe(1);
    await advance(20); // 8.61 s
    expect(count()).toBe(2);
    expect(queryOf(callsTo(calls, logsPath)[1])).toEqual({ lines: "200", contains: "x".repeat(11) });
  });

  it("sends the method and status filters, and a new line count at once", async () => {
    const { calls, count } = await renderLogs();
    typeInto("Status", "404");
    await advance(610);
    expect(queryOf(callsTo(calls, logsPath).at(-1))).toEqual({ lines: "200", status: "404" });
    const before = count();
    fireEvent.change(screen.getByRole("combobox", { name: "Method" }), { target: { value: "POST" } });
    await advance(0);
    expect(count()).toBe(before + 1);
    expect(queryOf(callsTo(calls, logsPath).at(-1))).toEqual({ lines: "200", status: "404", method: "POST" });
    fireEvent.change(screen.getByRole("combobox", { name: "Lines" }), { target: { value: "500" } });
    await advance(0);
    expect(queryOf(callsTo(calls, logsPath).at(-1))).toEqual({ lines: "500", status: "404", method: "POST" });
  });

  it("stops refreshing on 'Pause live' and starts again on 'Resume live'", async () => {
    const { count } = await renderLogs();
    fireEvent.click(screen.getByRole("button", { name: "Pause live" }));
    expect(screen.getByText("Paused")).toBeTruthy();
    await advance(12_000);
    expect(count()).toBe(1);
    // Typing while paused still runs the query once, but does not turn live back on.
    typeInto("Contains", "x");
    await advance(610);
    expect(count()).toBe(2);
    await advance(8000);
    expect(count()).toBe(2);
    fireEvent.click(screen.getByRole("button", { name: "Resume live" }));
    await advance(3900);
    expect(count()).toBe(2);
    await advance(200);
    expect(count()).toBe(3);
  });

  it("says 'Failed to fetch logs' when the logs cannot be loaded", async () => {
    vi.useFakeTimers();
    answerFetch({ ...adminReads, "GET /api/admin/logs": { status: 500, body: {} } });
    renderInApp(<LogsTab />);
    await advance(0);
    expect(screen.getByText("Failed to fetch logs")).toBeTruthy();
  });

  it("adds the server's reason when it refuses a filter", async () => {
    vi.useFakeTimers();
    const reason = "status must be a status code such as 404 or a class such as 5xx.";
    answerFetch({
      ...adminReads,
      "GET /api/admin/logs": ({ path }) =>
        queryOf({ path, method: "GET" }).status === "40"
          ? { status: 400, body: { msg: reason } }
          : (adminReads["GET /api/admin/logs"] as { body: unknown }),
    });
    renderInApp(<LogsTab />);
    await advance(0);
    typeInto("Status", "40");
    await advance(600);
    // The refusal is shown once its answer has arrived.
    const alert = await vi.waitFor(() => screen.getByRole("alert"));
    expect(alert.textContent).toContain("Failed to fetch logs");
    expect(alert.textContent).toContain(reason);
    typeInto("Status", "404");
    await advance(600);
    await vi.waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
  });
});

describe("the Errors tab", () => {
  it("shows the error lines and filters them by text, 600 ms after typing", async () => {
    vi.useFakeTimers();
    const calls = answerFetch(adminReads);
    renderInApp(<ErrorsTab />);
    await advance(0);
    expect(screen.getByText("TypeError: boom at handler")).toBeTruthy();
    expect(queryOf(callsTo(calls, "/api/admin/errors")[0])).toEqual({ lines: "200" });
    // It does not refresh by itself.
    await advance(10_000);
    expect(callsTo(calls, "/api/admin/errors")).toHaveLength(1);
    typeInto("Contains", "boom");
    await advance(590);
    expect(callsTo(calls, "/api/admin/errors")).toHaveLength(1);
    await advance(20);
    expect(queryOf(callsTo(calls, "/api/admin/errors")[1])).toEqual({ lines: "200", contains: "boom" });
    fireEvent.change(screen.getByRole("combobox", { name: "Lines" }), { target: { value: "50" } });
    await advance(0);
    expect(queryOf(callsTo(calls, "/api/admin/errors")[2])).toEqual({ lines: "50", contains: "boom" });
  });

  it("says 'Failed to fetch errors' when the errors cannot be loaded", async () => {
    await openAdmin("/admin?tab=errors", { "GET /api/admin/errors": "network-error" });
    expect(await screen.findByText("Failed to fetch errors")).toBeTruthy();
  });

  it("shows its lines under StrictMode, as the app runs (effects mounted twice)", async () => {
    answerFetch(adminReads);
    renderApp("/admin?tab=logs", { strict: true });
    expect(await screen.findByText(/POST \/api\/login 401/)).toBeTruthy();
  });

  it("is reached from the tab list", async () => {
    await openAdmin("/admin");
    await userEvent.setup().click(screen.getByRole("tab", { name: "Errors" }));
    expect(await screen.findByText("TypeError: boom at handler")).toBeTruthy();
  });
});
