import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 8791);

// Real-browser journeys in Debian's Chromium against the built app (see scripts/e2e-server.ts).
export default defineConfig({
  testDir: "test/e2e",
  // The longest journey takes under 40 s on a quiet machine; beside the other suites on two shared
  // cores it has taken over a minute with every step right.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [["list"], ["json", { outputFile: ".test-results/e2e.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: {
    command: "npx tsx scripts/e2e-server.ts",
    url: `http://127.0.0.1:${port}/api/health`,
    env: { PORT: String(port), LN_STATE_DIR: ".wrangler/e2e-state" },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
