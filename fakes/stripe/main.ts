// `tsx fakes/stripe/main.ts`: runs the fake for `npm run dev` and the e2e server.
import { startStripeFake } from "./start";

const port = Number(process.env.STRIPE_FAKE_PORT ?? 12111);
const webhookUrl = process.env.STRIPE_FAKE_WEBHOOK_URL ?? "http://127.0.0.1:8787/api/stripe/webhook";
const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET ?? "whsec_local_fake";
const connectWebhookUrl =
  process.env.STRIPE_FAKE_CONNECT_WEBHOOK_URL ?? "http://127.0.0.1:8787/api/stripe/connect-webhook";
const connectWebhookSecret = process.env.STRIPE_CONNECT_WEBHOOK_SECRET ?? "whsec_local_connect_fake";

const fake = await startStripeFake({ port, webhookUrl, webhookSecret, connectWebhookUrl, connectWebhookSecret });
console.log(
  `[stripe-fake] listening on ${fake.url}, webhooks → ${webhookUrl}, Connect webhooks → ${connectWebhookUrl}`,
);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => fake.close().then(() => process.exit(0)));
