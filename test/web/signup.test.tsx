import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { accountMessages } from "#contract/account-schemas";
import { answerFetch, fieldErrorsAnswer, renderApp, toastRegion } from "./support/render";

const guest = { "/api/auth/me": { body: { authenticated: false } } };
const openConfig = { "/api/config": { body: { invitesRequired: false, registrationClosed: false } } };

function preloadConfig(config: { invitesRequired: boolean; registrationClosed: boolean }) {
  const element = document.createElement("script");
  element.type = "application/json";
  element.id = "ln-config";
  element.textContent = JSON.stringify({ ...config, operator: { name: "Op", email: "op@example.com", address: "x" } });
  document.head.append(element);
}

async function submitReady() {
  const button = (await screen.findByRole("button", { name: "Sign up" })) as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).toBe(false));
  return button;
}

/** What `fillValid` puts in the form, as the signup call carries it, with the language the app spoke. */
const validSignup = { email: "ada@example.com", password: "Secret123", username: "ada", language: "en" };

/** The body of the signup call that was sent. */
const sentSignup = (calls: ReturnType<typeof answerFetch>) => calls.find((call) => call.path === "/api/signup")?.body;

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Email"), "ada@example.com");
  await user.type(screen.getByLabelText("Password"), "Secret123");
  await user.type(screen.getByLabelText("Username"), "ada");
}

