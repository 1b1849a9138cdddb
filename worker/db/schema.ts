// The data model: the single source of truth for D1's tables. Migrations are generated from this
// file by drizzle-kit (`npm run db:generate`); never edit a generated migration by hand.
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { locales, pageLanguages } from "#contract/i18n/locales";
import { activityActions, memberRoles } from "#contract/pages";

/** Milliseconds since the epoch; every timestamp in the database is one of these. */
const timestamp = (name: string) => integer(name, { mode: "number" });
const createdAt = () => timestamp("created_at").notNull().default(sql`(cast(unixepoch('subsec') * 1000 as integer))`);

export const users = sqliteTable(
  "users",
  {
    id: text("id").primaryKey(),
    /** Stored lower-case; unique. */
    email: text("email").notNull(),
    /**
     * The account's name: its primary page's username, shown as typed. The page's row is where a name
     * is written; a trigger (migrations/0027) copies the primary page's name here, so signing in by name
     * and the admin's Users list read the account alone (docs/decisions/059).
     */
    username: text("username").notNull(),
    passwordHash: text("password_hash").notNull(),
    emailVerified: integer("email_verified", { mode: "boolean" }).notNull().default(false),
    pendingEmail: text("pending_email"),
    referralCode: text("referral_code").notNull(),
    referredBy: text("referred_by"),
    referralCount: integer("referral_count").notNull().default(0),
    /** The invite code spent at signup, so an account deleted before it verifies gives the use back. */
    inviteCodeId: text("invite_code_id"),
    role: text("role", { enum: ["user", "admin"] })
      .notNull()
      .default("user"),
    isSuspended: integer("is_suspended", { mode: "boolean" }).notNull().default(false),
    /** Sessions created before this instant are dead (password reset, suspension, "log out everywhere"). */
    sessionsValidAfter: timestamp("sessions_valid_after").notNull().default(0),
    stripeCustomerId: text("stripe_customer_id"),
    stripeSubscriptionId: text("stripe_subscription_id"),
    /** Stripe's status, or "cancelling" while cancel_at_period_end is set. */
    subscriptionStatus: text("subscription_status"),
    subscriptionEndDate: timestamp("subscription_end_date"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at").notNull().default(sql`(cast(unixepoch('subsec') * 1000 as integer))`),
    /** The language the app and the account's mail speak: a locale, or "auto" (the browser's; the sign-up's for mail). */
    language: text("language", { enum: pageLanguages }).notNull().default("auto"),
    /** The locale the account signed up in: what "auto" means for mail, which has no browser to ask. */
    signupLocale: text("signup_locale", { enum: locales }).notNull().default("en"),
  },
  (t) => {
    // The admin Users list (worker/admin/user-search.ts, docs/performance.md, "Budgets"): one covering index per sort order,
    // led by its sort key and holding every column the list filters on or shows, so a search over 100k
    // users scans an index instead of the table. (Whether a listed user has a billing account is read
    // afterwards for the page's rows alone, by id: a wider index would slow every scan.)
    const listed = [
      t.email,
      t.username,
      t.emailVerified,
      t.isSuspended,
      t.subscriptionStatus,
      t.subscriptionEndDate,
      t.createdAt,
      t.id,
    ];
    const sortedBy = (key: (typeof listed)[number]) => [key, ...listed.filter((column) => column !== key)] as const;
    return [
      uniqueIndex("users_email_unique").on(t.email),
      uniqueIndex("users_username_lower_unique").on(sql`lower(${t.username})`),
      uniqueIndex("users_referral_code_unique").on(t.referralCode),
      index("users_referred_by_idx").on(t.referredBy),
      index("users_stripe_customer_idx").on(t.stripeCustomerId),
      index("users_created_at_idx").on(t.createdAt),
      index("users_username_idx").on(t.username),
      index("users_pending_email_idx").on(t.pendingEmail),
      index("users_referral_count_idx").on(t.referralCount),
      // The admin stats count verified users by a range of this index (worker/admin/stats.ts), and the
      // Users list counts a filtered total from it when there is no text to match (user-search.ts).
      index("users_admin_flags_idx").on(t.emailVerified, t.isSuspended, t.subscriptionStatus, t.subscriptionEndDate),
      // … and Pro users by a range of this one.
      index("users_subscription_idx").on(t.subscriptionStatus, t.subscriptionEndDate),
      index("users_admin_by_created_idx").on(...sortedBy(t.createdAt)),
      index("users_admin_by_email_idx").on(...sortedBy(t.email)),
      index("users_admin_by_username_idx").on(sql`lower(${t.username})`, ...listed),
    ];
  },
);

/**
 * A public page (docs/decisions/059): its address, its words and its settings; its links, look, audience,
 * custom domain, reports and verdicts hang off it by `page_id`. Every account owns one primary page whose
 * id is the account's id, so a page's id never needs a lookup to reach its owner's first page; a Pro
 * account owns up to 10 (contract/pages.ts).
 */
export const pages = sqliteTable(
  "pages",
  {
    id: text("id").primaryKey(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Shown as typed; unique case-insensitively across every page through the lower(username) index. */
    username: text("username").notNull(),
    bio: text("bio").notNull().default(""),
    /** The name the page is headed by, the handle beneath it; "" means none (the handle heads the page). */
    displayName: text("display_name").notNull().default(""),
    /** A URL; one starting with /uploads/ names an object in the AVATARS bucket. */
    avatar: text("avatar"),
    /** Pro owners may hide the footer; a free owner's page shows it whatever this says. */
    showBranding: integer("show_branding", { mode: "boolean" }).notNull().default(true),
    /** The owner marked the whole page 18+: visitors pass an interstitial first (docs/guides/safety.md). */
    sensitive: integer("sensitive", { mode: "boolean" }).notNull().default(false),
    /** Search and sharing (contract/search-and-sharing.ts): "" means the name or the bio stands in. */
    pageTitle: text("page_title").notNull().default(""),
    pageDescription: text("page_description").notNull().default(""),
    /** The page asks search engines not to list it (robots meta tag and X-Robots-Tag). */
    noindex: integer("noindex", { mode: "boolean" }).notNull().default(false),
    /** The language of the page's own words (contract/i18n/locales.ts): a locale, or "auto", the visitor's. */
    pageLanguage: text("page_language", { enum: pageLanguages }).notNull().default("auto"),
    /** The page's share card (worker/share-cards/): the fingerprint naming its PNG, or null until one is made. */
    shareCard: text("share_card"),
    /**
     * The page's version: every write the page shows adds one, and a save edited from an older one is
     * refused (worker/profiles/page-version.ts). A trigger (migrations/0027) lets it move by one only.
     */
    pageVersion: integer("page_version").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at").notNull().default(sql`(cast(unixepoch('subsec') * 1000 as integer))`),
  },
  (t) => [
    uniqueIndex("pages_username_lower_unique").on(sql`lower(${t.username})`),
    index("pages_owner_idx").on(t.ownerId, t.createdAt),
    // The admin Users list's search by a page's name (worker/admin/user-text-search.ts): a primary page's name is
    // its account's username, already searched on `users`; this holds the other pages alone, few beside the
    // accounts, so matching their names reads them and nothing else (the id too: the condition reads it). Led by
    // the owner, so the owners found come out in order, each once, without a sort.
    index("pages_other_owners_idx").on(t.ownerId, t.username, t.id).where(sql`id <> owner_id`),
  ],
);

/**
 * The people an owner runs a page with (docs/decisions/064): an invitation to an address until it is
 * accepted, then a member with that account. The link's token is kept as its hash and cleared once used.
 */
export const pageMembers = sqliteTable(
  "page_members",
  {
    id: text("id").primaryKey(),
    pageId: text("page_id")
      .notNull()
      .references(() => pages.id, { onDelete: "cascade" }),
    /** The invited address, lower-case; an account with it accepts. */
    email: text("email").notNull(),
    role: text("role", { enum: memberRoles }).notNull(),
    /** The member's account, from the moment the invitation is accepted. */
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash"),
    invitedAt: createdAt(),
    expiresAt: timestamp("expires_at").notNull(),
    acceptedAt: timestamp("accepted_at"),
  },
  (t) => [
    uniqueIndex("page_members_page_email_unique").on(t.pageId, t.email),
    uniqueIndex("page_members_token_unique").on(t.tokenHash),
    index("page_members_user_idx").on(t.userId),
  ],
);

/** Who changed what on a page and when, newest first for its owner and editors (docs/decisions/064). */
export const pageActivity = sqliteTable(
  "page_activity",
  {
    id: text("id").primaryKey(),
    pageId: text("page_id")
      .notNull()
      .references(() => pages.id, { onDelete: "cascade" }),
    at: createdAt(),
    /** Null once the account that acted is gone. */
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action", { enum: activityActions }).notNull(),
    detail: text("detail"),
  },
  (t) => [index("page_activity_page_at_idx").on(t.pageId, t.at, t.id), index("page_activity_actor_idx").on(t.actorId)],
);

export const links = sqliteTable(
  "links",
  {
    id: text("id").primaryKey(),
    pageId: text("page_id")
      .notNull()
      .references(() => pages.id, { onDelete: "cascade" }),
    /** 0-based order on the page; the public click call names a link by it. */
    position: integer("position").notNull(),
    title: text("title").notNull(),
    url: text("url").notNull(),
    /**
     * Clicks counted before the per-profile analytics stores, no longer written: the profile's store counts
     * every click since, and a link's lifetime count is the two added (worker/analytics/stores.ts).
     */
    clicks: integer("clicks").notNull().default(0),
    // Sections, visibility, scheduling and the spotlight (docs/product.md, "Making the page yours"); a header has url "".
    kind: text("kind", { enum: ["link", "header", "embed", "signup", "tip"] })
      .notNull()
      .default("link"),
    enabled: integer("enabled", { mode: "boolean" }).notNull().default(true),
    startsAt: integer("starts_at"),
    endsAt: integer("ends_at"),
    featured: integer("featured", { mode: "boolean" }).notNull().default(false),
    /** The owner marked the link 18+: it opens through its own interstitial (docs/guides/safety.md). */
    sensitive: integer("sensitive", { mode: "boolean" }).notNull().default(false),
    /** An e-mail sign-up block's button (kind "signup"); null on every other kind. */
    buttonText: text("button_text"),
    /** A tip block's whole preset amounts, a JSON list (kind "tip"; docs/guides/earn.md); null on every other kind. */
    amounts: text("tip_amounts", { mode: "json" }).$type<number[]>(),
    /** A tip block's currency: usd, eur or gbp (kind "tip"); null on every other kind. */
    currency: text("tip_currency", { enum: ["usd", "eur", "gbp"] }),
    /** A tip block offers a field for an amount of the visitor's own (kind "tip"). */
    allowCustom: integer("tip_allow_custom", { mode: "boolean" }).notNull().default(false),
    /** A small image beside the title, a url under /uploads/thumbnails/ (worker/profiles/link-thumbnails.ts). */
    thumbnail: text("thumbnail"),
  },
  (t) => [uniqueIndex("links_page_position_unique").on(t.pageId, t.position)],
);

export const tokenPurposes = [
  "verify_email",
  "verify_email_change",
  "undo_email_change",
  "reset_password",
  "impersonate",
] as const;
export type TokenPurpose = (typeof tokenPurposes)[number];

/** Single-use secrets sent by mail or handed to an admin. Only their SHA-256 is stored. */
export const tokens = sqliteTable(
  "tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    purpose: text("purpose", { enum: tokenPurposes }).notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Purpose-specific JSON (the new address of an e-mail change, the admin of an impersonation). */
    payload: text("payload"),
    expiresAt: timestamp("expires_at").notNull(),
    usedAt: timestamp("used_at"),
    createdAt: createdAt(),
  },
  (t) => [index("tokens_user_purpose_idx").on(t.userId, t.purpose), index("tokens_expires_at_idx").on(t.expiresAt)],
);

export const inviteCodes = sqliteTable(
  "invite_codes",
  {
    id: text("id").primaryKey(),
    code: text("code").notNull(),
    enabled: integer("enabled", { mode: "boolean" }).notNull().default(true),
    uses: integer("uses").notNull().default(0),
    /** null: unlimited. */
    maxUses: integer("max_uses"),
    expiresAt: timestamp("expires_at"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("invite_codes_code_unique").on(sql`lower(${t.code})`)],
);

/** Global settings as key → JSON value; absent keys take the defaults of worker/settings. */
export const settings = sqliteTable("settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: timestamp("updated_at").notNull().default(sql`(cast(unixepoch('subsec') * 1000 as integer))`),
});

export const auditLog = sqliteTable(
  "audit_log",
  {
    id: text("id").primaryKey(),
    createdAt: createdAt(),
    /** The real person acting: during impersonation, the admin. */
    actorUserId: text("actor_user_id"),
    /** Free-text actor where there is no user (system, webhook). */
    actor: text("actor"),
    action: text("action").notNull(),
    targetUserId: text("target_user_id"),
    target: text("target"),
    details: text("details"),
  },
  (t) => [
    index("audit_created_at_idx").on(t.createdAt),
    index("audit_action_idx").on(t.action),
    index("audit_actor_idx").on(t.actorUserId),
    index("audit_target_idx").on(t.targetUserId),
  ],
);

/** Request lines and errors, kept for a week for the admin Logs/Errors/Metrics views. */
export const logs = sqliteTable(
  "logs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    createdAt: createdAt(),
    kind: text("kind", { enum: ["request", "error"] }).notNull(),
    method: text("method"),
    path: text("path"),
    status: integer("status"),
    durationMs: integer("duration_ms"),
    userId: text("user_id"),
    message: text("message"),
  },
  (t) => [index("logs_kind_created_idx").on(t.kind, t.createdAt), index("logs_created_at_idx").on(t.createdAt)],
);

