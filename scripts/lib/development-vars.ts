// Local development's relaxations, in one place (docs/decisions/012-deploy-config.md). wrangler.toml's
// [vars] are production's, so what `npm run deploy` builds is safe by default; every local run lays
// these over them: the dev server (vite.config.ts), each `vite preview` of a build (writePreviewVars in
// built-app.ts: `npm run preview`, the e2e server, bench, soak) and the worker tests (vitest.config.ts).
// Kept free of Node imports: the Vite and Vitest configs load it too.

/** The Stripe fake's address in `npm run dev` (fakes/stripe/main.ts, port 12111). */
const localStripeFake = "http://127.0.0.1:12111";
/** The Web Risk fake's address in `npm run dev` (fakes/webrisk/main.ts, port 12113). */
export const localWebRiskFake = "http://127.0.0.1:12113";
/** The peer-pages fake's address in `npm run dev` (fakes/peer-pages/main.ts, port 12117): pages to import. */
export const localPeerPagesFake = "http://127.0.0.1:12117";
/**
 * The Cloudflare API fake in `npm run dev` (fakes/cloudflare/main.ts, port 12115): its API root, the zone
 * whose custom hostnames it keeps, and the token it takes (CLOUDFLARE_API_TOKEN in .dev.vars.example).
 */
export const localCloudflareFake = {
  apiBase: "http://127.0.0.1:12115/client/v4",
  zoneId: "fedcba9876543210fedcba9876543210",
  apiToken: "local-fake-token",
} as const;

/**
 * ENVIRONMENT=development turns on the dev mailbox and drops HSTS and the Secure, __Host- session
 * cookie (docs/guides/accounts-and-sessions.md); mail stays in the dev mailbox, Stripe calls go to the local fake.
 */
export function developmentVars(appUrl = "http://localhost:8787"): Record<string, string> {
  return {
    ENVIRONMENT: "development",
    APP_URL: appUrl,
    ADMIN_EMAILS: "admin@linknest.local",
    EMAIL_PROVIDER: "dev",
    EMAIL_FROM: "LinkNest <no-reply@linknest.local>",
    STRIPE_API_BASE: localStripeFake,
    LINK_SAFETY_PROVIDER: "webrisk",
    WEBRISK_API_BASE: localWebRiskFake,
    // Custom domains through the Cloudflare fake's zone; owners point their CNAME at the target.
    CUSTOM_DOMAINS_PROVIDER: "cloudflare",
    CLOUDFLARE_API_BASE: localCloudflareFake.apiBase,
    CLOUDFLARE_ZONE_ID: localCloudflareFake.zoneId,
    CUSTOM_DOMAIN_TARGET: "customers.linknest.example",
    // The seeded demo profile (scripts/seed.ts) is what the home page shows off locally.
    SHOWCASE_USERNAME: "demo",
    // Admins can use the admin area locally without setting up a second factor (docs/decisions/018).
    ADMINS_REQUIRE_2FA: "false",
    // An import may read pages served on this machine: the peer-pages fake's, or any served by hand.
    IMPORT_ALLOW_LOCAL: "true",
    // One analytics queue: a test replaces one binding to fail or watch them all (wrangler.toml).
    ANALYTICS_QUEUE_SHARDS: "1",
  };
}
