import { act, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useAuth } from "../../web/auth/AuthProvider";
import { answerFetch, renderInApp } from "./support/render";

let auth: ReturnType<typeof useAuth>;

function Probe() {
  auth = useAuth();
  return (
    <p data-testid="probe">
      user={auth.user?.username ?? "none"} ready={String(auth.ready)}
    </p>
  );
}

function renderProbe() {
  renderInApp(<Probe />);
  return () => screen.getByTestId("probe").textContent;
}

const stored = () => localStorage.getItem("ln_auth");

describe("auth state (docs/product.md: Screens)", () => {
  it("restores the user from ln_auth before the session check answers", () => {
    localStorage.setItem("ln_auth", JSON.stringify({ username: "ada" }));
    answerFetch({ "/api/auth/me": () => new Promise(() => {}) });
    const probe = renderProbe();
    expect(probe()).toBe("user=ada ready=false");
  });

  it("lets the session check override the stored user and write the new one", async () => {
    localStorage.setItem("ln_auth", JSON.stringify({ username: "ada" }));
    answerFetch({ "/api/auth/me": { body: { authenticated: true, username: "grace", impersonating: false } } });
    const probe = renderProbe();
    await waitFor(() => expect(probe()).toBe("user=grace ready=true"));
    expect(JSON.parse(stored() ?? "null")).toEqual({ username: "grace" });
  });

  it("clears the stored user when the session check says not authenticated", async () => {
    localStorage.setItem("ln_auth", JSON.stringify({ username: "ada" }));
    answerFetch({ "/api/auth/me": { body: { authenticated: false } } });
    const probe = renderProbe();
    await waitFor(() => expect(probe()).toBe("user=none ready=true"));
    expect(stored()).toBeNull();
  });

  it("turns ready true and treats the user as logged out when the session check fails", async () => {
    localStorage.setItem("ln_auth", JSON.stringify({ username: "ada" }));
    answerFetch({ "/api/auth/me": "network-error" });
    const probe = renderProbe();
    await waitFor(() => expect(probe()).toBe("user=none ready=true"));
    expect(stored()).toBeNull();
  });

  it("turns ready true after a server error from the session check", async () => {
    answerFetch({ "/api/auth/me": { status: 500, body: { msg: "boom" } } });
    const probe = renderProbe();
    await waitFor(() => expect(probe()).toBe("user=none ready=true"));
  });

  it("ignores a stored value without a username", () => {
    localStorage.setItem("ln_auth", JSON.stringify({ email: "ada@example.com" }));
    answerFetch({ "/api/auth/me": () => new Promise(() => {}) });
    const probe = renderProbe();
    expect(probe()).toBe("user=none ready=false");
  });

  it("writes a user with a username to storage and removes it when set to none", async () => {
    answerFetch({ "/api/auth/me": { body: { authenticated: false } } });
    const probe = renderProbe();
    await waitFor(() => expect(probe()).toContain("ready=true"));
    act(() => auth.setUser({ username: "linus" }));
    expect(JSON.parse(stored() ?? "null")).toEqual({ username: "linus" });
    await waitFor(() => expect(probe()).toBe("user=linus ready=true"));
    act(() => auth.setUser(null));
    expect(stored()).toBeNull();
    await waitFor(() => expect(probe()).toBe("user=none ready=true"));
  });

  it("clears the user locally on logout even when the logout call fails", async () => {
    const calls = answerFetch({
      "/api/auth/me": { body: { authenticated: true, username: "ada", impersonating: false } },
      "/api/logout": "network-error",
    });
    const probe = renderProbe();
    await waitFor(() => expect(probe()).toBe("user=ada ready=true"));
    await act(() => auth.logout());
    await waitFor(() => expect(probe()).toBe("user=none ready=true"));
    expect(stored()).toBeNull();
    expect(calls.some((call) => call.path === "/api/logout" && call.method === "POST")).toBe(true);
  });
});
