// A small local stand-in for the parts of Cloudflare's API that provisioning and wrangler's resource
// commands use (D1, KV, R2, Queues, Worker secrets), holding one account in memory. Only the HTTP
// boundary is fake: the provisioning script and wrangler itself talk to it through CLOUDFLARE_API_BASE_URL.
// This module starts one on Node; each test starts its own.
import { listen } from "../serve";
import { type CloudflareAccount, createCloudflareAccount } from "./account";
import { apiRoot, cloudflareFakeApp } from "./app";

export type CloudflareFake = {
  /** What CLOUDFLARE_API_BASE_URL is set to for a client of the fake. */
  apiBaseUrl: string;
  account: CloudflareAccount;
  close: () => Promise<void>;
};

export async function startCloudflareFake(
  options: { port?: number; host?: string; accountId?: string; apiToken?: string } = {},
): Promise<CloudflareFake> {
  const account = createCloudflareAccount({ id: options.accountId, apiToken: options.apiToken });
  const { url, close } = await listen(cloudflareFakeApp(account).fetch, options);
  return { apiBaseUrl: `${url}${apiRoot}`, account, close };
}
