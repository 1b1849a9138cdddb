// Saving the whole profile from the dashboard's editor (docs/product.md, "Dashboard" and "Limits"): username under
// the signup rules, bio, avatar (keep or clear) and the ordered links, written in one batch. The avatar
// is never written back: an upload can land between the save's read and its write. And the branding
// toggle, the same call's other body (docs/product.md, "Dashboard" and "Limits"): only Pro users may change it,
// and a free user's page shows the footer whatever the stored value is; an import carries the switch with
// the profile.
import { asc, eq } from "drizzle-orm";
import { accountMessages } from "#contract/account-schemas";
import { type Link, linkFromFlat } from "#contract/links";
import { messages } from "#contract/messages";
import { type ProfileSaveInput, profileMessages } from "#contract/profile-schemas";
import type { OwnerProfile } from "#contract/types";
import { renameStatements } from "../accounts/former-usernames";
import { isReservedUsername, isUsernameConflict, takenNames, usernameTaken } from "../accounts/users";
import { isPro, type SubscriptionState } from "../billing/tier";
import { type Db, runAtomically } from "../db/client";
import { links, pages } from "../db/schema";
import { apiError, validationError } from "../http/errors";
import { pageChanged } from "../page-snapshot/page-changed";
import { linkColumns } from "../page-snapshot/page-content";
import { findOwnedPage } from "../pages/pages";
import { refuseNewlyBlockedUrls } from "../safety/blocked-domains";
import { queueUrlChecks } from "../safety/url-checks";
import { readSettings } from "../settings/settings";
import { avatarClearedBySave, clearAvatarIfStill, discardReplacedAvatar } from "./avatars";
import { discardDroppedThumbnails } from "./link-thumbnails";
import { type LinkPlan, linkStatements, planLinks } from "./links";
import { loadOwnerProfile } from "./owner-profile";
import {
  currentPageVersion,
  isStalePageVersion,
  nextPageVersion,
  pageChangedElsewhere,
  pageVersionAfterSave,
} from "./page-version";
import { saveStyleStatement } from "./profile-styles";

/**
 * Scheduling is Pro (docs/product.md, "Making the page yours"): a free account may not set a start or end. A schedule a link already
 * had (set while Pro) may be sent back unchanged, so a lapsed subscription does not block every save. The
 * placed links that set one anew, in page order.
 */
function newSchedules(plan: LinkPlan, current: Link[], pro: boolean): LinkPlan["added"] {
  if (pro) return [];
  const stored = new Map(current.map((link) => [link.id, link]));
  const placed = [...plan.kept, ...plan.added.map((place) => ({ ...place, id: undefined }))];
  return placed
    .sort((a, b) => a.position - b.position)
    .filter(({ id, link }) => {
      const before = id === undefined ? undefined : stored.get(id);
      return (
        (link.startsAt !== null && link.startsAt !== before?.startsAt) ||
        (link.endsAt !== null && link.endsAt !== before?.endsAt)
      );
    });
}

function schedulingRefusal({ link, position }: LinkPlan["added"][number]) {
  const field = `links.${position}.${link.startsAt !== null ? "startsAt" : "endsAt"}`;
  return apiError(403, profileMessages.schedulingProOnly, {
    errors: [{ field, message: profileMessages.schedulingProOnly }],
  });
}

/** A Pro setting an import could not apply: the hidden branding, or the schedule of the link at `position`. */
export type ProSettingLeftOut = { setting: "branding" } | { setting: "schedule"; position: number };

/** What an import adds to a save (worker/account-data/import.ts). */
export type ImportedSettings = {
  /** The branding switch of the file the import replaces the profile with. */
  showBranding?: boolean | undefined;
  /**
   * Told of each Pro setting the account may not have, which the save then leaves out — the branding
   * stays shown, a link set to a schedule anew comes in hidden and unscheduled — instead of refusing
   * everything (docs/decisions/054). Without it, such a setting is refused with 403.
   */
  leaveOut?: (left: ProSettingLeftOut) => void;
};

