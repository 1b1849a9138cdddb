// `tsx fakes/cloudflare/main.ts`: runs the Cloudflare API fake for `npm run dev` and the e2e server, where
// the worker's custom domains use its zone (scripts/lib/development-vars.ts), or by hand, e.g. to try
// `npm run provision` without an account: CLOUDFLARE_API_BASE_URL, CLOUDFLARE_API_TOKEN and
// CLOUDFLARE_ACCOUNT_ID as printed.
import { localCloudflareFake } from "../../scripts/lib/development-vars";
import { startCloudflareFake } from "./start";

const port = Number(process.env.CLOUDFLARE_FAKE_PORT ?? 12115);
const fake = await startCloudflareFake({
  port,
  accountId: "0123456789abcdef0123456789abcdef",
  apiToken: localCloudflareFake.apiToken,
  zoneId: localCloudflareFake.zoneId,
});
console.log(`[cloudflare-fake] listening; point clients at it with:
  CLOUDFLARE_API_BASE_URL=${fake.apiBaseUrl} CLOUDFLARE_API_TOKEN=${fake.account.apiToken} CLOUDFLARE_ACCOUNT_ID=${fake.account.id}
  custom hostnames: zone ${fake.account.zone.id}; test controls at ${fake.testControlsUrl}/custom_hostnames`);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => fake.close().then(() => process.exit(0)));
