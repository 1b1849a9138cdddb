import { cloudflare } from "@cloudflare/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { developmentVars } from "./scripts/lib/development-vars.ts";
import { chunkFileName, messageCatalogs, withoutMessageParser } from "./vite-plugins/message-catalogs.ts";
import { prerenderScreens } from "./vite-plugins/prerender.ts";
import { shareCardAssets } from "./vite-plugins/share-card-assets.ts";

// One dev server for everything: Vite serves the SPA and runs the worker inside workerd with local
// D1/R2/KV/Queues. LN_STATE_DIR lets the e2e run keep its data apart from a developer's.
const stateDir = process.env.LN_STATE_DIR;
const port = Number(process.env.PORT ?? 8787);
/**
 * Vite answers 403 to a Host it does not know (its guard against DNS rebinding). Custom domains are tried
 * locally on the Cloudflare fake's test domain, `*.example.test` (README, Run it): those hosts, and only
 * those, are let through to the worker, which answers them as custom hostnames.
 */
const allowedHosts = [".example.test"];

/**
 * The modules the dashboard's sections share: one file, not the thirty small ones the split would make,
 * each a request before a section can show. Not what the guest screens and the admin area import as
 * well (which would bring the whole file to them): test/deploy/deployed-build.test.ts holds it.
 */
const dashboardModule = /[\\/](web[\\/]pages[\\/]dashboard[\\/]|contract[\\/][\w-]+\.ts$)/;
const importedBeyondTheDashboard =
  /[\\/](contract[\\/](security|safety|admin-schemas|admin-types|avatar-initial|custom-domains|screens|messages|product|account-schemas|limits)|web[\\/]pages[\\/]dashboard[\\/](dashboard-texts|security[\\/](passkeys|security)-texts|custom-domain[\\/]custom-domain-texts))\.ts$/;

export default defineConfig(({ command, isPreview }) => ({
  plugins: [
    react(),
    messageCatalogs(),
    prerenderScreens(),
    shareCardAssets(),
    cloudflare({
      persistState: stateDir ? { path: stateDir } : true,
      // The dev server is local development. A build keeps wrangler.toml's production vars — it is what
      // `npm run deploy` ships — and `vite preview` reads the vars the build's .dev.vars gives it.
      config: command === "serve" && !isPreview ? { vars: developmentVars(`http://localhost:${port}`) } : undefined,
    }),
  ],
  resolve: { alias: [withoutMessageParser] },
  server: { host: "127.0.0.1", port, strictPort: true, allowedHosts },
  preview: { host: "127.0.0.1", port, strictPort: true, allowedHosts },
  build: { sourcemap: false },
  environments: {
    client: {
      build: {
        // The client's manifest tells `npm run bench` which chunks are lazily loaded (the admin area's).
        manifest: true,
        rolldownOptions: {
          output: {
            chunkFileNames: chunkFileName,
            // A screen's code as a few files rather than a file per module that some screens share: each
            // file is a request of its own before the screen can show (docs/decisions/033). What the
            // entry loads is one chunk; the form library with the app's wrapper of it another, which the
            // home page's claim needs without any rule; the small parts several screens share, with the
            // limits their fields and the forms' rules both read, a third; the forms' rules and the
            // validation library a fourth (every other form needs them). A group takes what its modules
            // import too, so the groups go in that order — the entry's keeps what it loads (React among
            // it) to itself, the parts' the limits, which the forms' would otherwise take and bring to
            // every screen with a part — and the forms' groups name no component: the field components,
            // which the legal pages' parts share, would bring them to screens without a form.
            codeSplitting: {
              groups: [
                { name: "app", tags: ["$initial"], priority: 4 },
                {
                  name: "form-library",
                  test: /[\\/]node_modules[\\/](react-hook-form|@hookform[\\/]resolvers)[\\/]|[\\/]web[\\/]forms[\\/](app-form|after-press)\.ts$/,
                  priority: 3,
                },
                {
                  name: "parts",
                  test: /[\\/]web[\\/](components|format|hooks|security)[\\/]|[\\/]contract[\\/]limits\.ts$/,
                  priority: 2,
                },
                {
                  name: "forms",
                  test: /[\\/](node_modules[\\/]zod|web[\\/]forms)[\\/]|[\\/]contract[\\/]account-schemas\.ts$/,
                  priority: 1,
                },
                {
                  name: "dashboard-shared",
                  test: (id: string) => dashboardModule.test(id) && !importedBeyondTheDashboard.test(id),
                  includeDependenciesRecursively: false,
                  minShareCount: 2,
                  priority: 0,
                },
              ],
            },
          },
        },
      },
    },
  },
}));