export async function saveProfile(
  db: Db,
  env: Env,
  pageId: string,
  input: ProfileSaveInput,
  imported: ImportedSettings = {},
): Promise<OwnerProfile> {
  const found = await findOwnedPage(db, pageId);
  if (!found) throw apiError(401, messages.notSignedIn);
  const { page, owner } = found;
  // Edited from a version the page has left: nothing of it is written (the batch's trigger closes the race).
  if (input.version !== undefined && input.version !== page.pageVersion) throw pageChangedElsewhere(page.pageVersion);

  const username = input.username;
  // A change of case only keeps the same page (and the same snapshot key) and needs no checks.
  const newName = username.toLowerCase() !== page.username.toLowerCase();
  if (newName) {
    if (isReservedUsername(username, await readSettings(db))) {
      throw validationError([{ field: "username", message: accountMessages.usernameReserved }]);
    }
    if ((await takenNames(db, { username }, { pageId })).username) throw usernameTaken();
  }
  await refuseNewlyBlockedUrls(db, pageId, [
    ...input.links.flatMap(({ url }, index) => (url ? [{ field: `links.${index}.url`, url }] : [])),
    ...(input.socials ?? []).map(({ url }, index) => ({ field: `socials.${index}.url`, url })),
  ]);
  const clearedAvatar = avatarClearedBySave(page.avatar, input.avatar);

  const rows = await db.select(linkColumns).from(links).where(eq(links.pageId, pageId)).orderBy(asc(links.position));
  const current = rows.map(linkFromFlat);
  const plan = planLinks(current, input.links);
  let showBranding = imported.showBranding;
  if (!mayImportBranding(owner, page, showBranding)) {
    if (!imported.leaveOut) throw brandingRefusal();
    imported.leaveOut({ setting: "branding" });
    showBranding = undefined;
  }
  for (const placed of newSchedules(plan, current, isPro(owner))) {
    if (!imported.leaveOut) throw schedulingRefusal(placed);
    // Shown without its dates, a link meant for later would show at once, an ended one again.
    Object.assign(placed.link, { startsAt: null, endsAt: null, enabled: false });
    imported.leaveOut({ setting: "schedule", position: placed.position });
  }
  const style = saveStyleStatement(db, pageId, input);
  try {
    await runAtomically(db, [
      db
        .update(pages)
        .set({
          username,
          displayName: input.displayName,
          bio: input.bio,
          sensitive: input.sensitive,
          pageTitle: input.pageTitle,
          pageDescription: input.pageDescription,
          noindex: input.noindex,
          pageLanguage: input.language,
          showBranding,
          pageVersion: pageVersionAfterSave(input.version),
          updatedAt: Date.now(),
        })
        .where(eq(pages.id, pageId)),
      // The old address keeps leading here, and the old name stays the page's, for a while.
      ...(newName ? renameStatements(db, pageId, { from: page.username, to: username }) : []),
      ...(clearedAvatar ? [clearAvatarIfStill(db, pageId, clearedAvatar)] : []),
      ...linkStatements(db, pageId, plan),
      ...(style ? [style] : []),
    ]);
  } catch (error) {
    if (isUsernameConflict(error)) throw usernameTaken();
    if (isStalePageVersion(error)) throw pageChangedElsewhere(await currentPageVersion(db, pageId));
    throw error;
  }

  // Committed: what follows tidies up, and a failure there is reported rather than answered.
  // Cleared here or replaced by an upload meanwhile, the avatar the save read is no one's any more.
  if (clearedAvatar) await discardReplacedAvatar(db, env, pageId, clearedAvatar);
  await discardDroppedThumbnails(db, env, pageId, rows, new Set(plan.kept.map((link) => link.id)));
  await pageChanged(db, env, { pageId, ...(newName ? { formerUsername: page.username } : {}) });
  await queueUrlChecks(db, env, pageId);
  const saved = await loadOwnerProfile(db, env, pageId);
  if (!saved) throw apiError(401, messages.notSignedIn);
  return saved;
}

/**
 * An imported file may show the branding on any account, and hide it only on a Pro account or one that
 * hides it already (hidden while Pro): hiding it anew is the Pro feature.
 */
function mayImportBranding(
  owner: SubscriptionState,
  page: { showBranding: boolean },
  showBranding: boolean | undefined,
) {
  return showBranding !== false || !page.showBranding || isPro(owner);
}

const brandingRefusal = () =>
  apiError(403, profileMessages.brandingProOnly, {
    errors: [{ field: "showBranding", message: profileMessages.brandingProOnly }],
  });

/** Sets the branding switch and answers the page's version it made. */
export async function saveBranding(db: Db, env: Env, pageId: string, showBranding: boolean): Promise<number> {
  const found = await findOwnedPage(db, pageId);
  if (!found) throw apiError(401, messages.notSignedIn);
  if (!isPro(found.owner)) throw apiError(403, profileMessages.brandingProOnly);
  const [saved] = await db
    .update(pages)
    .set({ showBranding, pageVersion: nextPageVersion, updatedAt: Date.now() })
    .where(eq(pages.id, pageId))
    .returning({ version: pages.pageVersion });
  await pageChanged(db, env, { pageId });
  return saved?.version ?? found.page.pageVersion + 1;
}
