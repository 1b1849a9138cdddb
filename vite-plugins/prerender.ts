// After the browser build is written, renders the prerendered screens (contract/screens.ts) into
// copies of its index.html under prerendered/ (vite-plugins/prerender-run.ts, in Node with React). Every way
// of building — `npm run build`, `npm run deploy`, the e2e server, bench and the deploy test — runs it.
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import type { Plugin } from "vite";

export function prerenderScreens(): Plugin {
  return {
    name: "linknest:prerender",
    apply: "build",
    writeBundle(options) {
      if (this.environment.name !== "client" || !options.dir) return;
      const root = this.environment.config.root;
      const result = spawnSync("npx", ["tsx", resolve(root, "vite-plugins/prerender-run.ts"), options.dir], {
        cwd: root,
        stdio: "inherit",
      });
      if (result.status !== 0) throw new Error("prerendering the home and legal pages failed");
    },
  };
}
