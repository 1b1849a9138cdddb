// Starts the Web Risk fake (app.ts) on Node: `npm run dev`, the e2e server and the worker tests each run
// their own, as they do the Stripe fake.
import { type ListeningFake, listen } from "../serve";
import { webRiskFakeApp } from "./app";

export type WebRiskFake = ListeningFake;

export function startWebRiskFake(options: { port?: number; host?: string } = {}): Promise<WebRiskFake> {
  return listen(webRiskFakeApp().fetch, options);
}
