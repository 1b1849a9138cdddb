// The dashboard while the profile loads and when it cannot be loaded (the messages in contract/ (Profile load (editor))).
import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { messages } from "#contract/messages";
import { openDashboard, profile, securityAnswers, setupUser, signedIn } from "./support/dashboard-fixtures";
import { answerFetch, renderApp } from "./support/render";

describe("loading the profile on the dashboard", () => {
  it("shows 'Loading profile…' until the profile arrives, then the editor's cards", async () => {
    let answer: (value: { body: unknown }) => void = () => {};
    answerFetch({ ...signedIn, "GET /api/profile": () => new Promise((resolve) => (answer = resolve)) });
    renderApp("/dashboard");
    expect(await screen.findByText("Loading profile…")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Links" })).toBeNull();
    answer({ body: profile });
    expect(await screen.findByRole("heading", { name: "Links" })).toBeTruthy();
    expect(screen.queryByText("Loading profile…")).toBeNull();
    expect((screen.getByLabelText("Username") as HTMLInputElement).value).toBe("ada");
    expect((screen.getByLabelText("Bio") as HTMLTextAreaElement).value).toBe("Hello there");
    // The account's own actions do not wait for the profile.
    expect(screen.getByRole("button", { name: "Delete account" })).toBeTruthy();
  });

  it("loads once per answer under StrictMode (the first, aborted call is ignored)", async () => {
    let answered = 0;
    answerFetch({
      ...signedIn,
      "GET /api/profile": () => {
        answered += 1;
        return { body: { ...profile, bio: `answer ${answered}` } };
      },
    });
    renderApp("/dashboard", { strict: true });
    await screen.findByRole("heading", { name: "Links" });
    expect((screen.getByLabelText("Bio") as HTMLTextAreaElement).value).toBe(`answer ${answered}`);
    expect(screen.getAllByRole("heading", { name: "Links" })).toHaveLength(1);
  });

  it("shows 'Failed to load profile' when the server answers with an error, and retries", async () => {
    let attempts = 0;
    answerFetch({
      ...signedIn,
      "GET /api/profile": () => {
        attempts += 1;
        return attempts === 1 ? { status: 500, body: { msg: "boom" } } : { body: profile };
      },
    });
    renderApp("/dashboard");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Failed to load profile");
    expect(screen.queryByRole("heading", { name: "Links" })).toBeNull();
    await setupUser().click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Links" })).toBeTruthy();
    expect(attempts).toBe(2);
  });

  it("shows 'Network error loading profile' when the server cannot be reached", async () => {
    answerFetch({ ...signedIn, "GET /api/profile": "network-error" });
    renderApp("/dashboard");
    expect((await screen.findByRole("alert")).textContent).toContain("Network error loading profile");
    expect(screen.queryByText("Failed to load profile")).toBeNull();
  });

  it("re-checks the session on a 401, which sends a signed-out user to /login", async () => {
    let sessionChecks = 0;
    answerFetch({
      "/api/auth/me": () => {
        sessionChecks += 1;
        return { body: sessionChecks === 1 ? signedIn["/api/auth/me"].body : { authenticated: false } };
      },
      "GET /api/profile": { status: 401, body: { msg: messages.notSignedIn } },
    });
    const { router } = renderApp("/dashboard");
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
  });

  it("shows the referral link and the referral count", async () => {
    await openDashboard();
    expect((screen.getByLabelText("Referral link") as HTMLInputElement).value).toBe(
      `${window.location.origin}/signup?ref=ADA123`,
    );
    expect(screen.getByText("Referrals: 3")).toBeTruthy();
  });
});

describe("the dashboard's cards after the profile", () => {
  const outlines = () => document.querySelectorAll(".skeleton-card--next");

  it("appear a task apart, in page order, with the next card's outline holding its place until the last comes", async () => {
    answerFetch({ ...signedIn, ...securityAnswers, "GET /api/profile": { body: profile } });
    renderApp("/dashboard");
    await screen.findByLabelText("Bio");
    // The render that showed the profile showed nothing after it: each part waits for a task.
    expect(screen.queryByRole("complementary", { name: "Live preview" })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Links" })).toBeNull();
    const links = await screen.findByRole("heading", { name: "Links" });
    expect(screen.getByRole("complementary", { name: "Live preview" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Security" })).toBeNull();
    expect(outlines()).toHaveLength(1);
    const security = await screen.findByRole("heading", { name: "Security" });
    const order = links.compareDocumentPosition(security);
    expect(order & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(outlines()).toHaveLength(0);
  });

  describe("far below the viewport", () => {
    let outlineTop = 0;
    const box = (top: number) => ({ top, bottom: top + 320, left: 0, right: 0, width: 0, height: 320, x: 0, y: top });
    beforeEach(() => {
      // happy-dom lays nothing out: the next card's outline is put where a long page would put it.
      outlineTop = window.innerHeight * 3;
      const measured = Element.prototype.getBoundingClientRect;
      vi.spyOn(Element.prototype, "getBoundingClientRect").mockImplementation(function (this: Element) {
        return this.classList.contains("skeleton-card--next") ? (box(outlineTop) as DOMRect) : measured.call(this);
      });
    });
    afterEach(() => vi.restoreAllMocks());

    async function pausedBeforeTheLinks() {
      answerFetch({ ...signedIn, ...securityAnswers, "GET /api/profile": { body: profile } });
      renderApp("/dashboard");
      await screen.findByLabelText("Bio");
      // The preview, which stands beside the cards, comes first; the links card waits below.
      expect(await screen.findByRole("complementary", { name: "Live preview" })).toBeTruthy();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole("heading", { name: "Links" })).toBeNull();
      expect(outlines()).toHaveLength(1);
    }

    it("wait until the owner scrolls towards them", async () => {
      await pausedBeforeTheLinks();
      window.dispatchEvent(new Event("scroll"));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole("heading", { name: "Links" })).toBeNull();
      outlineTop = window.innerHeight;
      window.dispatchEvent(new Event("scroll"));
      expect(await screen.findByRole("heading", { name: "Links" })).toBeTruthy();
    });

    it.each([
      ["presses a key (a keyboard user, a search of the page)", () => new KeyboardEvent("keydown", { key: "Tab" })],
      ["touches or clicks", () => new Event("pointerdown")],
      ["edits a field (a paste, an autofill)", () => new Event("input")],
    ])("all come once the owner %s", async (_, event) => {
      await pausedBeforeTheLinks();
      screen.getByLabelText("Bio").dispatchEvent(event());
      expect(await screen.findByRole("heading", { name: "Security" }, { timeout: 5_000 })).toBeTruthy();
      expect(screen.getByRole("heading", { name: "Links" })).toBeTruthy();
      expect(outlines()).toHaveLength(0);
    });
  });
});

describe("the live preview", () => {
  const happyDOM = (window as unknown as { happyDOM: { setViewport(size: { width: number }): void } }).happyDOM;
  afterEach(() => happyDOM.setViewport({ width: 1024 }));
  const frame = () => screen.queryByTitle("Preview of your page");

  it("is not built on a narrow screen until the owner opens it", async () => {
    happyDOM.setViewport({ width: 400 });
    await openDashboard();
    expect(frame()).toBeNull();
    await setupUser().click(screen.getByRole("button", { name: "Preview" }));
    expect(await screen.findByTitle("Preview of your page")).toBeTruthy();
  });

  it("stands beside the editor at once on a wide screen", async () => {
    happyDOM.setViewport({ width: 1280 });
    await openDashboard();
    expect(await screen.findByTitle("Preview of your page")).toBeTruthy();
  });
});