/**
 * Counts in windows of time that the Rate Limiting bindings cannot keep: failed logins per address and
 * per account, wrong codes, mails per address per hour (worker/http/rate-limits.ts, decisions 013 and
 * 034). A row lives until its window ends.
 */
export const attemptCounts = sqliteTable(
  "attempt_counts",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    windowEndsAt: timestamp("window_ends_at").notNull(),
  },
  (t) => [index("attempt_counts_window_ends_at_idx").on(t.windowEndsAt)],
);

/** Stripe event ids already applied; inserted in the same batch as the change they cause. */
export const stripeEvents = sqliteTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  createdAt: createdAt(),
});

/** Development only: what the dev e-mail provider "sent". */
export const devMailbox = sqliteTable(
  "dev_mailbox",
  {
    id: text("id").primaryKey(),
    to: text("to_address").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("dev_mailbox_to_created_idx").on(t.to, t.createdAt)],
);

/** The secret salt of each UTC day's visitor hashes (docs/decisions/016); deleted when the day is over. */
export const analyticsSalts = sqliteTable("analytics_salts", {
  day: text("day").primaryKey(),
  salt: text("salt").notNull(),
});

/** A profile's look (docs/product.md, "Making the page yours"): its theme and social icons. No row means the default theme and none. */
export const profileStyles = sqliteTable("profile_styles", {
  pageId: text("page_id")
    .primaryKey()
    .references(() => pages.id, { onDelete: "cascade" }),
  themePreset: text("theme_preset").notNull(),
  themeAccent: text("theme_accent"),
  /** JSON [{platform, url}], validated on the way in. */
  socials: text("socials").notNull().default("[]"),
});

