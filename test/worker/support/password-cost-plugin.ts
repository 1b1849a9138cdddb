// Runs in Node, in the worker test project's Vite config: when the password module asks for its cost, it
// gets the tests' (password-cost.ts beside this file) instead of production's. Nothing else is
// redirected — a test can still import production's numbers to check them — and the app's own Vite
// config never registers this plugin, so no build can hash at the test cost (docs/decisions/029).
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const passwordModule = fileURLToPath(new URL("../../../worker/security/passwords.ts", import.meta.url));
const testCostModule = fileURLToPath(new URL("./password-cost.ts", import.meta.url));

export function testPasswordCost(): Plugin {
  return {
    name: "linknest:test-password-cost",
    enforce: "pre",
    resolveId(source, importer) {
      if (source === "./password-cost" && importer?.split("?")[0] === passwordModule) return testCostModule;
      return undefined;
    },
  };
}
