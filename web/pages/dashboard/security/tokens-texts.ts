// The words of the Settings section's API tokens card, in the reader's language (docs/decisions/057-languages.md).
import type { ApiScope } from "#contract/api-tokens";
import { defineMessages, type MessageDescriptor } from "#contract/i18n/define";

export const tokensTexts = defineMessages({
  title: { id: "app.tokens.title", defaultMessage: "API tokens" },
  intro: {
    id: "app.tokens.intro",
    defaultMessage:
      "Tokens let scripts, integrations and assistants (over MCP) work on your page. Keep them secret; up to {limit, number}.",
    description: "{limit} is how many tokens an account may hold at once",
  },
  copyNow: { id: "app.tokens.copyNow", defaultMessage: "Copy your new token now: it won't be shown again." },
  copy: { id: "app.tokens.copy", defaultMessage: "Copy" },
  done: { id: "app.tokens.done", defaultMessage: "Done" },
  emptyTitle: { id: "app.tokens.emptyTitle", defaultMessage: "No tokens yet" },
  emptyStep: {
    id: "app.tokens.emptyStep",
    defaultMessage:
      "Name your first one after what will use it, give it only what it needs to do, and create it below.",
  },
  emptyBody: {
    id: "app.tokens.emptyBody",
    defaultMessage:
      "A token lets a script, an integration or an assistant read or change your page through the API, with nothing more than the scopes you give it; you can revoke it at any time.",
  },
  name: { id: "app.tokens.name", defaultMessage: "Name" },
  scopes: { id: "app.tokens.scopes", defaultMessage: "What it may do" },
  expires: { id: "app.tokens.expires", defaultMessage: "Expires" },
  days: { id: "app.tokens.days", defaultMessage: "{count, plural, one {# day} other {# days}}" },
  oneYear: { id: "app.tokens.oneYear", defaultMessage: "1 year" },
  neverExpires: { id: "app.tokens.neverExpires", defaultMessage: "Never", description: "An expiry choice" },
  creating: { id: "app.tokens.creating", defaultMessage: "Creating…" },
  create: { id: "app.tokens.create", defaultMessage: "Create token" },
  createFailed: { id: "app.tokens.createFailed", defaultMessage: "Failed to create the token." },
  revokeFailed: { id: "app.tokens.revokeFailed", defaultMessage: "Failed to revoke the token." },
  loadFailed: { id: "app.tokens.loadFailed", defaultMessage: "Failed to load your tokens." },
  list: { id: "app.tokens.list", defaultMessage: "Your API tokens" },
  times: {
    id: "app.tokens.times",
    defaultMessage: "Created {created} · last used {lastUsed} · expires {expires}",
    description: "Under a token's name; each value is a day or the word for never",
  },
  never: {
    id: "app.tokens.never",
    defaultMessage: "never",
    description: "In the token's times: not used, or no expiry",
  },
  revoke: { id: "app.tokens.revoke", defaultMessage: "Revoke" },
  revokeNamed: { id: "app.tokens.revokeNamed", defaultMessage: "Revoke {name}" },
});

/** What each scope lets a token do; the scope's id is shown beside it as the API names it. */
export const scopeTexts: Record<ApiScope, MessageDescriptor> = defineMessages({
  "pages:read": { id: "app.tokens.scopePagesRead", defaultMessage: "Read your page and its links" },
  "pages:write": {
    id: "app.tokens.scopePagesWrite",
    defaultMessage: "Change your page: links, order, bio, theme, search settings",
  },
  "analytics:read": { id: "app.tokens.scopeAnalyticsRead", defaultMessage: "Read your page's analytics" },
  "audience:read": { id: "app.tokens.scopeAudienceRead", defaultMessage: "Read your page's subscribers" },
});
