// `tsx fakes/peer-pages/main.ts`: runs the peer-pages fake for `npm run dev` and the e2e server, where an
// import may read it (IMPORT_ALLOW_LOCAL, scripts/lib/development-vars.ts).
import { startPeerPagesFake } from "./start";

const port = Number(process.env.PEER_PAGES_FAKE_PORT ?? 12117);
const fake = await startPeerPagesFake({ port });
console.log(`[peer-pages-fake] listening on ${fake.url}; try ${fake.url}/linktree/robinvale`);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => fake.close().then(() => process.exit(0)));
