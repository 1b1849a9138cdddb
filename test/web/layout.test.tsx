import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { signedOut } from "./support/answers";
import { answerFetch, renderApp } from "./support/render";

/** The operator the worker embeds in the page's config block (#ln-config). */
function preloadOperator(operator: { name: string; email: string; address: string }) {
  const config = document.createElement("script");
  config.type = "application/json";
  config.id = "ln-config";
  config.textContent = JSON.stringify({ invitesRequired: false, registrationClosed: false, operator });
  document.head.append(config);
}

describe("the general layout", () => {
  it("shows the product name in the header", async () => {
    answerFetch(signedOut);
    renderApp("/");
    const header = screen.getByRole("banner");
    expect(within(header).getByRole("link", { name: "LinkNest" }).getAttribute("href")).toBe("/");
  });

  it("shows Terms, Privacy, Data Compliance and a copyright line in the footer", () => {
    answerFetch(signedOut);
    renderApp("/tos");
    const footer = screen.getByRole("contentinfo");
    const links = within(footer).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Terms", "/tos"],
      ["Privacy", "/privacy"],
      ["Data Compliance", "/data-compliance"],
    ]);
    expect(within(footer).getByText(/© \d{4} LinkNest/)).toBeTruthy();
  });

  it("names the operator's contact and postal address on every legal page", () => {
    answerFetch(signedOut);
    preloadOperator({ name: "Op Ltd.", email: "legal@op.example", address: "Op Ltd., 2 Road, 1000 City" });
    const pages = [
      ["/tos", "Terms of Service"],
      ["/privacy", "Privacy Policy"],
      ["/data-compliance", "Data Compliance"],
    ] as const;
    for (const [path, heading] of pages) {
      const view = renderApp(path);
      expect(screen.getByRole("heading", { level: 1, name: heading })).toBeTruthy();
      const address = view.container.querySelector("address");
      expect(address?.textContent).toContain("Op Ltd., 2 Road, 1000 City");
      expect(
        within(address as HTMLElement)
          .getByRole("link", { name: "legal@op.example" })
          .getAttribute("href"),
      ).toBe("mailto:legal@op.example");
      view.unmount();
    }
  });

  it.each([
    ["begins with the operator's name", "Op Ltd., 2 Road, 1000 City"],
    ["does not name the operator", "2 Road, 1000 City"],
  ])("names the operator once on a legal page when the postal address %s", (_, address) => {
    answerFetch(signedOut);
    preloadOperator({ name: "Op Ltd.", email: "legal@op.example", address });
    const view = renderApp("/privacy");
    const contact = view.container.querySelector("address") as HTMLElement;
    expect(contact.textContent?.split("Op Ltd.").length).toBe(2);
    expect(contact.textContent).toContain("2 Road, 1000 City");
    expect(within(contact).getByText("Op Ltd.").tagName).toBe("STRONG");
  });

  it("shows a not-found page for an unknown app path", () => {
    answerFetch(signedOut);
    renderApp("/some/where/else");
    expect(screen.getByRole("heading", { name: "Page not found" })).toBeTruthy();
  });
});
