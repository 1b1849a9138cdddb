// The browser the end-to-end suite drives: Debian's Chromium at /usr/bin/chromium, or CHROMIUM_PATH.
// `npm test` makes sure it is there before any suite starts, installing it itself where it can.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

export const defaultChromiumPath = "/usr/bin/chromium";
const aptGet = "/usr/bin/apt-get";

export type ChromiumSituation = {
  /** CHROMIUM_PATH, when set. */
  configuredPath: string | undefined;
  exists: (path: string) => boolean;
  hasAptGet: boolean;
  isRoot: boolean;
};

export type ChromiumPlan =
  | { action: "use"; path: string }
  | { action: "install"; path: string }
  | { action: "stop"; message: string };

/** What to do about the browser: use it, install Debian's package, or stop with the command to run. */
export function planChromium({ configuredPath, exists, hasAptGet, isRoot }: ChromiumSituation): ChromiumPlan {
  const path = configuredPath || defaultChromiumPath;
  if (exists(path)) return { action: "use", path };
  if (configuredPath) {
    return { action: "stop", message: `npm test: CHROMIUM_PATH is ${configuredPath}, but no file is there.` };
  }
  if (hasAptGet && isRoot) return { action: "install", path };
  const command = hasAptGet ? "sudo apt-get install -y chromium" : "install Chromium and set CHROMIUM_PATH to it";
  return {
    action: "stop",
    message: `npm test: the end-to-end suite needs Chromium at ${path}; run \`${command}\`, then npm test again.`,
  };
}

/** The browser's path once it is there; null (after saying why in one line) when it cannot be had. */
export function ensureChromium(): string | null {
  const plan = planChromium({
    configuredPath: process.env.CHROMIUM_PATH,
    exists: existsSync,
    hasAptGet: existsSync(aptGet),
    isRoot: process.getuid?.() === 0,
  });
  if (plan.action === "use") return plan.path;
  if (plan.action === "stop") {
    console.error(plan.message);
    return null;
  }
  console.log(`npm test: no Chromium at ${plan.path}; installing Debian's chromium package (a minute or two)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [
    ["update", "-qq"],
    ["install", "-y", "-qq", "chromium"],
  ]) {
    const result = spawnSync(aptGet, args, { env, encoding: "utf8", stdio: "pipe" });
    if (result.status !== 0) {
      process.stderr.write(`${result.stdout ?? ""}${result.stderr ?? ""}`);
      console.error(`npm test: \`apt-get ${args.join(" ")}\` failed; install chromium by hand, then npm test again.`);
      return null;
    }
  }
  if (existsSync(plan.path)) return plan.path;
  console.error(`npm test: chromium was installed, but not at ${plan.path}; set CHROMIUM_PATH to it.`);
  return null;
}
