// The screens the build prerenders (web/prerender.tsx) hydrate with the same React that rendered them:
// the browser takes the HTML over as it is, without a mismatch to repair, and the page stays the same.
// The prerendered HTML knows neither the visitor nor the config the worker embeds in the document;
// both are there when it is taken over, as they are in the browser.

import { act, waitFor } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { english } from "#contract/i18n/english";
import { type PreloadedConfig, preloadedConfigElementId } from "#contract/preloaded";
import { prerenderedScreens } from "#contract/screens";
import { AppProviders } from "../../web/AppRoot";
import { prerenderScreen } from "../../web/prerender";
import { routes } from "../../web/routes";
import { callsTo } from "./support/admin-fixtures";
import { answerFetch } from "./support/render";

const operator = { name: "Example Ltd", email: "hello@example.com", address: "Example Ltd, 1 Main Street" };

/** The config block the worker writes into every document (worker/spa/shell.ts). */
function embeddedConfig(): HTMLElement {
  const block = document.createElement("script");
  block.type = "application/json";
  block.id = preloadedConfigElementId;
  const config: PreloadedConfig = {
    invitesRequired: false,
    registrationClosed: false,
    operator,
    showcaseUsername: null,
  };
  block.textContent = JSON.stringify(config);
  return block;
}

describe("a prerendered screen", () => {
  it.each(Object.keys(prerenderedScreens))("%s hydrates without a mismatch and keeps its content", async (path) => {
    const calls = answerFetch({ "/api/auth/me": { body: { authenticated: false } } });
    localStorage.setItem("ln_auth", JSON.stringify({ username: "ada" }));
    const html = await prerenderScreen(path);
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container, embeddedConfig());
    const heading = container.querySelector("h1")?.textContent;
    expect(heading).toBeTruthy();
    const mismatches: unknown[] = [];
    let root: Root | undefined;
    act(() => {
      root = hydrateRoot(
        container,
        // As web/main.tsx does: a data router over the same routes the build rendered with a static one.
        <AppProviders words={english} hydrating>
          <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />
        </AppProviders>,
        { onRecoverableError: (error) => mismatches.push(error) },
      );
    });
    await waitFor(() => expect(callsTo(calls, "/api/auth/me")).toHaveLength(1));
    expect(mismatches).toEqual([]);
    expect(container.querySelector("h1")?.textContent).toBe(heading);
    // The embedded config fills in after the takeover: the operator on the legal pages.
    if (path !== "/") await waitFor(() => expect(container.textContent).toContain(operator.email));
    act(() => root?.unmount());
    container.remove();
  });
});
