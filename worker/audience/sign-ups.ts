// A visitor's e-mail sign-up on a page and its confirmation (docs/guides/audience.md): double opt-in. A
// sign-up stores the address as pending and mails a link (only its SHA-256 is kept, 48 hours); opening
// the link confirms it once and hands the new subscriber to the owner's webhook. Every sign-up is
// answered the same — new, repeated, already confirmed, or a bot that filled the hidden field — so the
// answer never tells whether an address is on a list. A pending sign-up is mailed once: a repeat is mailed
// again only when its link has expired, or when the visitor asks ("Send it again"), a few times an hour.
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { audienceMessages, signUpConfirmationHours } from "#contract/audience";
import { type PageLanguage, pageLocale } from "#contract/i18n/locales";
import { profileMessages } from "#contract/profile-schemas";
import type { Db } from "../db/client";
import { pages, subscriberConfirmationTokens, subscribers, users } from "../db/schema";
import { appLink, enqueueEmail } from "../email/outbox";
import { apiError } from "../http/errors";
import { withinLimits } from "../http/rate-limits";
import { recentPublicProfile } from "../page-snapshot/store";
import { toPublicProfile } from "../public-page/visibility";
import { randomToken, sha256Hex } from "../security/encoding";
import { queueWebhookDelivery } from "./webhook-deliveries";

/**
 * A sign-up as validated (contract/audience.ts), whether the field no person sees was filled in, whether
 * the visitor asked for the confirmation mail again ("Send it again"), and the languages their browser
 * asks for: the mail speaks the page's language, with "auto" the visitor's.
 */
export type PageSignUpRequest = {
  username: string;
  email: string;
  resend?: boolean | undefined;
  honeypotFilled?: boolean;
  acceptLanguage: string | undefined;
};

/** The page a sign-up joins: its id, its name as the page shows it, and its language setting. */
type SignupPage = { pageId: string; username: string; language: PageLanguage };

/** The page under the name, if it is shown and carries a sign-up block now. */
async function signupPageOf(db: Db, env: Env, username: string): Promise<SignupPage> {
  const snapshot = await recentPublicProfile(db, env, username);
  if (!snapshot) throw apiError(404, profileMessages.userNotFound);
  const shown = toPublicProfile(snapshot);
  if (!shown.links.some((link) => link.kind === "signup")) throw apiError(404, audienceMessages.noSignupBlock);
  return { pageId: snapshot.pageId, username: snapshot.username, language: snapshot.language };
}

/** The ceiling on sign-ups from one address, taken before anything else: a flood meets it whatever it sends. */
export async function admitPageSignUp(db: Db, env: Env, ip: string): Promise<void> {
  await withinLimits(env, db, [{ rule: "subscribeAttempts", key: [ip] }]);
}

/**
 * Takes a validated sign-up (after admitPageSignUp): the page's limit, then the pending row and its mail.
 * Answers the page's owner name (for the page that says to check the mailbox). Throws 404 for a page
 * without a sign-up block (nothing stored), 429 past the page's limit, 503 when the mail could not be
 * queued (its link is taken back).
 */
