// Starts the peer-pages fake (app.ts) on Node: `npm run dev`, the e2e server and the worker tests each
// run their own, as they do the Stripe fake.
import { type ListeningFake, listen } from "../serve";
import { peerPagesApp } from "./app";

export function startPeerPagesFake(options: { port?: number; host?: string } = {}): Promise<ListeningFake> {
  return listen(peerPagesApp().fetch, options);
}