// ── Second factors, signed-in devices (docs/decisions/018) ──────────────────────────────────────────

/**
 * A user's TOTP authenticator (RFC 6238). Set up with `enabledAt` null until a first code proves the
 * app has the secret; `lastUsedStep` is the newest 30-second step accepted, so a code is taken once.
 */
export const totpCredentials = sqliteTable("totp_credentials", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** Base32, as the authenticator app is given it. */
  secret: text("secret").notNull(),
  enabledAt: timestamp("enabled_at"),
  lastUsedStep: integer("last_used_step").notNull().default(0),
  createdAt: createdAt(),
});

/** One-time recovery codes, stored as SHA-256 hex; `usedAt` set once one is spent. */
export const recoveryCodes = sqliteTable(
  "recovery_codes",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at"),
  },
  (t) => [uniqueIndex("recovery_codes_user_hash_unique").on(t.userId, t.codeHash)],
);

/** WebAuthn credentials (passkeys). `id` is the credential id, base64url. */
export const passkeys = sqliteTable(
  "passkeys",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The COSE public key, base64url. */
    publicKey: text("public_key").notNull(),
    counter: integer("counter").notNull().default(0),
    /** JSON array of the transports the authenticator reported. */
    transports: text("transports").notNull().default("[]"),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at"),
  },
  (t) => [index("passkeys_user_idx").on(t.userId, t.createdAt)],
);