export async function signUpToPage(db: Db, env: Env, input: PageSignUpRequest): Promise<{ username: string }> {
  const page = await signupPageOf(db, env, input.username);
  await withinLimits(env, db, [{ rule: "subscribesToPage", key: [page.pageId] }]);
  // A bot filled the field no person sees: it is told what a person is, and nothing is kept.
  if (input.honeypotFilled) return { username: page.username };

  await db
    .insert(subscribers)
    .values({ id: crypto.randomUUID(), pageId: page.pageId, email: input.email })
    .onConflictDoNothing();
  const subscriber = await db
    .select({ id: subscribers.id, confirmedAt: subscribers.confirmedAt })
    .from(subscribers)
    .where(and(eq(subscribers.pageId, page.pageId), eq(subscribers.email, input.email)))
    .get();
  if (!subscriber || subscriber.confirmedAt !== null) return { username: page.username };

  // One mail per pending sign-up: a link still unexpired is not sent again unless asked for.
  const token = randomToken();
  const tokenHash = await sha256Hex(token);
  if (!(await storeConfirmationToken(db, subscriber.id, tokenHash, input.resend === true))) {
    return { username: page.username };
  }
  const mayMail = await withinLimits(env, db, [{ rule: "confirmationMailsToAddress", key: [input.email] }]);
  if (!mayMail) {
    await db.delete(subscriberConfirmationTokens).where(eq(subscriberConfirmationTokens.tokenHash, tokenHash));
    return { username: page.username };
  }
  try {
    await enqueueEmail(env, {
      template: "subscription_confirm",
      to: input.email,
      locale: pageLocale(page.language, input.acceptLanguage),
      data: { username: page.username, link: appLink(env, "/subscribe/confirm", { token }) },
    });
  } catch (error) {
    await db.delete(subscriberConfirmationTokens).where(eq(subscriberConfirmationTokens.tokenHash, tokenHash));
    throw error;
  }
  return { username: page.username };
}

/**
 * Stores a new confirmation link for the subscriber and answers whether it did: always when `resend`,
 * otherwise only when no link of theirs is still unexpired — one statement, so two sign-ups that cross
 * store (and mail) one.
 */
async function storeConfirmationToken(db: Db, subscriberId: string, tokenHash: string, resend: boolean) {
  const now = Date.now();
  const expiresAt = now + signUpConfirmationHours * 60 * 60 * 1000;
  const result = await db.run(sql`
    insert into subscriber_confirmation_tokens (token_hash, subscriber_id, expires_at)
    select ${tokenHash}, ${subscriberId}, ${expiresAt}
    where ${resend ? 1 : 0} = 1 or not exists (
      select 1 from subscriber_confirmation_tokens where subscriber_id = ${subscriberId} and expires_at > ${now}
    )`);
  return result.meta.changes > 0;
}

/** A confirmation link opened: the owner whose list the address is on, and whether it was already. */
export type Confirmed = { username: string; alreadySubscribed: boolean };

/**
 * Opens a confirmation link: the subscriber is confirmed once (the webhook hears of it once). The link
 * stays until it expires, so pressing it again — or another link of the same address — says the address
 * is on the list instead of calling the link broken. Null for a forged or expired token.
 */
export async function confirmPageSignUp(db: Db, env: Env, token: string, now = Date.now()): Promise<Confirmed | null> {
  const spent = await db
    .select({ subscriberId: subscriberConfirmationTokens.subscriberId })
    .from(subscriberConfirmationTokens)
    .where(
      and(
        eq(subscriberConfirmationTokens.tokenHash, await sha256Hex(token)),
        gt(subscriberConfirmationTokens.expiresAt, now),
      ),
    )
    .get();
  if (!spent) return null;
  const confirmed = await db
    .update(subscribers)
    .set({ confirmedAt: now })
    .where(and(eq(subscribers.id, spent.subscriberId), isNull(subscribers.confirmedAt)))
    .returning({ id: subscribers.id, userId: subscribers.pageId, email: subscribers.email });
  const owner = await db
    .select({ id: pages.id, username: pages.username })
    .from(subscribers)
    .innerJoin(pages, eq(pages.id, subscribers.pageId))
    .innerJoin(users, eq(users.id, pages.ownerId))
    .where(eq(subscribers.id, spent.subscriberId))
    .get();
  if (!owner) return null;
  const subscriber = confirmed[0];
  if (subscriber) {
    await queueWebhookDelivery(db, env, {
      event: "subscriber.confirmed",
      userId: owner.id,
      subscriber: { email: subscriber.email, confirmedAt: new Date(now).toISOString() },
    });
  }
  return { username: owner.username, alreadySubscribed: !subscriber };
}