describe("the signup form", () => {
  it("shows no invite code field when invites are not required", async () => {
    answerFetch({ ...guest, ...openConfig });
    renderApp("/signup");
    await submitReady();
    expect(screen.getByLabelText("Email")).toBeTruthy();
    expect(screen.getByLabelText("Password")).toBeTruthy();
    expect(screen.getByLabelText("Username")).toBeTruthy();
    expect(screen.queryByLabelText("Invite code")).toBeNull();
  });

  it("shows a required invite code field when invites are required (from /api/config)", async () => {
    const calls = answerFetch({
      ...guest,
      "/api/config": { body: { invitesRequired: true, registrationClosed: false } },
      "POST /api/signup": { status: 201, body: { msg: "ok" } },
    });
    renderApp("/signup");
    const user = userEvent.setup();
    const invite = await screen.findByLabelText("Invite code");
    await user.click(invite);
    await user.tab();
    expect(await screen.findByText(accountMessages.inviteRequired)).toBeTruthy();
    await fillValid(user);
    await user.click(await submitReady());
    expect(calls.some((call) => call.path === "/api/signup")).toBe(false);
    await user.type(invite, " FOUNDER ");
    await user.click(screen.getByRole("button", { name: "Sign up" }));
    await screen.findByRole("heading", { name: "Check your email" });
    expect(sentSignup(calls)).toEqual({ ...validSignup, inviteCode: "FOUNDER" });
  });

  it("uses the preloaded config without asking /api/config", async () => {
    preloadConfig({ invitesRequired: true, registrationClosed: false });
    const calls = answerFetch(guest);
    renderApp("/signup");
    expect(screen.getByLabelText("Invite code")).toBeTruthy();
    await submitReady();
    expect(calls.some((call) => call.path === "/api/config")).toBe(false);
  });

  it("shows 'Registration is currently closed.' and disables every field and the submit when closed", async () => {
    answerFetch({ ...guest, "/api/config": { body: { invitesRequired: true, registrationClosed: true } } });
    renderApp("/signup?ref=friend1");
    expect((await screen.findByText("Registration is currently closed.")).getAttribute("role")).toBe("alert");
    for (const label of ["Email", "Password", "Username", "Invite code", "Referral code"]) {
      expect((screen.getByLabelText(label) as HTMLInputElement).disabled).toBe(true);
    }
    expect((screen.getByRole("button", { name: "Sign up" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("pre-fills the referral code from ?ref= and sends it as ref", async () => {
    const calls = answerFetch({ ...guest, ...openConfig, "POST /api/signup": { status: 201, body: { msg: "ok" } } });
    renderApp("/signup?ref=friend1");
    // The field shows the code in the form's first render.
    const ref = screen.getByLabelText("Referral code") as HTMLInputElement;
    expect(ref.value).toBe("friend1");
    expect(ref.readOnly).toBe(true);
    const user = userEvent.setup();
    await fillValid(user);
    await user.click(await submitReady());
    await screen.findByRole("heading", { name: "Check your email" });
    expect(sentSignup(calls)).toEqual({ ...validSignup, ref: "friend1" });
  });

  it("says whether the username can be had as one types", async () => {
    const calls = answerFetch({
      ...guest,
      ...openConfig,
      "GET /api/username-available": (call) =>
        call.path.endsWith("=ada")
          ? { body: { available: false, msg: "Username is already taken" } }
          : { body: { available: true } },
    });
    renderApp("/signup");
    const user = userEvent.setup();
    await submitReady();
    await user.type(screen.getByLabelText("Username"), "ada");
    expect(await screen.findByText("Username is already taken")).toBeTruthy();
    await user.type(screen.getByLabelText("Username"), "_l");
    expect(await screen.findByText("Available.")).toBeTruthy();
    expect(calls.some((call) => call.path === "/api/username-available?username=ada_l")).toBe(true);
  });

  it("offers to send the verification mail again from the 'Check your email' screen", async () => {
    const calls = answerFetch({
      ...guest,
      ...openConfig,
      "POST /api/signup": { status: 201, body: { msg: "ok" } },
      "POST /api/resend-verification": { body: { msg: "sent" } },
    });
    renderApp("/signup");
    const user = userEvent.setup();
    await fillValid(user);
    await user.click(await submitReady());
    await screen.findByRole("heading", { name: "Check your email" });
    await user.click(screen.getByRole("button", { name: "Resend verification email" }));
    expect(await within(toastRegion()).findByText("Verification email sent! Please check your inbox.")).toBeTruthy();
    expect(calls.filter((call) => call.path === "/api/resend-verification")).toEqual([
      { path: "/api/resend-verification", method: "POST", body: { email: "ada@example.com" } },
    ]);
  });

  it("a signup filled and sent at once carries the code from ?ref", async () => {
    preloadConfig({ invitesRequired: false, registrationClosed: false });
    const calls = answerFetch({ ...guest, "POST /api/signup": { status: 201, body: { msg: "ok" } } });
    renderApp("/signup?ref=friend1");
    // Filled and sent without a pause: the referral rule reads ?ref with the form's first render.
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "ada@example.com" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "Secret123" } });
    fireEvent.change(screen.getByLabelText("Username"), { target: { value: "ada" } });
    fireEvent.submit(screen.getByRole("button", { name: "Sign up" }));
    await screen.findByRole("heading", { name: "Check your email" });
    expect(sentSignup(calls)).toEqual({ ...validSignup, ref: "friend1" });
  });

  it("a ?ref too long to be a referral code neither shows nor blocks: signup goes through without it", async () => {
    const longRef = "r".repeat(300);
    // A server that refuses such a ref the way a schema library words it, as one once did.
    const calls = answerFetch({
      ...guest,
      ...openConfig,
      "POST /api/signup": (call) =>
        (call.body as { ref?: string }).ref === undefined
          ? { status: 201, body: { msg: "ok" } }
          : fieldErrorsAnswer(400, "Too big: expected string to have <=64 characters", [
              { field: "ref", message: "Too big: expected string to have <=64 characters" },
            ]),
    });
    renderApp(`/signup?ref=${longRef}`);
    // Never shown, not even in the first render.
    expect(screen.queryByDisplayValue(longRef)).toBeNull();
    expect(screen.queryByLabelText("Referral code")).toBeNull();
    const user = userEvent.setup();
    await fillValid(user);
    await user.click(await submitReady());
    expect(await screen.findByRole("heading", { name: "Check your email" })).toBeTruthy();
    expect(screen.queryByText(/Too big/)).toBeNull();
    expect(sentSignup(calls)).toEqual(validSignup);
  });

  it("shows a field's error from the shared rules only after it was touched", async () => {
    answerFetch({ ...guest, ...openConfig });
    renderApp("/signup");
    const user = userEvent.setup();
    const email = screen.getByLabelText("Email");
    await user.type(email, "not-an-email");
    expect(screen.queryByText(accountMessages.emailInvalid)).toBeNull();
    await user.tab();
    const error = await screen.findByText(accountMessages.emailInvalid);
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(email.getAttribute("aria-describedby")).toContain(error.id);

    await user.type(screen.getByLabelText("Password"), "weakpass");
    await user.tab();
    expect(screen.getByText(accountMessages.passwordStrength)).toBeTruthy();

    await user.type(screen.getByLabelText("Username"), "a b");
    expect(screen.queryByText(accountMessages.usernameCharacters)).toBeNull();
    await user.tab();
    expect(screen.getByText(accountMessages.usernameCharacters)).toBeTruthy();
    await user.clear(screen.getByLabelText("Username"));
    await user.type(screen.getByLabelText("Username"), "ab");
    expect(screen.getByText(accountMessages.usernameLength)).toBeTruthy();
  });

  it("shows every field's error after a submit attempt", async () => {
    const calls = answerFetch({ ...guest, ...openConfig });
    renderApp("/signup");
    const user = userEvent.setup();
    await user.click(await submitReady());
    expect(await screen.findByText(accountMessages.emailRequired)).toBeTruthy();
    expect(screen.getByText(accountMessages.passwordRequired)).toBeTruthy();
    expect(screen.getByText(accountMessages.usernameRequired)).toBeTruthy();
    expect(calls.some((call) => call.path === "/api/signup")).toBe(false);
  });

  it("caps the username at 30 characters and counts what is left", async () => {
    answerFetch({ ...guest, ...openConfig });
    renderApp("/signup");
    const user = userEvent.setup();
    const username = screen.getByLabelText("Username") as HTMLInputElement;
    expect(screen.getByText("30 characters left")).toBeTruthy();
    await user.type(username, "ada");
    expect(screen.getByText("27 characters left")).toBeTruthy();
    await user.clear(username);
    await user.click(username);
    await user.paste("a".repeat(40));
    expect(username.value).toBe("a".repeat(30));
    expect(screen.getByText("0 characters left")).toBeTruthy();
  });

  it("lists the server's field errors, marks the fields and toasts 'Please review the highlighted fields.'", async () => {
    answerFetch({
      ...guest,
      ...openConfig,
      "POST /api/signup": fieldErrorsAnswer(409, "This username is already taken.", [
        { field: "username", message: "This username is already taken." },
        { field: "email", message: "An account with this email already exists." },
      ]),
    });
    renderApp("/signup");
    const user = userEvent.setup();
    await fillValid(user);
    await user.click(await submitReady());
    const alert = await screen.findByRole("alert");
    expect(
      within(alert)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["This username is already taken.", "An account with this email already exists."]);
    expect(within(toastRegion()).getByText("Please review the highlighted fields.")).toBeTruthy();
    const username = screen.getByLabelText("Username");
    expect(username.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText("Email").getAttribute("aria-invalid")).toBe("true");
    // Editing the field withdraws the server's verdict on the old value.
    await user.type(username, "x");
    expect(username.getAttribute("aria-invalid")).toBeNull();
  });

  it("shows the server's message, or 'Signup failed' without one", async () => {
    answerFetch({
      ...guest,
      ...openConfig,
      "POST /api/signup": { status: 403, body: { msg: "Registration is currently closed." } },
    });
    const first = renderApp("/signup");
    const user = userEvent.setup();
    await fillValid(user);
    await user.click(await submitReady());
    expect((await screen.findByRole("alert")).textContent).toBe("Registration is currently closed.");
    first.unmount();

    answerFetch({ ...guest, ...openConfig, "POST /api/signup": { status: 500, body: {} } });
    renderApp("/signup");
    await fillValid(user);
    await user.click(await submitReady());
    expect((await screen.findByRole("alert")).textContent).toBe("Signup failed");
  });

  it("on success toasts 'Account created. Check your email to verify.' and shows 'Check your email' with a link to /login", async () => {
    answerFetch({ ...guest, ...openConfig, "POST /api/signup": { status: 201, body: { msg: "Account created." } } });
    renderApp("/signup");
    const user = userEvent.setup();
    await fillValid(user);
    await user.click(await submitReady());
    expect(await screen.findByRole("heading", { name: "Check your email" })).toBeTruthy();
    expect(within(toastRegion()).getByText("Account created. Check your email to verify.")).toBeTruthy();
    expect(screen.getByText("ada@example.com")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to login" }).getAttribute("href")).toBe("/login");
  });
});
