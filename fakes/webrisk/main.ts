// `tsx fakes/webrisk/main.ts`: runs the Web Risk fake for `npm run dev` and the e2e server.
import { startWebRiskFake } from "./start";

const port = Number(process.env.WEBRISK_FAKE_PORT ?? 12113);
const fake = await startWebRiskFake({ port });
console.log(`[webrisk-fake] listening on ${fake.url}`);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => fake.close().then(() => process.exit(0)));
