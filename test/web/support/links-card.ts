// The dashboard's links card the way a user finds it (by role and label): the link rows, their inputs
// and the 'Add a link' buttons. Open the dashboard first (dashboard-fixtures).
import { screen, within } from "@testing-library/react";

export function linkGroup(position: number): HTMLElement {
  return screen.getByRole("group", { name: `Link ${position}` });
}

export function linkInput(position: number, label: "Title" | "URL"): HTMLInputElement {
  return within(linkGroup(position)).getByLabelText(label) as HTMLInputElement;
}

/** The titles of the link rows, top to bottom. */
export function linkTitles(): string[] {
  return screen.queryAllByRole("group", { name: /^Link \d+$/ }).map((group) => {
    return (within(group).getByLabelText("Title") as HTMLInputElement).value;
  });
}

/** One of the 'Add a link' buttons: a preset ("Website", "GitHub", …) or "Blank link". */
export function addLinkButton(name: string): HTMLButtonElement {
  return within(screen.getByRole("group", { name: "Add a link" })).getByRole("button", { name }) as HTMLButtonElement;
}
