// The app as the e2e suite sees it: the production build served by `vite preview` in workerd, on a
// fresh local state of its own, migrated and seeded, with its own Stripe, Web Risk, Cloudflare and
// peer-pages fakes. Ports differ from `npm run dev` (8787/12111/12113/12115/12117) so both can run at once.
import { freshLocalState, startPreview, writePreviewVars } from "./lib/built-app";
import { localCloudflareFake } from "./lib/development-vars";
import { withLocalEnv } from "./lib/local-state";
import { start, stopAllOnExit } from "./lib/processes";
import { seed } from "./seed";

const port = Number(process.env.PORT ?? "8791");
const stripePort = process.env.STRIPE_FAKE_PORT ?? "12112";
const webRiskPort = process.env.WEBRISK_FAKE_PORT ?? "12114";
const cloudflarePort = process.env.CLOUDFLARE_FAKE_PORT ?? "12116";
const peerPagesPort = process.env.PEER_PAGES_FAKE_PORT ?? "12118";
const appUrl = `http://127.0.0.1:${port}`;
const webhookSecret = "whsec_e2e";
const connectWebhookSecret = "whsec_e2e_connect";

freshLocalState();
await withLocalEnv(seed);

// Local development's vars (the dev mailbox the journeys read, no HSTS, a plain session cookie over
// http) over the build's production ones; mail links, Stripe return URLs and the Stripe API point at
// this run's own servers.
writePreviewVars({
  APP_URL: appUrl,
  STRIPE_API_BASE: `http://127.0.0.1:${stripePort}`,
  STRIPE_SECRET_KEY: "sk_test_e2e",
  STRIPE_WEBHOOK_SECRET: webhookSecret,
  STRIPE_CONNECT_WEBHOOK_SECRET: connectWebhookSecret,
  RESEND_API_KEY: "",
  LINK_SAFETY_PROVIDER: "webrisk",
  WEBRISK_API_BASE: `http://127.0.0.1:${webRiskPort}`,
  WEBRISK_API_KEY: "e2e_fake_key",
  CLOUDFLARE_API_BASE: `http://127.0.0.1:${cloudflarePort}/client/v4`,
  CLOUDFLARE_API_TOKEN: localCloudflareFake.apiToken,
});

const stripe = start("npx", ["tsx", "fakes/stripe/main.ts"], {
  STRIPE_FAKE_PORT: stripePort,
  STRIPE_FAKE_WEBHOOK_URL: `${appUrl}/api/stripe/webhook`,
  STRIPE_WEBHOOK_SECRET: webhookSecret,
  STRIPE_FAKE_CONNECT_WEBHOOK_URL: `${appUrl}/api/stripe/connect-webhook`,
  STRIPE_CONNECT_WEBHOOK_SECRET: connectWebhookSecret,
});
const webRisk = start("npx", ["tsx", "fakes/webrisk/main.ts"], { WEBRISK_FAKE_PORT: webRiskPort });
const cloudflare = start("npx", ["tsx", "fakes/cloudflare/main.ts"], { CLOUDFLARE_FAKE_PORT: cloudflarePort });
// Pages the import journeys read, over IMPORT_ALLOW_LOCAL (development's vars above).
const peerPages = start("npx", ["tsx", "fakes/peer-pages/main.ts"], { PEER_PAGES_FAKE_PORT: peerPagesPort });
const preview = startPreview(port);
stopAllOnExit([preview, stripe, webRisk, cloudflare, peerPages]);
preview.on("exit", (code) => process.exit(code ?? 0));
