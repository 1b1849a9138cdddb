// The profile card (docs/product.md, "Screens" and "Limits"; the messages in contract/): username cap and counter, bio, read-only e-mail, pending e-mail
// and the change e-mail form.
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { accountMessages } from "#contract/account-schemas";
import { openDashboard, profile, putCalls, setupUser } from "./support/dashboard-fixtures";
import { fieldErrorsAnswer, toastRegion } from "./support/render";

const usernameInput = () => screen.getByLabelText("Username") as HTMLInputElement;
const bioInput = () => screen.getByLabelText("Bio") as HTMLTextAreaElement;
const newEmailInput = () => screen.getByLabelText("New email") as HTMLInputElement;
const sendButton = () => screen.getByRole("button", { name: "Send confirmation link" });

describe("the profile card", () => {
  it("caps the username at 30 characters and counts the characters left", async () => {
    await openDashboard();
    const user = setupUser();
    expect(usernameInput().maxLength).toBe(30);
    expect(screen.getByText("27 characters left")).toBeTruthy();
    await user.type(usernameInput(), "_lovelace");
    expect(usernameInput().value).toBe("ada_lovelace");
    expect(screen.getByText("18 characters left")).toBeTruthy();
    // Pasting past the cap is cut at 30 as well.
    await user.clear(usernameInput());
    fireEvent.change(usernameInput(), { target: { value: "x".repeat(45) } });
    expect(usernameInput().value).toBe("x".repeat(30));
    expect(screen.getByText("0 characters left")).toBeTruthy();
    await user.type(usernameInput(), "y");
    expect(usernameInput().value).toBe("x".repeat(30));
  });

  it("says 1 character left in the singular", async () => {
    await openDashboard({}, { body: { ...profile, username: "a".repeat(29) } });
    expect(screen.getByText("1 character left")).toBeTruthy();
  });

  it("shows the username rules after the field is left, not while typing", async () => {
    await openDashboard();
    const user = setupUser();
    await user.clear(usernameInput());
    await user.type(usernameInput(), "a!");
    expect(screen.queryByText(accountMessages.usernameLength)).toBeNull();
    await user.tab();
    expect(screen.getByText(accountMessages.usernameLength)).toBeTruthy();
    expect(usernameInput().getAttribute("aria-invalid")).toBe("true");
    await user.type(usernameInput(), "b");
    expect(screen.getByText(accountMessages.usernameCharacters)).toBeTruthy();
  });

  it("warns, while the username differs from the saved one, that the old address and QR code stop working", async () => {
    const { calls } = await openDashboard({
      "PUT /api/pages/ada-id/profile": ({ body }) => ({ body: { ...profile, ...(body as object) } }),
    });
    const user = setupUser();
    const warningText = /QR code will stop working/;
    expect(screen.queryByText(warningText)).toBeNull();

    await user.type(usernameInput(), "_l");
    const warning = screen.getByText(warningText);
    expect(warning.textContent).toBe(
      "Your page moves to /ada_l. The old address /ada and QR code will stop working: for 30 days /ada redirects to the new address, then it leads nowhere.",
    );
    // Read with the field, as its description.
    expect(usernameInput().getAttribute("aria-describedby")?.split(" ")).toContain(warning.closest("[id]")?.id);

    // Back to the saved name: nothing changes, nothing to warn about.
    await user.clear(usernameInput());
    await user.type(usernameInput(), "ada");
    expect(screen.queryByText(warningText)).toBeNull();

    // The save goes through as ever, and once saved the new name is the one kept.
    await user.type(usernameInput(), "_l");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await within(toastRegion()).findByText("Profile saved.")).toBeTruthy();
    expect(putCalls(calls)[0]?.body).toMatchObject({ username: "ada_l" });
    expect(screen.queryByText(warningText)).toBeNull();
  });

  it("says whether a new username can be had as the owner types, and never asks about the account's own", async () => {
    const { calls } = await openDashboard({
      "GET /api/username-available": (call) =>
        call.path.endsWith("=ada_x")
          ? { body: { available: false, msg: "Username is already taken" } }
          : { body: { available: true } },
    });
    const user = setupUser();
    await user.type(usernameInput(), "_x");
    expect(await screen.findByText("Username is already taken")).toBeTruthy();
    await user.type(usernameInput(), "y");
    expect(await screen.findByText("Available.")).toBeTruthy();
    await user.clear(usernameInput());
    await user.type(usernameInput(), "ADA");
    expect(screen.queryByText("Available.")).toBeNull();
    expect(screen.queryByText("Checking…")).toBeNull();
    const asked = calls.filter((call) => call.path.startsWith("/api/username-available")).map((call) => call.path);
    expect(asked).not.toContain("/api/username-available?username=ADA");
    expect(asked).not.toContain("/api/username-available?username=ada");
  });

  it("caps the bio at 500 characters with a counter", async () => {
    await openDashboard();
    expect(bioInput().maxLength).toBe(500);
    expect(screen.getByText("489 characters left")).toBeTruthy();
    fireEvent.change(bioInput(), { target: { value: "b".repeat(600) } });
    expect(bioInput().value).toHaveLength(500);
    expect(screen.getByText("0 characters left")).toBeTruthy();
  });

  it("shows the e-mail read-only and no pending address when there is none", async () => {
    await openDashboard();
    const email = screen.getByLabelText("Email") as HTMLInputElement;
    expect(email.value).toBe("ada@example.com");
    expect(email.readOnly).toBe(true);
    expect(screen.queryByText(/Pending confirmation/)).toBeNull();
  });

  it("shows the pending e-mail address", async () => {
    await openDashboard({}, { body: { ...profile, pendingEmail: "new@example.com" } });
    expect(screen.getByText("Pending confirmation: new@example.com")).toBeTruthy();
  });
});

