// `npm run admin -- grant <email> [--remote]`: makes an account admin by hand, in the local D1 by
// default or in production with --remote. (ADMIN_EMAILS does the same automatically at verification.)
import { eq } from "drizzle-orm";
import { normalizeEmail } from "../worker/accounts/users";
import { openDb } from "../worker/db/client";
import { users } from "../worker/db/schema";
import { withLocalEnv, wrangler } from "./lib/local-state";

const [command, emailArg, ...flags] = process.argv.slice(2);
const usage = "usage: npm run admin -- grant <email> [--remote]   |   npm run admin -- revoke <email> [--remote]";

if ((command !== "grant" && command !== "revoke") || !emailArg?.includes("@")) {
  console.error(usage);
  process.exit(2);
}
const email = normalizeEmail(emailArg);
const role = command === "grant" ? "admin" : "user";

if (flags.includes("--remote")) {
  // Addresses are validated above; quote defensively all the same.
  const quoted = `'${email.replace(/'/g, "''")}'`;
  wrangler([
    "d1",
    "execute",
    "DB",
    "--remote",
    "--command",
    `update users set role = '${role}' where email = ${quoted}`,
  ]);
  console.log(`admin: asked the remote database to set role=${role} for ${email}`);
} else {
  const changed = await withLocalEnv(async (env) => {
    const rows = await openDb(env.DB)
      .update(users)
      .set({ role })
      .where(eq(users.email, email))
      .returning({ id: users.id });
    return rows.length;
  });
  if (changed === 0) {
    console.error(`admin: no local account with e-mail ${email}`);
    process.exit(1);
  }
  console.log(`admin: ${email} is now ${role === "admin" ? "an admin" : "a regular user"} (local)`);
}
