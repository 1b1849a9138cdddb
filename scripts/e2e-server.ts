// The app as the e2e suite sees it: the production build served by `vite preview` in workerd, on a
// fresh local state of its own, migrated and seeded.
import { rmSync } from "node:fs";
import { applyLocalMigrations, stateDir, withLocalEnv } from "./lib/local-state";
import { start, stopAllOnExit } from "./lib/processes";
import { seed } from "./seed";

const port = process.env.PORT ?? "8791";
rmSync(stateDir(), { recursive: true, force: true });
applyLocalMigrations();
await withLocalEnv(seed);

const preview = start("npx", ["vite", "preview", "--port", port], { PORT: port });
stopAllOnExit([preview]);
preview.on("exit", (code) => process.exit(code ?? 0));
