// Starts the webhook receiver (app.ts) on Node for the worker tests, beside the Stripe fake.
import { type ListeningFake, listen } from "../serve";
import { webhookReceiverApp } from "./app";

export function startWebhookReceiver(options: { port?: number; host?: string } = {}): Promise<ListeningFake> {
  return listen(webhookReceiverApp().fetch, options);
}
