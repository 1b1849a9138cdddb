// The one way the app builds a form (web/forms/): the shared rules judge every change at once, a field
// speaks once it is left or a submit was tried (docs/product.md, "Limits"), and nothing a rule refuses is sent.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { FormField } from "../../web/components/FormField";
import { useFormSubmit } from "../../web/forms/useFormSubmit";
import { useValidatedForm } from "../../web/forms/useValidatedForm";
import { renderInApp } from "./support/render";

const initial = { name: "", city: "" };
const rules = (values: typeof initial) => ({
  ...(values.name.trim() ? {} : { name: "Name is required." }),
  ...(values.city.trim() ? {} : { city: "City is required." }),
});

function PlaceForm({ send }: { send: () => void }) {
  const form = useValidatedForm({ idPrefix: "t", initial, rules });
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
      <FormField label="City" type="text" {...form.bind("city")} />
      <button type="submit">Go</button>
    </form>
  );
}

describe("a form's rules", () => {
  it("say nothing while a field is being filled in, and speak as soon as it is left", async () => {
    renderInApp(<PlaceForm send={() => {}} />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText("Name"));
    expect(screen.queryByText("Name is required.")).toBeNull();
    await user.tab();
    expect(await screen.findByText("Name is required.")).toBeTruthy();
    // The field not yet visited stays quiet.
    expect(screen.queryByText("City is required.")).toBeNull();
    await user.type(screen.getByLabelText("Name"), "Ada");
    expect(screen.queryByText("Name is required.")).toBeNull();
  });

  it("keep a refused form from being sent: every rule speaks and the first refused field takes the focus", async () => {
    const send = vi.fn();
    renderInApp(<PlaceForm send={send} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("City"), "Lyon");
    await user.click(screen.getByRole("button", { name: "Go" }));
    expect(await screen.findByText("Name is required.")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Name"));
    expect(send).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText("Name"), "Ada");
    await user.click(screen.getByRole("button", { name: "Go" }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
  });
});