describe("changing the e-mail address", () => {
  it("is a required e-mail input that is not sent empty", async () => {
    const { calls } = await openDashboard();
    expect(newEmailInput().type).toBe("email");
    expect(newEmailInput().required).toBe(true);
    await setupUser().click(sendButton());
    expect(await screen.findByText(accountMessages.emailRequired)).toBeTruthy();
    expect(calls.some((call) => call.path === "/api/change-email")).toBe(false);
  });

  it("sends {newEmail}, says 'Confirmation link sent to new email.' and shows the address as pending", async () => {
    const { calls } = await openDashboard({
      "POST /api/change-email": { body: { msg: "Confirmation link sent to new email." } },
    });
    const user = setupUser();
    await user.type(newEmailInput(), "New@Example.com");
    await user.click(sendButton());
    expect(await within(toastRegion()).findByText("Confirmation link sent to new email.")).toBeTruthy();
    expect(calls.find((call) => call.path === "/api/change-email")?.body).toEqual({ newEmail: "New@Example.com" });
    expect(screen.getByText("Pending confirmation: new@example.com")).toBeTruthy();
    // A fresh, empty form without a "required" complaint; the profile itself is not touched.
    expect(newEmailInput().value).toBe("");
    expect(screen.queryByText(accountMessages.emailRequired)).toBeNull();
    expect(putCalls(calls)).toHaveLength(0);
  });

  it("says 'Failed to send confirmation.' when the request fails without a message", async () => {
    await openDashboard({ "POST /api/change-email": { status: 500, body: {} } });
    const user = setupUser();
    await user.type(newEmailInput(), "new@example.com");
    await user.click(sendButton());
    expect(await within(toastRegion()).findByText("Failed to send confirmation.")).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toContain("Failed to send confirmation.");
    expect(screen.queryByText(/Pending confirmation/)).toBeNull();
  });

  it("puts the server's field error on the input with 'Please review the highlighted fields.'", async () => {
    await openDashboard({
      "POST /api/change-email": fieldErrorsAnswer(409, "An account with this email already exists.", [
        { field: "newEmail", message: "An account with this email already exists." },
      ]),
    });
    const user = setupUser();
    await user.type(newEmailInput(), "taken@example.com");
    await user.click(sendButton());
    expect(await within(toastRegion()).findByText("Please review the highlighted fields.")).toBeTruthy();
    expect(newEmailInput().getAttribute("aria-invalid")).toBe("true");
    expect(screen.getAllByText("An account with this email already exists.").length).toBeGreaterThanOrEqual(1);
  });
});
