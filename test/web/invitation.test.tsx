// The invitation screen, /invitation?token=… (docs/decisions/065): signed in, "Accept invitation" joins
// the page and opens its dashboard with a toast, and each refusal is said with what to do; signed out,
// it explains, offers Log in and Sign up and keeps the token, which the dashboard later sends the person
// back to, once.
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type AcceptedInvitation, pageMessages } from "#contract/pages";
import { keptInvitationKey } from "../../web/pages/invitation/kept-invitation";
import { signedOut } from "./support/answers";
import { dashboardReads, setupUser } from "./support/dashboard-fixtures";
import { type Answers, answerFetch, renderApp, toastRegion } from "./support/render";

const joined: AcceptedInvitation = { pageId: "p-ana", username: "ana-shop", role: "editor" };

function openInvitation(answers: Answers, path = "/invitation?token=tok-123") {
  const calls = answerFetch({ ...dashboardReads, ...answers });
  return { ...renderApp(path), calls };
}

/** The invitation's card: the header has its own Log in and Sign up. */
async function invitationCard(): Promise<HTMLElement> {
  const heading = await screen.findByRole("heading", { name: "Invitation", level: 1 });
  return heading.closest(".auth-card") as HTMLElement;
}

const acceptCalls = (calls: ReturnType<typeof answerFetch>) =>
  calls.filter((call) => call.path === "/api/invitations/accept");

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the invitation screen, signed in", () => {
  it("accepts with a press and opens the page's dashboard with a toast", async () => {
    const { calls, router } = openInvitation({ "POST /api/invitations/accept": { body: joined } });
    const user = setupUser();
    expect(await screen.findByRole("heading", { name: "Invitation", level: 1 })).toBeTruthy();
    expect(await screen.findByText("You're signed in as ada. Accept to see the page in your dashboard.")).toBeTruthy();
    // Opening the link accepts nothing: a mail scanner follows links too.
    expect(acceptCalls(calls)).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Accept invitation" }));
    expect(await within(toastRegion()).findByText("You joined the page ana-shop as an editor.")).toBeTruthy();
    expect(acceptCalls(calls).map((call) => call.body)).toEqual([{ token: "tok-123" }]);
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    expect(router.state.location.search).toBe("?page=p-ana");
  });

  it.each([
    [
      pageMessages.invitationExpired,
      410,
      "This invitation has expired. Ask the page's owner to invite you again.",
      "Go to dashboard",
    ],
    [
      pageMessages.invitationInvalid,
      404,
      "This invitation link is invalid or has already been used. If you haven't joined the page yet, ask its owner to invite you again.",
      "Go to dashboard",
    ],
    [
      pageMessages.invitationUnverified,
      403,
      "Verify your email address before accepting an invitation: open the link in the email we sent you when you signed up, then come back here.",
      "Accept invitation",
    ],
  ])("says %j plainly, with what to do next", async (msg, status, said, action) => {
    openInvitation({ "POST /api/invitations/accept": { status, body: { msg } } });
    const user = setupUser();
    await user.click(await screen.findByRole("button", { name: "Accept invitation" }));
    expect((await screen.findByRole("alert")).textContent).toBe(said);
    expect(screen.getByRole(action === "Go to dashboard" ? "link" : "button", { name: action })).toBeTruthy();
  });

  it("offers to sign out when the invitation went to another address, and keeps it for the next sign-in", async () => {
    let signedIn = true;
    const { calls } = openInvitation({
      "/api/auth/me": () => (signedIn ? dashboardReads["/api/auth/me"] : signedOut["/api/auth/me"]) as never,
      "POST /api/invitations/accept": { status: 403, body: { msg: pageMessages.invitationOtherEmail } },
      "POST /api/logout": () => {
        signedIn = false;
        return { body: { msg: "Logged out" } };
      },
    });
    const user = setupUser();
    await user.click(await screen.findByRole("button", { name: "Accept invitation" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This invitation was sent to another email address. Sign out, then sign in with that address to accept it.",
    );
    await user.click(screen.getByRole("button", { name: "Sign out" }));
    expect(await within(await invitationCard()).findByRole("link", { name: "Log in" })).toBeTruthy();
    expect(calls.some((call) => call.path === "/api/logout")).toBe(true);
    expect(localStorage.getItem(keptInvitationKey)).toBe("tok-123");
  });

  it("says what a failed request says, and lets the person try again", async () => {
    let tries = 0;
    openInvitation({
      "POST /api/invitations/accept": () => (++tries === 1 ? "network-error" : { body: joined }),
    });
    const user = setupUser();
    await user.click(await screen.findByRole("button", { name: "Accept invitation" }));
    expect((await screen.findByRole("alert")).textContent).toMatch(/network/i);
    await user.click(screen.getByRole("button", { name: "Accept invitation" }));
    expect(await within(toastRegion()).findByText("You joined the page ana-shop as an editor.")).toBeTruthy();
  });

  it("says an address without a token holds no invitation", async () => {
    openInvitation({}, "/invitation");
    expect(
      await screen.findByText("This address holds no invitation. Open the link from the invitation email again."),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Accept invitation" })).toBeNull();
  });
});

describe("the invitation screen, signed out", () => {
  it("explains, offers Log in and Sign up, and keeps the token", async () => {
    const { calls } = openInvitation(signedOut);
    expect(await screen.findByText(/^Log in with the email address the invitation was sent to/)).toBeTruthy();
    const card = await invitationCard();
    expect(within(card).getByRole("link", { name: "Log in" }).getAttribute("href")).toBe("/login");
    expect(within(card).getByRole("link", { name: "Sign up" }).getAttribute("href")).toBe("/signup");
    expect(screen.queryByRole("button", { name: "Accept invitation" })).toBeNull();
    await waitFor(() => expect(localStorage.getItem(keptInvitationKey)).toBe("tok-123"));
    expect(acceptCalls(calls)).toEqual([]);
  });

  it("brings the person back to the kept invitation once they are signed in, once", async () => {
    // Signed out, the invitation is opened from the mail: the token is kept.
    const guest = openInvitation(signedOut);
    await waitFor(() => expect(localStorage.getItem(keptInvitationKey)).toBe("tok-123"));
    guest.unmount();

    // Signed up, verified and signed in, the person lands on the dashboard, which sends them back.
    const { router, calls } = openInvitation({ "POST /api/invitations/accept": { body: joined } }, "/dashboard");
    const user = setupUser();
    const accept = await screen.findByRole("button", { name: "Accept invitation" }, { timeout: 5_000 });
    expect(router.state.location.pathname).toBe("/invitation");
    expect(router.state.location.search).toBe("?token=tok-123");
    expect(localStorage.getItem(keptInvitationKey)).toBeNull();
    await user.click(accept);
    expect(await within(toastRegion()).findByText("You joined the page ana-shop as an editor.")).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe("?page=p-ana"));
    expect(router.state.location.pathname).toBe("/dashboard");
    expect(acceptCalls(calls).map((call) => call.body)).toEqual([{ token: "tok-123" }]);
  });

  it("sends the person to a kept invitation only once", async () => {
    localStorage.setItem(keptInvitationKey, "tok-123");
    const first = openInvitation({}, "/dashboard");
    await waitFor(() => expect(first.router.state.location.pathname).toBe("/invitation"));
    first.unmount();

    const { router } = openInvitation({}, "/dashboard");
    await screen.findByRole("heading", { name: "Links", level: 2 }, { timeout: 5_000 });
    expect(router.state.location.pathname).toBe("/dashboard");
  });
});
