// `npm run dev`: the whole product at http://localhost:8787 on local bindings — migrations applied,
// demo data seeded, then Vite with the worker inside workerd.
import { appendFileSync, copyFileSync, existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseEnv } from "node:util";
import { localPeerPagesFake } from "./lib/development-vars";
import { applyLocalMigrations, projectRoot, withLocalEnv } from "./lib/local-state";
import { start, stopAllOnExit, waitForHttp } from "./lib/processes";
import { seed } from "./seed";

const port = Number(process.env.PORT ?? 8787);

const devVars = resolve(projectRoot, ".dev.vars");
const example = resolve(projectRoot, ".dev.vars.example");
if (!existsSync(devVars)) {
  copyFileSync(example, devVars);
  console.log("dev: created .dev.vars from .dev.vars.example");
} else {
  // A secret added since the file was made (a new endpoint's) takes the example's local value, so the
  // fakes and the app still agree; a line already there is never touched.
  const mine = parseEnv(readFileSync(devVars, "utf8"));
  const missing = Object.entries(parseEnv(readFileSync(example, "utf8"))).filter(([name]) => !(name in mine));
  if (missing.length > 0) {
    appendFileSync(devVars, `\n${missing.map(([name, value]) => `${name}=${value}`).join("\n")}\n`);
    console.log(`dev: added ${missing.map(([name]) => name).join(", ")} to .dev.vars from .dev.vars.example`);
  }
}

applyLocalMigrations();
const report = await withLocalEnv(seed);

// The local Stripe fake answers the SDK at STRIPE_API_BASE (lib/development-vars.ts, which vite.config.ts
// gives the dev server) and sends its webhooks here: the platform's and, for tips, Connect's. Its
// secrets are .dev.vars.example's, which it takes by default.
const stripe = start("npx", ["tsx", "fakes/stripe/main.ts"], {
  STRIPE_FAKE_WEBHOOK_URL: `http://127.0.0.1:${port}/api/stripe/webhook`,
  STRIPE_FAKE_CONNECT_WEBHOOK_URL: `http://127.0.0.1:${port}/api/stripe/connect-webhook`,
});
// The local Web Risk fake answers the link safety checks at WEBRISK_API_BASE (lib/development-vars.ts).
const webRisk = start("npx", ["tsx", "fakes/webrisk/main.ts"]);
// The local Cloudflare API fake keeps the custom domains' hostnames at CLOUDFLARE_API_BASE.
const cloudflare = start("npx", ["tsx", "fakes/cloudflare/main.ts"]);
// The peer-pages fake serves other services' pages to import (IMPORT_ALLOW_LOCAL lets the import read it).
const peerPages = start("npx", ["tsx", "fakes/peer-pages/main.ts"]);
const vite = start("npx", ["vite", "--port", String(port)], { PORT: String(port) });
stopAllOnExit([vite, stripe, webRisk, cloudflare, peerPages]);
vite.on("exit", (code) => process.exit(code ?? 0));

await waitForHttp(`http://127.0.0.1:${port}/api/health`);
console.log(`\nLinkNest is running at http://localhost:${port}`);
console.log("Seeded accounts (log in with the e-mail or the username):");
for (const line of report) console.log(`  ${line}`);
console.log(`Dev mailbox: http://localhost:${port}/api/dev/mail (add ?to=<address> to filter)`);
console.log(
  `Pages to import: ${localPeerPagesFake}/linktree/robinvale (and /linkstack, /littlelink, /beacons, /html)\n`,
);
