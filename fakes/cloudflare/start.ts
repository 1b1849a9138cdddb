// A small local stand-in for the parts of Cloudflare's API that provisioning and wrangler's resource
// commands use (D1, KV, R2, Queues, Worker secrets) and the custom hostnames of Cloudflare for SaaS that
// the worker's custom domains use, holding one account and its zone in memory. Only the HTTP boundary is
// fake: the provisioning script and wrangler talk to it through CLOUDFLARE_API_BASE_URL, the worker
// through CLOUDFLARE_API_BASE. This module starts one on Node; `npm run dev`, the e2e server and each test
// that needs one start their own.
import { listen } from "../serve";
import { type CloudflareAccount, createCloudflareAccount } from "./account";
import { apiRoot, cloudflareFakeApp } from "./app";

export type CloudflareFake = {
  /** What CLOUDFLARE_API_BASE_URL (and the worker's CLOUDFLARE_API_BASE) is set to for a client of the fake. */
  apiBaseUrl: string;
  /** The fake's test controls (zones/custom-hostnames.ts). */
  testControlsUrl: string;
  account: CloudflareAccount;
  close: () => Promise<void>;
};

export async function startCloudflareFake(
  options: { port?: number; host?: string; accountId?: string; apiToken?: string; zoneId?: string } = {},
): Promise<CloudflareFake> {
  const account = createCloudflareAccount({
    id: options.accountId,
    apiToken: options.apiToken,
    zoneId: options.zoneId,
  });
  const { url, close } = await listen(cloudflareFakeApp(account).fetch, options);
  return { apiBaseUrl: `${url}${apiRoot}`, testControlsUrl: `${url}/__test`, account, close };
}
