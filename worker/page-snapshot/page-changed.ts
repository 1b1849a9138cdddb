// The one step after any committed change to what a public page shows (docs/guides/public-page.md, "Kept
// fresh"). Whatever wrote the change — the owner's save or upload, a safety verdict, a suspension, the
// tier, a custom domain's check, a new share card, the account's deletion — calls pageChanged once,
// after its commit, and it brings up to date everything that serves or describes the page: the snapshot
// in KV (rewritten, or removed when the page may not be shown) and this isolate's copy, the host entry
// of the custom domain that serves it, the snapshot and host the page had before a rename or a removal,
// and the share card (queued when it no longer shows what the page does). A place the page is kept or
// served from joins here, and every writer follows; test/structure/page-freshness.test.ts holds every
// write to a table or column the snapshot reads to reaching this call. It never fails the change it
// follows: what cannot be brought up to date is dropped, so readers rebuild it from D1, and recorded.
import type { Db } from "../db/client";
import { afterCommit } from "../logs/record";
import { pagesOwnedBy } from "../pages/pages";
import { unpublishHost } from "./hosts";
import { requestShareCard } from "./share-card";
import { type PublicSource, publicSourceById } from "./snapshot";
import { forgetRecentSnapshot, removeStoredSnapshot, storeSnapshot } from "./store";

/**
 * The page a change touched, and where it was served before the change, when the change took it away
 * from there; or an account whose change (its plan, its suspension, its e-mail's proof, its Stripe
 * account) touches every page it owns.
 */
export type ChangedPage = { ownerId: string } | ChangedOnePage;

type ChangedOnePage = {
  pageId: string;
  /** The name the page had before a rename or the account's deletion: its snapshot there goes. */
  formerUsername?: string;
  /** The custom domain that served the page before the change: its entry goes unless the page still names it. */
  formerHost?: string;
};

export async function pageChanged(db: Db, env: Env, changed: ChangedPage): Promise<void> {
  if ("ownerId" in changed) {
    for (const page of await pagesOwnedBy(db, changed.ownerId)) await onePageChanged(db, env, { pageId: page.id });
  } else {
    await onePageChanged(db, env, changed);
  }
}

async function onePageChanged(db: Db, env: Env, page: ChangedOnePage): Promise<void> {
  const { pageId, formerUsername, formerHost } = page;
  const source = await readSource(db, pageId);
  const shown = source?.shown ? source.snapshot : undefined;
  if (source) await refreshSnapshot(env, source);
  // Left behind, the old name's snapshot shows the page under that name until it expires (1 h).
  if (formerUsername && formerUsername.toLowerCase() !== source?.snapshot.username.toLowerCase()) {
    await afterCommit(db, { path: "kv:PROFILES", userId: pageId }, async () => {
      forgetRecentSnapshot(formerUsername);
      await removeStoredSnapshot(env, formerUsername).catch((error) => {
        throw new Error(`could not forget the public page of the old name "${formerUsername}"`, { cause: error });
      });
    });
  }
  if (formerHost && formerHost !== shown?.customDomain) {
    await afterCommit(db, { path: "kv:PROFILES", userId: pageId }, () => unpublishHost(env, formerHost));
  }
  if (shown) await requestShareCard(db, env, shown);
}

/** The page as D1 has it now: undefined when the page is gone, null when D1 could not be read. */
async function readSource(db: Db, pageId: string): Promise<PublicSource | undefined | null> {
  try {
    return await publicSourceById(db, pageId);
  } catch (error) {
    console.error("page snapshot refresh failed; the stored one expires within the hour", error);
    return null;
  }
}

/**
 * Rewrites the snapshot, or removes it when the page may not be shown (suspended, or the e-mail not
 * verified). If KV cannot be written, the stale snapshot is dropped instead and readers fall back to D1.
 */
async function refreshSnapshot(env: Env, { snapshot, shown }: PublicSource): Promise<void> {
  try {
    if (shown) await storeSnapshot(env, snapshot);
    else await removeStoredSnapshot(env, snapshot.username);
  } catch (error) {
    console.error("page snapshot refresh failed; dropping the stored one", error);
    await removeStoredSnapshot(env, snapshot.username).catch(() => {});
  }
  // After KV changed: a read that raced the change cannot put the old copy back.
  forgetRecentSnapshot(snapshot.username);
}
