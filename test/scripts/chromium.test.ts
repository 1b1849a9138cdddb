// `npm test` and the browser its e2e suite needs: used when present, installed from Debian's packages
// when the machine allows it, otherwise one line naming what to run.
import { describe, expect, it } from "vitest";
import { planChromium } from "../../scripts/lib/chromium";

const nothing = () => false;
const only = (path: string) => (candidate: string) => candidate === path;

describe("the e2e browser before npm test starts", () => {
  it("uses Debian's Chromium when it is installed", () => {
    const plan = planChromium({
      configuredPath: undefined,
      exists: only("/usr/bin/chromium"),
      hasAptGet: true,
      isRoot: false,
    });
    expect(plan).toEqual({ action: "use", path: "/usr/bin/chromium" });
  });

  it("uses CHROMIUM_PATH when it names a browser", () => {
    const plan = planChromium({
      configuredPath: "/opt/chrome",
      exists: only("/opt/chrome"),
      hasAptGet: false,
      isRoot: false,
    });
    expect(plan).toEqual({ action: "use", path: "/opt/chrome" });
  });

  it("installs the chromium package when it is missing and root has apt-get", () => {
    const plan = planChromium({ configuredPath: undefined, exists: nothing, hasAptGet: true, isRoot: true });
    expect(plan).toEqual({ action: "install", path: "/usr/bin/chromium" });
  });

  it("stops with the apt-get command for a user who is not root", () => {
    const plan = planChromium({ configuredPath: undefined, exists: nothing, hasAptGet: true, isRoot: false });
    expect(plan).toEqual({
      action: "stop",
      message:
        "npm test: the end-to-end suite needs Chromium at /usr/bin/chromium; run `sudo apt-get install -y chromium`, then npm test again.",
    });
  });

  it("stops and asks for CHROMIUM_PATH on a machine without apt-get", () => {
    const plan = planChromium({ configuredPath: undefined, exists: nothing, hasAptGet: false, isRoot: true });
    expect(plan.action).toBe("stop");
    expect(plan.action === "stop" && plan.message).toContain("set CHROMIUM_PATH");
  });

  it("never installs over a CHROMIUM_PATH that names nothing", () => {
    const plan = planChromium({ configuredPath: "/opt/missing", exists: nothing, hasAptGet: true, isRoot: true });
    expect(plan).toEqual({ action: "stop", message: "npm test: CHROMIUM_PATH is /opt/missing, but no file is there." });
  });
});
