// The dashboard while the profile loads and when it cannot be loaded (the messages in contract/ (Profile load (editor))).
import { act, screen, waitFor, within } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { messages } from "#contract/messages";
import { ProfileBody } from "#contract/page/ProfileBody.tsx";
import type { ScreenPath } from "#contract/screens";
import { draftFromProfile } from "../../web/pages/dashboard/editor/draft";
import { previewProfile } from "../../web/pages/dashboard/preview/draft-preview";
import { dashboardReads, openDashboard, profile, setupUser, signedIn } from "./support/dashboard-fixtures";
import { answerFetch, renderApp } from "./support/render";

describe("loading the profile on the dashboard", () => {
  it("shows 'Loading profile…' until the profile arrives, then the editor's cards", async () => {
    let answer: (value: { body: unknown }) => void = () => {};
    answerFetch({
      ...dashboardReads,
      "GET /api/pages/ada-id/profile": () => new Promise((resolve) => (answer = resolve)),
    });
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
      ...dashboardReads,
      "GET /api/pages/ada-id/profile": () => {
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
      ...dashboardReads,
      "GET /api/pages/ada-id/profile": () => {
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
    answerFetch({ ...dashboardReads, "GET /api/pages/ada-id/profile": "network-error" });
    renderApp("/dashboard");
    expect((await screen.findByRole("alert")).textContent).toContain("Network error loading profile");
    expect(screen.queryByText("Failed to load profile")).toBeNull();
  });

  it("re-checks the session on a 401, which sends a signed-out user to /login", async () => {
    let sessionChecks = 0;
    answerFetch({
      ...dashboardReads,
      "/api/auth/me": () => {
        sessionChecks += 1;
        return { body: sessionChecks === 1 ? signedIn["/api/auth/me"].body : { authenticated: false } };
      },
      "GET /api/pages/ada-id/profile": { status: 401, body: { msg: messages.notSignedIn } },
    });
    const { router } = renderApp("/dashboard");
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
  });

  it("shows the referral link and the referral count in Settings", async () => {
    await openDashboard({}, undefined, { at: "/dashboard/settings" });
    expect(screen.getByText(`${window.location.origin}/signup?ref=ADA123`)).toBeTruthy();
    expect(screen.getByText("Referrals: 3")).toBeTruthy();
  });
});

describe("each section of the dashboard after the profile", () => {
  // Each section's cards in page order (a section shows only its own), and the first that waits for the profile.
  const sections: [ScreenPath, string[], string][] = [
    ["/dashboard", ["Get your page ready", "Avatar", "Profile", "Links", "Subscription", "Delete account"], "Avatar"],
    ["/dashboard/design", ["Theme", "Social icons", "Search and sharing", "QR code"], "Theme"],
    ["/dashboard/audience", ["Audience"], "Audience"],
    ["/dashboard/analytics", ["Analytics"], "Analytics"],
    ["/dashboard/earn", ["Stripe account", "Tips"], "Stripe account"],
    [
      "/dashboard/settings",
      ["Custom domain", "Security", "API tokens", "Your data", "Referrals", "Delete account"],
      "Referrals",
    ],
  ];

  it.each(sections)(
    "%s has all its cards in the render that shows the profile, in page order",
    async (path, headings, waitsForProfile) => {
      answerFetch({ ...dashboardReads, "GET /api/pages/ada-id/profile": { body: profile } });
      renderApp(path);
      await screen.findByRole("heading", { name: waitsForProfile, level: 2 });
      // The same render: no card waits for a scroll, a key or a later task.
      const found = headings.map((name) => screen.getByRole("heading", { name, level: 2 }));
      for (const [index, heading] of found.entries()) {
        const next = found[index + 1];
        if (next)
          expect(
            heading.compareDocumentPosition(next) & Node.DOCUMENT_POSITION_FOLLOWING,
            headings[index],
          ).toBeTruthy();
      }
      const shown = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
      expect(shown).toEqual(headings);
      expect(document.querySelectorAll(".skeleton-card")).toHaveLength(0);
    },
  );

  it("each section has its own heading and title, and the navigation marks it as the current one", async () => {
    answerFetch({ ...dashboardReads, "GET /api/pages/ada-id/profile": { body: profile } });
    const { router } = renderApp("/dashboard");
    await screen.findByRole("heading", { name: "Links", level: 2 });
    const nav = screen.getByRole("navigation", { name: "Dashboard" });
    for (const [path, title] of [
      ["/dashboard", "Dashboard"],
      ["/dashboard/design", "Design"],
      ["/dashboard/audience", "Audience"],
      ["/dashboard/analytics", "Analytics"],
      ["/dashboard/earn", "Earn"],
      ["/dashboard/settings", "Settings"],
    ] as const) {
      await act(() => router.navigate(path));
      expect(await screen.findByRole("heading", { name: title, level: 1 })).toBeTruthy();
      await waitFor(() => expect(document.title).toBe(`${title} · LinkNest`));
      const current = within(nav)
        .getAllByRole("link")
        .filter((link) => link.getAttribute("aria-current") === "page");
      expect(current.map((link) => link.getAttribute("href"))).toEqual([path]);
    }
  });

  it("/dashboard holds the places of the profile's cards with outlines while it loads", async () => {
    answerFetch({ ...dashboardReads, "GET /api/pages/ada-id/profile": () => new Promise(() => {}) });
    renderApp("/dashboard");
    expect(await screen.findByText("Loading profile…")).toBeTruthy();
    expect(document.querySelectorAll(".skeleton-card")).toHaveLength(3);
    expect(document.querySelector(".skeleton-card--links")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Links" })).toBeNull();
    // What needs no profile is there already, and the section's heading.
    expect(screen.getByRole("heading", { name: "Dashboard", level: 1 })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Subscription" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Delete account" })).toBeTruthy();
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

  it("heads the page with the draft's display name, reading in its own direction", () => {
    const saved = { ...profile, displayName: "Ada" };
    const draft = { ...draftFromProfile(saved), displayName: "שירה כהן" };
    const page = renderToStaticMarkup(<ProfileBody profile={previewProfile(draft, saved, Date.now())} avatar={null} />);
    expect(page).toContain('<h1 dir="auto">שירה כהן</h1><p class="handle">@ada</p>');
  });

  it("stands beside the editor at once on a wide screen", async () => {
    happyDOM.setViewport({ width: 1280 });
    await openDashboard();
    expect(await screen.findByTitle("Preview of your page")).toBeTruthy();
  });
});
