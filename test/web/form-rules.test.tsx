// The one way the app builds a form (web/forms/): the shared rules judge every change at once, a field
// speaks once it is left or a submit was tried (docs/product.md, "Limits"), and nothing a rule refuses is sent.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ApiError } from "../../web/api/queries";
import { FormField } from "../../web/components/FormField";
import { useAppForm } from "../../web/forms/app-form";
import { useFormSubmit } from "../../web/forms/form-submit";
import { signedOut } from "./support/answers";
import { answerFetch, renderInApp } from "./support/render";

const place = z.object({
  name: z.string().trim().min(1, "Name is required."),
  city: z.string().trim().min(1, "City is required."),
});

/** `send` answers nothing, or the server's refusal naming fields. */
function PlaceForm({
  send,
}: {
  send: (values: z.infer<typeof place>) => { field: string; message: string }[] | undefined;
}) {
  const form = useAppForm({ idPrefix: "t", defaultValues: { name: "", city: "" }, schema: place });
  const { onSubmit } = useFormSubmit(form, {
    send: async (values) => {
      const errors = send(values);
      if (errors)
        throw new ApiError({ ok: false, status: 400, networkError: false, error: { msg: "Refused", errors } });
      return {};
    },
    fallback: "failed",
    onSuccess: () => {},
  });
  return (
    <form noValidate onSubmit={onSubmit}>
      <FormField label="Name" type="text" {...form.field("name")} />
      <FormField label="City" type="text" {...form.field("city")} />
      <button type="submit">Go</button>
    </form>
  );
}

describe("a form's rules", () => {
  // The app around the form asks who is signed in.
  beforeEach(() => {
    answerFetch(signedOut);
  });

  it("say nothing while a field is being filled in, and speak as soon as it is left", async () => {
    renderInApp(<PlaceForm send={() => undefined} />);
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

  it("put the server's refusals on the fields it names, focus the first, and clear one when it is edited", async () => {
    const send = vi.fn(() => [
      { field: "city", message: "We do not deliver there." },
      { field: "name", message: "That name is taken." },
    ]);
    renderInApp(<PlaceForm send={send} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Name"), "Ada");
    await user.type(screen.getByLabelText("City"), "Atlantis");
    await user.click(screen.getByRole("button", { name: "Go" }));
    expect(await screen.findByText("That name is taken.")).toBeTruthy();
    expect(screen.getByText("We do not deliver there.")).toBeTruthy();
    // The first refused field in the form's order takes the focus, whatever order the server named them in.
    expect(document.activeElement).toBe(screen.getByLabelText("Name"));
    await user.type(screen.getByLabelText("Name"), "a");
    await waitFor(() => expect(screen.queryByText("That name is taken.")).toBeNull());
  });
});
