// The app as the e2e suite sees it: the production build served by `vite preview` in workerd, on a
// fresh local state of its own, migrated and seeded, with its own Stripe fake. Ports differ from
// `npm run dev` (8787/12111) so both can run at once.
import { rmSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { applyLocalMigrations, projectRoot, stateDir, withLocalEnv } from "./lib/local-state";
import { start, stopAllOnExit } from "./lib/processes";
import { seed } from "./seed";

const port = process.env.PORT ?? "8791";
const stripePort = process.env.STRIPE_FAKE_PORT ?? "12112";
const appUrl = `http://127.0.0.1:${port}`;
const webhookSecret = "whsec_e2e";

rmSync(stateDir(), { recursive: true, force: true });
applyLocalMigrations();
await withLocalEnv(seed);

// `vite preview` reads the built worker's .dev.vars: point mail links, Stripe return URLs and the
// Stripe API at this run's own servers.
writeFileSync(
  resolve(projectRoot, "dist/linknest/.dev.vars"),
  [
    `APP_URL=${appUrl}`,
    `STRIPE_API_BASE=http://127.0.0.1:${stripePort}`,
    "STRIPE_SECRET_KEY=sk_test_e2e",
    `STRIPE_WEBHOOK_SECRET=${webhookSecret}`,
    "RESEND_API_KEY=",
  ].join("\n"),
);

const stripe = start("npx", ["tsx", "scripts/stripe-fake/main.ts"], {
  STRIPE_FAKE_PORT: stripePort,
  STRIPE_FAKE_WEBHOOK_URL: `${appUrl}/api/stripe/webhook`,
  STRIPE_WEBHOOK_SECRET: webhookSecret,
});
const preview = start("npx", ["vite", "preview", "--port", port], { PORT: port });
stopAllOnExit([preview, stripe]);
preview.on("exit", (code) => process.exit(code ?? 0));
