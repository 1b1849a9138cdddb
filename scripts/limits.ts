// `npm run limits`: every rate limit of the app, printed from the table that enforces them
// (worker/http/rate-limits.ts); `--write` also puts the table into docs/product.md.
import { rateLimitTable, writeDocumentedTable } from "./lib/rate-limit-table";

console.log(rateLimitTable());
if (process.argv.includes("--write")) {
  writeDocumentedTable();
  console.log("\nWritten into docs/product.md.");
}
