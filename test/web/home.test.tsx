import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { answerFetch, renderApp } from "./support/render";

describe("the home page", () => {
  it("offers 'Get started' and 'Log in' to a logged-out visitor", async () => {
    answerFetch({ "/api/auth/me": { body: { authenticated: false } } });
    renderApp("/");
    expect(screen.getByRole("heading", { level: 1, name: "LinkNest" })).toBeTruthy();
    expect(screen.getByText(/One clean, fast page/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Get started" }).getAttribute("href")).toBe("/signup");
    expect(screen.getByRole("link", { name: "Log in" }).getAttribute("href")).toBe("/login");
    expect(screen.queryByRole("link", { name: "Go to dashboard" })).toBeNull();
  });

  it("offers 'Go to dashboard' and 'My public page' to a logged-in user", async () => {
    answerFetch({ "/api/auth/me": { body: { authenticated: true, username: "ada", impersonating: false } } });
    renderApp("/");
    expect((await screen.findByRole("link", { name: "Go to dashboard" })).getAttribute("href")).toBe("/dashboard");
    expect(screen.getByRole("link", { name: "My public page" }).getAttribute("href")).toBe("/ada");
    expect(screen.queryByRole("link", { name: "Get started" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Log in" })).toBeNull();
  });

  it("switches to the logged-out buttons when the session check says the stored user is gone", async () => {
    localStorage.setItem("ln_auth", JSON.stringify({ username: "ada" }));
    answerFetch({ "/api/auth/me": { body: { authenticated: false } } });
    renderApp("/");
    // Restored from storage first ...
    expect(screen.getByRole("link", { name: "Go to dashboard" })).toBeTruthy();
    // ... then the session check overrides it.
    expect(await screen.findByRole("link", { name: "Get started" })).toBeTruthy();
    expect(localStorage.getItem("ln_auth")).toBeNull();
  });
});
