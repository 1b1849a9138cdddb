// `npm run preview`: the production build served by `vite preview` (the worker in workerd) at
// http://localhost:8787 on `npm run dev`'s local state — migrations applied — with local development's
// vars over the build's production ones and the secrets of .dev.vars (docs/decisions/012).
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseEnv } from "node:util";
import { buildApp, startPreview, writePreviewVars } from "./lib/built-app";
import { applyLocalMigrations, projectRoot } from "./lib/local-state";
import { stopAllOnExit } from "./lib/processes";

const port = Number(process.env.PORT ?? 8787);
const devVars = resolve(projectRoot, ".dev.vars");

applyLocalMigrations();
buildApp();
writePreviewVars({
  APP_URL: `http://localhost:${port}`,
  ...(existsSync(devVars) ? (parseEnv(readFileSync(devVars, "utf8")) as Record<string, string>) : {}),
});
const preview = startPreview(port);
stopAllOnExit([preview]);
preview.on("exit", (code) => process.exit(code ?? 0));
