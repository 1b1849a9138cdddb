import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { FormField } from "../../web/components/FormField";
import { ToastProvider } from "../../web/components/ToastProvider";
import { useFormSubmit } from "../../web/forms/useFormSubmit";
import { useValidatedForm } from "../../web/forms/useValidatedForm";

type Rules = { required: string };
const initial = { name: "" };

/** A one-field form whose rules come from `load`, as the account forms' do. */
function NameForm({ load, send }: { load: () => Promise<Rules>; send: () => void }) {
  const form = useValidatedForm({
    idPrefix: "t",
    initial,
    rules: {
      load,
      validate: (rules: Rules, values: typeof initial) => (values.name.trim() ? {} : { name: rules.required }),
    },
  });
  const { onSubmit } = useFormSubmit(form, {
    send: async () => {
      send();
      return { ok: true as const, status: 200, data: {} };
    },
    fallback: "failed",
    onSuccess: () => {},
  });
  return (
    <form noValidate onSubmit={onSubmit}>
      <FormField label="Name" type="text" {...form.bind("name")} />
      <button type="submit">Go</button>
    </form>
  );
}

const rules: Rules = { required: "Name is required." };

const renderForm = (load: () => Promise<Rules>, send: () => void) =>
  render(
    <ToastProvider>
      <NameForm load={load} send={send} />
    </ToastProvider>,
  );

describe("a form's rules arrive with its first use", () => {
  it("are not fetched to show the form, but when a field is first focused, once, and then speak", async () => {
    const load = vi.fn(async () => rules);
    renderForm(load, () => {});
    expect(load).not.toHaveBeenCalled();
    const user = userEvent.setup();
    await user.click(screen.getByLabelText("Name"));
    expect(load).toHaveBeenCalledTimes(1);
    await user.tab();
    expect(await screen.findByText("Name is required.")).toBeTruthy();
    await user.click(screen.getByLabelText("Name"));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("a submit waits for rules still on their way and sends nothing they refuse, however often it is pressed", async () => {
    let arrive: (value: Rules) => void = () => {};
    const load = vi.fn(() => new Promise<Rules>((resolve) => (arrive = resolve)));
    const send = vi.fn();
    renderForm(load, send);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Go" }));
    await user.click(screen.getByRole("button", { name: "Go" }));
    expect(send).not.toHaveBeenCalled();
    arrive(rules);
    expect(await screen.findByText("Name is required.")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Name"));
    expect(send).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText("Name"), "Ada");
    await user.click(screen.getByRole("button", { name: "Go" }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
  });

  it("rules that cannot be fetched leave the verdict to the server: the form is sent, and the next use tries again", async () => {
    const load = vi.fn(async (): Promise<Rules> => {
      throw new TypeError("Failed to fetch dynamically imported module");
    });
    const send = vi.fn();
    renderForm(load, send);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText("Name"));
    await user.click(screen.getByRole("button", { name: "Go" }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
