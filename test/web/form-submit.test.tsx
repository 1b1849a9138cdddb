// The submit path every form shares (web/forms/form-submit.ts), seen through one of them.
import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { answerFetch, renderApp } from "./support/render";

const guest = { "/api/auth/me": { body: { authenticated: false } } };

describe("submitting an account form", () => {
  it("sends one request at a time, shows a failure until the next try, and then succeeds", async () => {
    // Each request waits until the test answers it.
    const pending: ((answer: { status: number; body: unknown }) => void)[] = [];
    const calls = answerFetch({
      ...guest,
      "POST /api/forgot-password": () => new Promise((resolve) => pending.push(resolve)),
    });
    const sent = () => calls.filter((call) => call.path === "/api/forgot-password").length;
    renderApp("/forgot-password");
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Email"), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));

    const busyButton = await screen.findByRole("button", { name: "Sending..." });
    expect((busyButton as HTMLButtonElement).disabled).toBe(true);
    // A second submit while the first is out (the disabled button aside, a form can still be submitted).
    fireEvent.submit(busyButton.closest("form") as HTMLFormElement);
    expect(sent()).toBe(1);

    pending[0]?.({ status: 500, body: {} });
    expect((await screen.findByRole("alert")).textContent).toBe("Password reset request failed");
    const again = screen.getByRole("button", { name: "Send reset link" }) as HTMLButtonElement;
    expect(again.disabled).toBe(false);

    // The next try takes the old failure away at once, before its own answer.
    await user.click(again);
    await screen.findByRole("button", { name: "Sending..." });
    expect(screen.queryByText("Password reset request failed")).toBeNull();
    expect(sent()).toBe(2);
    pending[1]?.({ status: 200, body: { msg: "A reset link is on its way." } });
    expect(await screen.findByText("A reset link is on its way.")).toBeTruthy();
  });
});
