import { fileURLToPath } from "node:url";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { developmentVars, localCloudflareFake } from "./scripts/lib/development-vars.ts";
import { testPasswordCost } from "./test/worker/support/password-cost-plugin.ts";

const migrationsDir = fileURLToPath(new URL("./migrations", import.meta.url));
/** The public page's stylesheets are text the page inlines (contract/page/styles.ts), so the tests need them as built. */
const publicPageStylesheet = /contract\/page\/styles\/[\w-]+\.css/;

// Four projects: the worker's integration tests run inside workerd with local D1/R2/KV/Queues from
// wrangler.toml; the web app's component tests run in happy-dom; the deploy build is checked as it
// ships; the layout rules and the command-line tools' own logic run in Node.
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [
          // Passwords hashed at a test cost, not production's (docs/decisions/029).
          testPasswordCost(),
          cloudflareTest(async ({ inject }) => ({
            main: "./worker/index.ts",
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              bindings: {
                // wrangler.toml's vars are production's; the tests run as local development does.
                ...developmentVars(),
                TEST_MIGRATIONS: await readD1Migrations(migrationsDir),
                STRIPE_SECRET_KEY: "sk_test_worker_tests",
                STRIPE_API_BASE: inject("stripeFakeUrl"),
                STRIPE_WEBHOOK_SECRET: "whsec_worker_tests",
                STRIPE_CONNECT_WEBHOOK_SECRET: "whsec_worker_tests_connect",
                RESEND_API_KEY: "re_worker_tests",
                LINK_SAFETY_PROVIDER: "webrisk",
                WEBRISK_API_BASE: inject("webriskFakeUrl"),
                WEBRISK_API_KEY: "webrisk_worker_tests",
                CLOUDFLARE_API_BASE: inject("cloudflareFakeApiBase"),
                CLOUDFLARE_API_TOKEN: localCloudflareFake.apiToken,
                // The audience's webhooks may reach the local receiver (worker/audience/webhook-address.ts).
                AUDIENCE_WEBHOOKS_ALLOW_LOCAL: "true",
              },
            },
          })),
        ],
        test: {
          name: "worker",
          include: ["test/worker/**/*.test.ts"],
          css: { include: [publicPageStylesheet] },
          globalSetup: ["./test/worker/support/fakes.global.ts"],
          setupFiles: ["./test/worker/support/setup.ts"],
          // One runtime and module graph for all the files: loading the worker's thousand modules for each
          // file cost more than its tests. The setup file gives each file fresh storage (decision 029).
          isolate: false,
          // Inputs per property test: `npm run test:deep` sets PROPERTY_RUNS to ten times this.
          provide: { propertyRuns: Number(process.env.PROPERTY_RUNS) || 40 },
          // A test here takes well under a second on a quiet machine; beside the e2e suite on two shared
          // cores one that hashes passwords or walks a queue takes five to eight. Vitest's five-second
          // default then failed tests whose answers were right; a hung test still fails, at fifteen.
          testTimeout: 15_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: "web",
          environment: "happy-dom",
          include: ["test/web/**/*.test.{ts,tsx}"],
          css: { include: [publicPageStylesheet] },
          setupFiles: ["./test/web/support/setup.ts"],
          // One module graph for all the files, as in the worker project: the route pages are loaded once
          // a run, not once a file (test/web/support/setup.ts). Each test starts from an empty document,
          // storage, network and spies.
          isolate: false,
          // Room for Testing Library's four-second waits on a loaded machine (test/web/support/setup.ts).
          testTimeout: 20_000,
        },
      },
      {
        // Runs the build in dist/ as `npm run deploy` ships it (`npm test` builds once, before any suite).
        test: {
          name: "deploy",
          environment: "node",
          include: ["test/deploy/**/*.test.ts"],
        },
      },
      {
        test: {
          name: "node",
          environment: "node",
          include: ["test/structure/**/*.test.ts", "test/scripts/**/*.test.ts"],
        },
      },
    ],
  },
});
