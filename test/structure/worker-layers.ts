// The worker's folders from the top down, the order every import follows (docs/architecture.md, "Where
// things live"): a module imports from its own folder or from one below its own, never from one above, so
// every dependency runs one way. Where a concern must set off something a concern above it owns, it says
// so by an event (a queue message) or leaves it to a caller above both (a route, the entry). The layout
// test holds every import of the worker to this order, and the architecture's table to naming the
// folders in it.
export const workerLayers = [
  // The entry: the Worker's handlers, and the Hono app that mounts the routers.
  "index.ts",
  "app.ts",
  // HTTP: the routers, translating requests into calls of the concerns below; the MCP server answers
  // with the public API's calls.
  "routes",
  "mcp",
  "public-api",
  // Flows across concerns, run by the crons and by the account's own calls.
  "maintenance",
  "import",
  "account-data",
  // The people a page is run with: invitations, members and their roles.
  "members",
  // What admins do, and the concerns that build on the page and the account.
  "admin",
  "custom-domains",
  "audience",
  "earn",
  "public-page",
  "spa",
  "share-cards",
  "profiles",
  "safety",
  "analytics",
  "billing",
  // What a page shows and the one step after any change to it.
  "page-snapshot",
  // The pages an account owns.
  "pages",
  // The account and how it signs in.
  "two-factor",
  "passkeys",
  "accounts",
  "invites",
  "sessions",
  "api-tokens",
  // The ground: mail and the words it and the pages speak, settings, the audit trail, HTTP plumbing,
  // logs, secrets, storage.
  "email",
  "i18n",
  "settings",
  "audit",
  "http",
  "logs",
  "security",
  "db",
] as const;
