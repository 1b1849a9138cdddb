// `npm run bench -- --before REF`: the earlier commit measured in the same run, by this same harness, so
// the two sets of figures sit side by side. REF is checked out in a worktree of its own under
// .wrangler/bench-before (sharing this clone's installed packages), this tree's measure/bench/ laid over
// its own, and its bench run there with `--only` and `--rows-out`: it builds REF, seeds a fresh state of
// REF's schema, measures, and leaves its rows in a file, which this run reads. The worktree goes after.
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, existsSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { resolve } from "node:path";
import { localToolEnv, projectRoot } from "../../scripts/lib/local-state";
import type { Row } from "./report";

const treeDir = resolve(projectRoot, ".wrangler/bench-before");

const git = (...args: string[]) =>
  execFileSync("git", args, { cwd: projectRoot, encoding: "utf8", stdio: "pipe" }).trim();

function removeTree(): void {
  if (existsSync(treeDir)) {
    try {
      git("worktree", "remove", "--force", treeDir);
    } catch {
      rmSync(treeDir, { recursive: true, force: true });
    }
  }
  git("worktree", "prune");
}

/** Measures `parts` of commit `ref`; its rows, and the commit they are of. */
export async function measureBefore(
  ref: string,
  parts: string[],
  step: (message: string) => void,
): Promise<{ ref: string; commit: string; rows: Row[] }> {
  const commit = git("rev-parse", "--verify", `${ref}^{commit}`);
  removeTree();
  step(`checking out ${ref} (${commit.slice(0, 12)}) in ${treeDir}`);
  git("worktree", "add", "--detach", treeDir, commit);
  try {
    symlinkSync(resolve(projectRoot, "node_modules"), resolve(treeDir, "node_modules"));
    symlinkSync(resolve(projectRoot, "measure/node_modules"), resolve(treeDir, "measure/node_modules"));
    cpSync(resolve(projectRoot, "measure/bench"), resolve(treeDir, "measure/bench"), { recursive: true });
    const rowsFile = resolve(treeDir, ".wrangler/bench-before-rows.json");
    step(`measuring ${parts.join(" and ")} there (its own build and state)`);
    const result = spawnSync(
      "npx",
      ["tsx", "measure/bench/main.ts", "--only", parts.join(","), "--label", "before", "--rows-out", rowsFile],
      { cwd: treeDir, stdio: "inherit", env: localToolEnv() },
    );
    if (result.status !== 0) throw new Error(`the bench of ${ref} failed (exit ${result.status})`);
    const { rows } = JSON.parse(readFileSync(rowsFile, "utf8")) as { rows: Row[] };
    return { ref, commit, rows };
  } finally {
    removeTree();
  }
}
