// `npm run db:export -- <file.sql> [--remote]`: a SQL export of the database (the `npm run dev` one by
// default, production with --remote). D1 cannot export a database holding a virtual table, so this
// takes the admin search's trigram index and its triggers away first and puts them back afterwards
// from their migration, which rebuilds the index from the users table (docs/decisions/010). Meanwhile
// the admin's text search walks the users instead, and nothing else changes.
import { resolve } from "node:path";
import { projectRoot, wrangler } from "./lib/local-state";

const searchIndexMigration = resolve(projectRoot, "migrations", "0003_user_text_search.sql");
const dropSearchIndex = [
  "DROP TRIGGER IF EXISTS users_search_after_insert",
  "DROP TRIGGER IF EXISTS users_search_after_update",
  "DROP TRIGGER IF EXISTS users_search_after_delete",
  "DROP TABLE IF EXISTS users_search",
].join("; ");

const [output, ...flags] = process.argv.slice(2);
if (!output || output.startsWith("--") || flags.some((flag) => flag !== "--remote")) {
  console.error("usage: npm run db:export -- <file.sql> [--remote]");
  process.exit(2);
}
const where = flags.includes("--remote") ? "--remote" : "--local";

wrangler(["d1", "execute", "DB", where, "--command", dropSearchIndex]);
try {
  wrangler(["d1", "export", "DB", where, "--output", resolve(output), "--skip-confirmation"]);
} finally {
  wrangler(["d1", "execute", "DB", where, "--file", searchIndexMigration]);
}
console.log(
  `db:export: wrote ${output}. It leaves out the search index while recording its migration as applied: ` +
    `after importing it into a database, run ${searchIndexMigration} there to rebuild the index.`,
);