/**
 * A sign-in waiting for its second factor: the pending cookie's SHA-256, valid five minutes, deleted
 * when spent so it completes one sign-in at most.
 */
export const pendingSignIns = sqliteTable("pending_sign_ins", {
  tokenHash: text("token_hash").primaryKey(),
  userId: text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  expiresAt: timestamp("expires_at").notNull(),
});

/** A WebAuthn challenge handed out by an options call, spent by the matching verify call. */
export const webauthnChallenges = sqliteTable("webauthn_challenges", {
  /** SHA-256 of the challenge cookie's value. */
  id: text("id").primaryKey(),
  challenge: text("challenge").notNull(),
  purpose: text("purpose", { enum: ["register", "login"] }).notNull(),
  /** The registering user, or the user of a pending sign-in; null for a passkey sign-in from scratch. */
  userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
  expiresAt: timestamp("expires_at").notNull(),
});

/**
 * The signed-in devices list: one row per session made by a sign-in, keyed by the session token's
 * SHA-256 (the KV key's suffix), never the token. KV stays the authority on whether a session lives.
 */
export const userSessions = sqliteTable(
  "user_sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    device: text("device").notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at").notNull(),
  },
  (t) => [uniqueIndex("user_sessions_token_unique").on(t.tokenHash), index("user_sessions_user_idx").on(t.userId)],
);

