// The bench and soak tools (Lighthouse, autocannon) are measure/'s own packages, so the root install
// that every clone and CI run pays for leaves them out. `npm run bench` and `npm run soak` run this
// first: it installs them from measure/package-lock.json when measure/node_modules is missing or older
// than that lockfile, and does nothing otherwise.
import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { resolve } from "node:path";

const measureDir = import.meta.dirname;
const lockfile = resolve(measureDir, "package-lock.json");
// npm ci writes this copy of the lockfile last, once the install is whole.
const installedLockfile = resolve(measureDir, "node_modules/.package-lock.json");

if (!existsSync(installedLockfile) || statSync(installedLockfile).mtimeMs < statSync(lockfile).mtimeMs) {
  console.log("measure: installing the bench and soak tools into measure/node_modules (npm ci --prefix measure)…");
  const result = spawnSync("npm", ["ci", "--prefix", measureDir, "--no-audit", "--no-fund"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
