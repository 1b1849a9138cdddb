import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { languageStorageKey } from "../../web/i18n/language-choice";
import { openSignUps } from "./support/answers";
import { answerFetch, renderApp } from "./support/render";

const guest = { "/api/auth/me": { body: { authenticated: false } } };

/** The config block the worker embeds, naming the showcase profile. */
function preloadShowcase(username: string) {
  const config = document.createElement("script");
  config.type = "application/json";
  config.id = "ln-config";
  config.textContent = JSON.stringify({
    invitesRequired: false,
    registrationClosed: false,
    operator: { name: "Op", email: "op@example.com", address: "x" },
    showcaseUsername: username,
  });
  document.head.append(config);
}

describe("the home page", () => {
  it("offers a guest the claim field, and Log in / Sign up in the header", async () => {
    answerFetch(guest);
    renderApp("/");
    expect(screen.getByRole("heading", { level: 1, name: "LinkNest" })).toBeTruthy();
    expect(screen.getByText(/One clean, fast page/)).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Claim your name" })).toBeTruthy();
    const header = screen.getByRole("navigation", { name: "Account" });
    expect(header.querySelector('a[href="/login"]')?.textContent).toBe("Log in");
    expect(header.querySelector('a[href="/signup"]')?.textContent).toBe("Sign up");
    expect(screen.queryByRole("link", { name: "Go to dashboard" })).toBeNull();
  });

  it("offers 'Go to dashboard' and 'My public page' to a logged-in user, and no Admin link to a member", async () => {
    answerFetch({ "/api/auth/me": { body: { authenticated: true, username: "ada", impersonating: false } } });
    renderApp("/");
    expect((await screen.findByRole("link", { name: "Go to dashboard" })).getAttribute("href")).toBe("/dashboard");
    expect(screen.getByRole("link", { name: "My public page" }).getAttribute("href")).toBe("/ada");
    expect(screen.queryByRole("textbox", { name: "Claim your name" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Log in" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Admin" })).toBeNull();
  });

  it("shows an admin the Admin link in the header", async () => {
    answerFetch({
      "/api/auth/me": { body: { authenticated: true, username: "root", impersonating: false, isAdmin: true } },
    });
    renderApp("/");
    expect((await screen.findByRole("link", { name: "Admin" })).getAttribute("href")).toBe("/admin");
  });

  it("switches to the guest view when the session check says the stored user is gone", async () => {
    localStorage.setItem("ln_auth", JSON.stringify({ username: "ada" }));
    answerFetch(guest);
    renderApp("/");
    // Restored from storage first ...
    expect(screen.getByRole("link", { name: "Go to dashboard" })).toBeTruthy();
    // ... then the session check overrides it.
    expect(await screen.findByRole("textbox", { name: "Claim your name" })).toBeTruthy();
    expect(localStorage.getItem("ln_auth")).toBeNull();
  });

  it("keeps a name typed into the prerendered field before the app started, and checks it", async () => {
    answerFetch({
      ...guest,
      ...openSignUps,
      "/api/username-available?username=Demo": { body: { available: false, msg: "This username is already taken." } },
    });
    // The prerendered page's field, typed into while the app's code was on its way.
    const prerendered = document.createElement("input");
    prerendered.id = "claim-username";
    prerendered.value = "Demo";
    document.body.append(prerendered);
    renderApp("/");
    prerendered.remove();
    const field = screen.getByRole("textbox", { name: "Claim your name" }) as HTMLInputElement;
    expect(field.value).toBe("Demo");
    expect(await screen.findByText("This username is already taken.")).toBeTruthy();
  });

  it("checks the name as it is typed, shows the answer, and carries the name to /signup", async () => {
    const calls = answerFetch({
      ...guest,
      ...openSignUps,
      "/api/username-available?username=taken_name": {
        body: { available: false, msg: "This username is already taken." },
      },
      "/api/username-available?username=free_name": { body: { available: true } },
    });
    const { router } = renderApp("/");
    const user = userEvent.setup();
    const field = screen.getByRole("textbox", { name: "Claim your name" });
    await user.type(field, "taken_name");
    expect(await screen.findByText("This username is already taken.")).toBeTruthy();
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("button", { name: "Claim it" }).hasAttribute("disabled")).toBe(true);

    // Enter on a name signup would refuse goes nowhere: the field keeps the focus and says why.
    await user.type(field, "{Enter}");
    expect(router.state.location.pathname).toBe("/");
    expect(document.activeElement).toBe(field);

    await user.clear(field);
    await user.type(field, "free_name");
    expect(await screen.findByText("It's yours to claim.")).toBeTruthy();
    // Only the pause after typing asks: no check for every partial name.
    const checks = calls.filter((call) => call.path.startsWith("/api/username-available"));
    expect(checks.map((call) => call.path)).toEqual([
      "/api/username-available?username=taken_name",
      "/api/username-available?username=free_name",
    ]);
    await user.click(screen.getByRole("button", { name: "Claim it" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/signup"));
    expect(router.state.location.search).toBe("?username=free_name");
    expect(((await screen.findByLabelText("Username")) as HTMLInputElement).value).toBe("free_name");
  });

  it("shows the showcase profile live from the API", async () => {
    preloadShowcase("demo");
    answerFetch({
      ...guest,
      "/api/user/demo": {
        body: {
          username: "demo",
          avatar: null,
          bio: "Hello from the demo",
          links: [
            { kind: "link", title: "My blog", url: "https://example.com/blog", featured: false, sensitive: false },
          ],
          isPro: false,
          showBranding: true,
          referralCode: "R",
        },
      },
    });
    renderApp("/");
    expect(await screen.findByText("Hello from the demo")).toBeTruthy();
    expect(screen.getByRole("link", { name: "My blog" }).getAttribute("href")).toBe("https://example.com/blog");
    expect(screen.getByRole("link", { name: "see @demo" }).getAttribute("href")).toBe("/demo");
    await act(async () => {});
  });
});

describe("the home page's showcase", () => {
  const demo = {
    username: "demo",
    avatar: null,
    bio: "Hello from the demo",
    links: [
      { kind: "link", title: "My blog", url: "https://example.com/blog", featured: false, sensitive: false },
      { kind: "link", title: "After dark", url: "https://example.com/late", featured: false, sensitive: true },
    ],
    theme: { preset: "nightfall", accent: null },
    socials: [],
    isPro: false,
    showBranding: true,
    referralCode: "R",
    sensitive: false,
  };

  it("leaves out a link marked sensitive", async () => {
    preloadShowcase("demo");
    answerFetch({ ...guest, "/api/user/demo": { body: demo } });
    renderApp("/");
    expect(await screen.findByRole("link", { name: "My blog" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "After dark" })).toBeNull();
    await act(async () => {});
  });

  it("never shows a page marked sensitive: the sample stands in", async () => {
    preloadShowcase("demo");
    answerFetch({ ...guest, "/api/user/demo": { body: { ...demo, sensitive: true } } });
    renderApp("/");
    // The sample's own bio: the showcase has settled on the sample, not merely still loading.
    expect(await screen.findByText("Everything I make, in one place.")).toBeTruthy();
    expect(screen.getByText("What your page could look like.")).toBeTruthy();
    expect(screen.queryByText("Hello from the demo")).toBeNull();
    expect(screen.queryByRole("link", { name: "see @demo" })).toBeNull();
    await act(async () => {});
  });
});

describe("the home page's showcase in German", () => {
  it("captions the live page and names its link in German", async () => {
    localStorage.setItem(languageStorageKey, "de");
    preloadShowcase("demo");
    answerFetch({
      ...guest,
      "/api/user/demo": { body: { username: "demo", avatar: null, bio: "Hallo", links: [], sensitive: false } },
    });
    renderApp("/");
    const link = await screen.findByRole("link", { name: "@demo ansehen" });
    expect(link.getAttribute("href")).toBe("/demo");
    expect(link.parentElement?.textContent).toBe("Eine echte LinkNest-Seite, live: @demo ansehen");
    await act(async () => {});
  });

  it("draws the sample page in German, with its caption", async () => {
    localStorage.setItem(languageStorageKey, "de");
    preloadShowcase("");
    answerFetch(guest);
    renderApp("/");
    expect(await screen.findByText("So könnte deine Seite aussehen.")).toBeTruthy();
    expect(screen.getByText("Alles, was ich mache, an einem Ort.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Mein Portfolio" })).toBeTruthy();
    await act(async () => {});
  });
});
