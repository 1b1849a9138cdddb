import { defineConfig } from "drizzle-kit";

// Generates SQL migrations from worker/db/schema.ts into migrations/, which
// `wrangler d1 migrations apply` and the worker tests apply.
export default defineConfig({
  dialect: "sqlite",
  schema: "./worker/db/schema.ts",
  out: "./migrations",
});
