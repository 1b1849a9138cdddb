// Every text field of every section of the dashboard takes no more than its rule allows (docs/product.md,
// "Limits"): a long paste is cut at the limit, never accepted only to be refused after.
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { signupButtonTextMax } from "#contract/audience";
import { hostnameMaxLength } from "#contract/custom-domains";
import { limits } from "#contract/limits";
import { dashboardSections, type ScreenPath } from "#contract/screens";
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

/** Pro, so the Pro-only fields (the webhook, the custom domain) are there too. */
const pro = { isPro: true, subscriptionStatus: "active", subscriptionEndDate: "2027-01-15T00:00:00.000Z" };

/** The limits of the fields each section is known to hold; every other text field is held to having one. */
const knownLimits: Partial<Record<ScreenPath, [string, number][]>> = {
  "/dashboard": [
    ["Title", limits.linkTitleMax],
    ["URL", limits.linkUrlMax],
    ["Video or track URL", limits.linkUrlMax],
    ["Heading", limits.linkTitleMax],
    ["Button text", signupButtonTextMax],
    ["Bio", limits.bioMax],
  ],
  "/dashboard/design": [
    ["Social 1 URL", limits.linkUrlMax],
    ["Page title", limits.pageTitleMax],
    ["Page description", limits.pageDescriptionMax],
  ],
  "/dashboard/settings": [["Domain", hostnameMaxLength]],
};

describe("the dashboard's text fields", () => {
  it.each(dashboardSections.map((section) => section.path))("in %s each hold no more than their limit", async (at) => {
    await openDashboard({ "GET /api/subscription-status": { body: pro } }, { body: withEveryBlock }, { at });
    const known = knownLimits[at] ?? [];
    // Fields that come with their own read (the custom domain's) are there once it has answered.
    for (const [label] of known) await screen.findAllByLabelText(label);
    const unlimited = textFields()
      .filter((field) => field.maxLength <= 0)
      .map(labelOf);
    expect(unlimited).toEqual([]);

    const maxOf = (label: string) => (screen.getAllByLabelText(label)[0] as HTMLInputElement).maxLength;
    for (const [label, limit] of known) expect(maxOf(label), label).toBe(limit);
  });
});
