import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { lazyPage } from "../../web/components/lazy-page";
import { signedOut } from "./support/answers";
import { answerFetch, renderInApp } from "./support/render";

function deferredPage() {
  let resolve: (component: (props: { name: string }) => React.ReactElement) => void = () => {};
  let loads = 0;
  const Page = lazyPage(() => {
    loads += 1;
    return new Promise<(props: { name: string }) => React.ReactElement>((r) => (resolve = r));
  });
  const arrive = () => resolve(({ name }) => <h1>{`Hello ${name}`}</h1>);
  return { Page, arrive, loads: () => loads };
}

describe("pages loaded on first use", () => {
  it("show 'Loading…' until their chunk arrives, then the page with its props", async () => {
    const { Page, arrive } = deferredPage();
    answerFetch(signedOut);
    renderInApp(<Page name="Ada" />);
    // Its status among the app's (the toasts' region), in the words the app speaks.
    expect(screen.getAllByRole("status").map((status) => status.textContent)).toContain("Loading…");
    arrive();
    expect(await screen.findByRole("heading", { name: "Hello Ada" })).toBeTruthy();
  });

  it("render at once once loaded, and fetch their chunk once however often they are preloaded", async () => {
    const { Page, arrive, loads } = deferredPage();
    const first = Page.preload();
    const second = Page.preload();
    arrive();
    await Promise.all([first, second]);
    answerFetch(signedOut);
    renderInApp(<Page name="Grace" />);
    expect(screen.getByRole("heading", { name: "Hello Grace" })).toBeTruthy();
    expect(loads()).toBe(1);
  });

  it("try again after a chunk failed to load", async () => {
    let attempt = 0;
    const Page = lazyPage(async () => {
      attempt += 1;
      if (attempt === 1) throw new TypeError("Failed to fetch dynamically imported module");
      return () => <h1>Loaded</h1>;
    });
    await expect(Page.preload()).rejects.toThrow("Failed to fetch");
    await Page.preload();
    answerFetch(signedOut);
    renderInApp(<Page />);
    expect(screen.getByRole("heading", { name: "Loaded" })).toBeTruthy();
  });
});
