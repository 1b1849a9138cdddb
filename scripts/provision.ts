// `npm run provision [-- --dry-run | --print]`: creates in your Cloudflare account whatever wrangler.toml
// names that it lacks, writes the new ids into wrangler.toml (--print prints them instead) and lists the
// secrets still to set. --dry-run prints the plan without an account. See lib/provision/run.ts.
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { projectRoot, wranglerConfig } from "./lib/local-state";
import { type ProvisionMode, provision } from "./lib/provision/run";

function modeFromArguments(): ProvisionMode {
  try {
    const { values } = parseArgs({ options: { "dry-run": { type: "boolean" }, print: { type: "boolean" } } });
    if (values["dry-run"] && values.print) throw new Error("--dry-run and --print exclude each other");
    return values["dry-run"] ? "dry-run" : values.print ? "print" : "apply";
  } catch (error) {
    console.error(`provision: ${(error as Error).message}\nusage: npm run provision [-- --dry-run | --print]`);
    process.exit(2);
  }
}

try {
  await provision({
    configPath: wranglerConfig,
    devVarsExamplePath: resolve(projectRoot, ".dev.vars.example"),
    mode: modeFromArguments(),
    env: process.env,
    log: (line) => console.log(line),
  });
} catch (error) {
  console.error(`provision: ${(error as Error).message}`);
  process.exit(1);
}
