// Every text field of the dashboard takes no more than its rule allows (docs/product.md, "Limits"): a
// long paste is cut at the limit, never accepted only to be refused after.
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { signupButtonTextMax } from "#contract/audience";
import { hostnameMaxLength } from "#contract/custom-domains";
import { limits } from "#contract/limits";
import { openDashboard, profile, shownLink } from "./support/dashboard-fixtures";

const withEveryBlock = {
  ...profile,
  links: [
    ...profile.links,
    {
      id: "e1",
      title: "Video",
      url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      clicks: 0,
      ...shownLink,
      kind: "embed" as const,
      held: false,
    },
    {
      id: "s1",
      title: "Join",
      url: "",
      buttonText: "Sign up",
      clicks: 0,
      ...shownLink,
      kind: "signup" as const,
      held: false,
    },
  ],
  socials: [{ platform: "github" as const, url: "https://github.com/ada" }],
};

/** The text fields a person types into: every input but buttons, boxes, files, dates and hidden ones. */
function textFields(): (HTMLInputElement | HTMLTextAreaElement)[] {
  const skipped = new Set([
    "checkbox",
    "radio",
    "file",
    "hidden",
    "submit",
    "button",
    "color",
    "datetime-local",
    "range",
  ]);
  return [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("main input, main textarea")].filter(
    (field) => !skipped.has(field.type) && !field.readOnly,
  );
}

const labelOf = (field: HTMLElement) =>
  (field.id ? document.querySelector(`label[for="${field.id}"]`)?.textContent : null) ?? field.outerHTML.slice(0, 80);

describe("the dashboard's text fields", () => {
  it("each hold no more than their limit", async () => {
    await openDashboard({}, { body: withEveryBlock });
    const unlimited = textFields()
      .filter((field) => field.maxLength <= 0)
      .map(labelOf);
    expect(unlimited).toEqual([]);

    const maxOf = (label: string) => (screen.getAllByLabelText(label)[0] as HTMLInputElement).maxLength;
    expect(maxOf("Title")).toBe(limits.linkTitleMax);
    expect(maxOf("URL")).toBe(limits.linkUrlMax);
    expect(maxOf("Video or track URL")).toBe(limits.linkUrlMax);
    expect(maxOf("Heading")).toBe(limits.linkTitleMax);
    expect(maxOf("Button text")).toBe(signupButtonTextMax);
    expect(maxOf("Social 1 URL")).toBe(limits.linkUrlMax);
    expect(maxOf("Bio")).toBe(limits.bioMax);
    expect(maxOf("Page title")).toBe(limits.pageTitleMax);
    expect(maxOf("Page description")).toBe(limits.pageDescriptionMax);
    expect(hostnameMaxLength).toBeGreaterThan(0);
  });
});
