// Values the Node side of Vitest hands to the test projects (see test/worker/support/fakes.global.ts).
import "vitest";

declare module "vitest" {
  export interface ProvidedContext {
    /** Base URL of the local Stripe fake started for the worker tests. */
    stripeFakeUrl: string;
    /** The Cloudflare fake's API root (…/client/v4), whose zone keeps the custom domains' hostnames. */
    cloudflareFakeApiBase: string;
    webriskFakeUrl: string;
    /** The audience's webhook receiver (fakes/webhook-receiver). */
    webhookReceiverUrl: string;
    /** Other services' pages for the page import to read (fakes/peer-pages). */
    peerPagesUrl: string;
    /** How many inputs each property test tries (test/worker/support/property-runs.ts). */
    propertyRuns: number;
  }
}
