// Fills the local database with what a newcomer needs to try every flow. Safe to run again: every
// step checks what is already there.
import { openDb } from "../worker/db/client";
import { defaultSettings, readSettings, writeSettings } from "../worker/settings/settings";
import { withLocalEnv } from "./lib/local-state";
import { isMainModule } from "./lib/processes";

export async function seed(env: Env): Promise<string[]> {
  const db = openDb(env.DB);
  const report: string[] = [];
  const current = await readSettings(db);
  // Store the defaults explicitly so the admin settings screen shows what is in force.
  await writeSettings(db, { ...defaultSettings, ...current });
  report.push("settings: in place");
  return report;
}

if (isMainModule(import.meta.url)) {
  const report = await withLocalEnv(seed);
  for (const line of report) console.log(`seed: ${line}`);
}