/** Browsers that have signed in to an account (the device cookie's SHA-256), for new-device notices. */
export const knownDevices = sqliteTable(
  "known_devices",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    deviceHash: text("device_hash").notNull(),
    firstSeenAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceHash] })],
);

/**
 * Reports from visitors about a public page (docs/guides/safety.md), for the admin Reports tab. Repeats from
 * one reporter (a hash of the address, never the address) about one page within a day fold into one
 * row and raise its reportCount; the hash is cleared when the report is resolved.
 */
export const reports = sqliteTable(
  "reports",
  {
    id: text("id").primaryKey(),
    pageId: text("page_id")
      .notNull()
      .references(() => pages.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    details: text("details").notNull(),
    /** The reporter's e-mail, told when the report is resolved; optional. */
    contact: text("contact"),
    /** The locale the reporter read the page in: what that mail is written in. */
    contactLocale: text("contact_locale", { enum: locales }).notNull().default("en"),
    reporterHash: text("reporter_hash"),
    reportCount: integer("report_count").notNull().default(1),
    status: text("status", { enum: ["open", "resolved"] })
      .notNull()
      .default("open"),
    /** dismiss, suspend or hide-link. */
    resolution: text("resolution"),
    note: text("note"),
    createdAt: createdAt(),
    resolvedAt: timestamp("resolved_at"),
  },
  (t) => [
    index("reports_status_created_idx").on(t.status, t.createdAt),
    index("reports_fold_idx").on(t.pageId, t.reporterHash, t.createdAt),
  ],
);

/**
 * The verdict on one URL one owner's profile carries (docs/product.md, "Trust and safety"), whatever carries it — a link, a social
 * icon (worker/safety/carried-urls.ts): "clean" after the provider's check passed, "held" when the
 * provider flagged it, an admin hid it after a report or its domain was blocked, "released" once an
 * admin let it through. Keyed by owner and URL, so a decision stands for the URL: a new title, a link
 * removed and added back, an import or a social icon with the same URL finds it. A row whose URL the
 * profile no longer carries judges nothing until the URL comes back. `id` names the verdict in the
 * admin's Held links and their release and remove routes.
 */
export const urlChecks = sqliteTable(
  "url_checks",
  {
    id: text("id").notNull(),
    pageId: text("page_id")
      .notNull()
      .references(() => pages.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    state: text("state", { enum: ["clean", "held", "released"] }).notNull(),
    /** Why it is held: the provider's threat types, "REPORTED" or "BLOCKED_DOMAIN" (a JSON list). */
    threatTypes: text("threat_types"),
    checkedAt: timestamp("checked_at").notNull(),
    heldAt: timestamp("held_at"),
  },
  (t) => [
    primaryKey({ columns: [t.pageId, t.url] }),
    uniqueIndex("url_checks_id_unique").on(t.id),
    index("url_checks_state_idx").on(t.state, t.heldAt),
  ],
);

/**
 * A username its owner changed away from (worker/accounts/former-usernames.ts): until `kept_until` the
 * old address leads to the owner's page and no one else may take the name. Stored lower-case; a rename
 * to a name kept here ends its row.
 */
export const formerUsernames = sqliteTable(
  "former_usernames",
  {
    name: text("name").primaryKey(),
    pageId: text("page_id")
      .notNull()
      .references(() => pages.id, { onDelete: "cascade" }),
    keptUntil: timestamp("kept_until").notNull(),
  },
  (t) => [index("former_usernames_page_idx").on(t.pageId), index("former_usernames_kept_idx").on(t.keptUntil)],
);

/**
 * A page's custom domain (docs/decisions/040): one per page, its hostname (the xn-- form of an
 * internationalised one) unique across pages. `providerId` is the provider's custom hostname, null
 * while the provider could not be reached to create it. Re-checks go through the custom domains queue:
 * `checks` counts them, and a queued check names the count it expects, so a stale one does nothing.
 */
export const customDomains = sqliteTable(
  "custom_domains",
  {
    pageId: text("page_id")
      .primaryKey()
      .references(() => pages.id, { onDelete: "cascade" }),
    hostname: text("hostname").notNull(),
    unicodeHostname: text("unicode_hostname").notNull(),
    providerId: text("provider_id"),
    status: text("status", { enum: ["pending", "verifying", "active", "failed"] }).notNull(),
    failure: text("failure", { enum: ["wrong_cname", "caa", "timed_out", "refused"] }),
    /** JSON [{type, name, value}]: the records the provider asks for beside the CNAME. */
    providerRecords: text("provider_records").notNull().default("[]"),
    /** The last attempt could not reach the provider; it is tried again. */
    providerUnreachable: integer("provider_unreachable", { mode: "boolean" }).notNull().default(false),
    checks: integer("checks").notNull().default(0),
    /** When the next re-check is due; null once the domain is active or failed. */
    nextCheckAt: timestamp("next_check_at"),
    /** When the hourly sweep first found the owner no longer Pro: the domain serves 7 more days. */
    proEndedAt: timestamp("pro_ended_at"),
    createdAt: createdAt(),
    activeAt: timestamp("active_at"),
  },
  (t) => [
    // One claim a hostname: a failed one (the CNAME never seen, a CAA refusal …) reserves nothing.
    uniqueIndex("custom_domains_claimed_hostname_unique").on(t.hostname).where(sql`${t.status} <> 'failed'`),
    index("custom_domains_next_check_idx").on(t.nextCheckAt),
  ],
);

// ── The audience: e-mail sign-ups on the page (docs/guides/audience.md) ──────────────────────────────

/** An address left on an owner's page: pending until its confirmation link is opened (double opt-in). */
export const subscribers = sqliteTable(
  "subscribers",
  {
    id: text("id").primaryKey(),
    pageId: text("page_id")
      .notNull()
      .references(() => pages.id, { onDelete: "cascade" }),
    /** Stored lower-case; one row per owner and address. */
    email: text("email").notNull(),
    createdAt: createdAt(),
    /** When the address was confirmed; null while it waits for its link. */
    confirmedAt: timestamp("confirmed_at"),
  },
  (t) => [
    uniqueIndex("subscribers_page_email_unique").on(t.pageId, t.email),
    index("subscribers_page_confirmed_idx").on(t.pageId, t.confirmedAt),
  ],
);

/** A mailed confirmation link's secret, as its SHA-256: single use, expiring. */
export const subscriberConfirmationTokens = sqliteTable(
  "subscriber_confirmation_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    subscriberId: text("subscriber_id")
      .notNull()
      .references(() => subscribers.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at").notNull(),
  },
  (t) => [
    index("subscriber_confirmation_tokens_subscriber_idx").on(t.subscriberId),
    index("subscriber_confirmation_tokens_expires_idx").on(t.expiresAt),
  ],
);

/** A Pro owner's webhook for new subscribers, its signing secret and how its last delivery went. */
export const audienceWebhooks = sqliteTable("audience_webhooks", {
  pageId: text("page_id")
    .primaryKey()
    .references(() => pages.id, { onDelete: "cascade" }),
  url: text("url").notNull(),
  /** Signs each delivery (HMAC-SHA256); shown to the owner once, when the URL is set. */
  secret: text("secret").notNull(),
  lastAttemptAt: timestamp("last_attempt_at"),
  /** The receiver's HTTP status, or null when it could not be reached (lastError says why). */
  lastStatus: integer("last_status"),
  lastError: text("last_error"),
});

/**
 * Personal access tokens for /api/v1 and /mcp (docs/guides/public-api.md): only the token's SHA-256 is
 * kept; the token itself is shown once. `scopes` is a JSON array of contract/api-tokens.ts's scopes.
 * They go with the account (cascade), and are deleted on suspension and on a password reset.
 */
export const apiTokens = sqliteTable(
  "api_tokens",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    tokenHash: text("token_hash").notNull(),
    scopes: text("scopes").notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at"),
    /** Null: the token does not expire. */
    expiresAt: timestamp("expires_at"),
  },
  (t) => [uniqueIndex("api_tokens_token_hash_idx").on(t.tokenHash), index("api_tokens_user_id_idx").on(t.userId)],
);

// ── Earn: tips through Stripe Connect (docs/guides/earn.md) ─────────────────────────────────────────────

/**
 * The owner's Stripe Express account, one per owner whatever pages they have, mirrored from Stripe's
 * account.updated events (re-read from Stripe). Withdrawing LinkNest's access at Stripe sets
 * `deauthorizedAt`: the owner is not connected, and connecting again makes a new account in this row.
 */
export const connectedAccounts = sqliteTable(
  "connected_accounts",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    stripeAccountId: text("stripe_account_id").notNull(),
    chargesEnabled: integer("charges_enabled", { mode: "boolean" }).notNull().default(false),
    payoutsEnabled: integer("payouts_enabled", { mode: "boolean" }).notNull().default(false),
    detailsSubmitted: integer("details_submitted", { mode: "boolean" }).notNull().default(false),
    /** Stripe lists something currently due or past due from the owner. */
    detailsNeeded: integer("details_needed", { mode: "boolean" }).notNull().default(true),
    defaultCurrency: text("default_currency"),
    deauthorizedAt: timestamp("deauthorized_at"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at").notNull().default(sql`(cast(unixepoch('subsec') * 1000 as integer))`),
  },
  (t) => [uniqueIndex("connected_accounts_stripe_unique").on(t.stripeAccountId)],
);

/**
 * A tip paid through an owner's page, recorded once from its checkout.session.completed (by the event,
 * in stripe_events, and by the session, unique here). Amounts in the currency's minor units.
 */
export const tips = sqliteTable(
  "tips",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The page the tip came through (an account's primary page has the account's id); the tip outlives it. */
    pageId: text("page_id").notNull(),
    stripeAccountId: text("stripe_account_id").notNull(),
    checkoutSessionId: text("checkout_session_id").notNull(),
    paymentIntentId: text("payment_intent_id"),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    /** LinkNest's application fee, as Stripe took it. */
    fee: integer("fee").notNull().default(0),
    amountRefunded: integer("amount_refunded").notNull().default(0),
    name: text("name"),
    message: text("message"),
    status: text("status", { enum: ["paid", "refunded", "disputed"] })
      .notNull()
      .default("paid"),
    /** When it was paid. */
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("tips_checkout_session_unique").on(t.checkoutSessionId),
    index("tips_user_created_idx").on(t.userId, t.createdAt),
    index("tips_payment_intent_idx").on(t.stripeAccountId, t.paymentIntentId),
  ],
);
