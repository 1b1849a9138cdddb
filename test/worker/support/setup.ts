import { applyD1Migrations, env } from "cloudflare:test";

// Every test file starts from the real schema, applied the way production applies it.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
