// The browser build runs the app on Preact through its React compatibility layer (preact/compat):
// about 5 KB instead of react-dom's 60 KB, which is what keeps a guest screen's first load within its
// budget (docs/decisions/014-small-client-runtime.md). Only the client environment of a build is
// redirected: the worker keeps React for the public page and the screens it renders, the component
// tests keep React, and `npm run dev` keeps React for Fast Refresh.
import type { Plugin } from "vite";

const redirects: Record<string, string> = {
  react: "preact/compat",
  "react-dom": "preact/compat",
  "react-dom/client": "preact/compat/client",
  "react/jsx-runtime": "preact/jsx-runtime",
  "react/jsx-dev-runtime": "preact/jsx-runtime",
};

export function preactRuntime(): Plugin {
  return {
    name: "linknest:preact-runtime",
    apply: "build",
    enforce: "pre",
    async resolveId(source, importer, options) {
      const target = redirects[source];
      if (!target || this.environment.name !== "client") return null;
      return this.resolve(target, importer, { ...options, skipSelf: true });
    },
  };
}
