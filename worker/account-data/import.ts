// Importing an export (docs/product.md, "Accounts: the rules"): the file's profile fields and links become a profile
// save, judged by the save's own rules and written by saveProfile — an import can do nothing a save
// could not (docs/decisions/038) — then its avatar and thumbnails go through the upload checks. What the
// account may not have is left out and listed with the reason, never the whole file refused for it
// (docs/decisions/054): a field or link the rules refuse, a link past the limit or onto a blocked domain,
// an image the checks refuse, and the Pro settings of a free account (a scheduled link comes in hidden,
// without its dates; the branding stays shown). The account keeps its own username: the name belongs to
// the exporting account.
//   replace — the file's profile fields, branding, links and avatar take the place of the account's, each
//             link as the owner set it: its kind, visibility, schedule, spotlight, 18+ mark and image.
//   merge   — the file's fields and avatar fill only those the account has empty; its links are added
//             after the account's, leaving out addresses the account (or the file, earlier) already links
//             to and section titles left with no new link; the account keeps its own spotlight.
import { addressKey, type ImportInput, importedLinkLabel, importMessages, type LeftOut } from "#contract/account-data";
import { limits } from "#contract/limits";
import type { LinkKind } from "#contract/links";
import { messages } from "#contract/messages";
import {
  blocksOnePerPage,
  brandingSchema,
  linkInputSchema,
  profileMessages,
  profileSaveSchema,
} from "#contract/profile-schemas";
import type { OwnerLink, OwnerProfile } from "#contract/types";
import type { Db } from "../db/client";
import { apiError, refusalMessage } from "../http/errors";
import { parseInput } from "../http/validate";
import { pageChanged } from "../page-snapshot/page-changed";
import { placeAvatar } from "../profiles/avatars";
import { fileFromDataUrl } from "../profiles/data-urls";
import { placeThumbnail } from "../profiles/link-thumbnails";
import { loadOwnerProfile } from "../profiles/owner-profile";
import { type ProSettingLeftOut, saveProfile } from "../profiles/save-profile";
import { newlyBlockedUrls } from "../safety/blocked-domains";

type FileLink = Record<string, unknown>;
/** A link the save is sent, and where it came from: the file's position, or null for the account's own. */
type SentLink = { link: FileLink; fileIndex: number | null };

/**
 * The fields a save takes besides the username, avatar and links: bio, and what other features add. The
 * file's version is not one (it is the exporting page's): the import names the version it read itself.
 */
export const importedFields = Object.keys(profileSaveSchema.shape).filter(
  (field) => !["username", "avatar", "links", "version"].includes(field),
) as (keyof typeof profileSaveSchema.shape)[];

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0);

/**
 * A link of the file as a save takes it. Its id is the exporting account's, so it goes; the save's
 * schema leaves out its clicks, held state and image, which are the server's.
 */
function withoutId(link: FileLink): FileLink {
  const { id: _exportersId, ...saved } = link;
  return saved;
}

const isSection = (link: FileLink | OwnerLink) => link.kind === "header";

/**
 * The account's links, then the file's links to addresses not linked yet, each section title with them:
 * the merge of an import, from a file or from another service's page (import/apply.ts).
 */
export function mergedLinks(own: OwnerLink[], file: FileLink[]): FileLink[] {
  return mergedSentLinks(own, file).map(({ link }) => link);
}

/** mergedLinks, each link with where it came from, so what is left out can name its place in the file. */
function mergedSentLinks(own: OwnerLink[], file: FileLink[]): SentLink[] {
  const linked = new Set(own.filter((link) => !isSection(link)).map((link) => addressKey(link.url)));
  const ownSpotlight = own.some((link) => link.featured);
  const added: SentLink[] = [];
  let section: SentLink | null = null;
  file.forEach((fileLink, fileIndex) => {
    const link = withoutId(fileLink);
    if (isSection(link)) {
      section = { link, fileIndex };
      return;
    }
    const address = addressKey(String(link.url ?? ""));
    if (linked.has(address)) return;
    linked.add(address);
    if (section) added.push(section);
    section = null;
    added.push({ link: ownSpotlight ? { ...link, featured: false } : link, fileIndex });
  });
  // The save's schema leaves out the account's links' clicks and held state, as it does a file's.
  return [...own.map((link) => ({ link: link as unknown as FileLink, fileIndex: null })), ...added];
}

const firstIssue = (error: { issues: { message: string }[] }) => error.issues[0]?.message ?? messages.notFound;

/** The file's profile fields as the save takes them; one the save's rule refuses keeps the account's. */
function importedProfileFields(
  current: OwnerProfile,
  file: Record<string, unknown>,
  input: ImportInput,
  leftOut: LeftOut[],
) {
  const own = current as unknown as Record<string, unknown>;
  const fields: Record<string, unknown> = {};
  for (const field of importedFields) {
    const mine = own[field];
    const theirs = file[field];
    const wanted = input.mode === "replace" ? (theirs ?? mine) : isEmpty(mine) && theirs !== undefined ? theirs : mine;
    const judged = wanted === mine ? null : profileSaveSchema.shape[field].safeParse(wanted);
    if (judged && !judged.success)
      leftOut.push({ field, message: importMessages.fieldLeftOut(field, firstIssue(judged.error)) });
    fields[field] = judged?.success ? wanted : mine;
  }
  return fields;
}

/**
 * The links the save is sent: each of the file's that its rules take, at most one sign-up block, one tip
 * block and one spotlight, none on a blocked domain, no more than a page holds. The rest is left out and listed.
 */
async function acceptedLinks(db: Db, pageId: string, candidates: SentLink[], file: FileLink[], leftOut: LeftOut[]) {
  const labelOf = (index: number) => importedLinkLabel(file[index]?.title, index);
  const judged = candidates.filter(({ link, fileIndex }) => {
    if (fileIndex === null) return true;
    const result = linkInputSchema.safeParse(link);
    if (!result.success) {
      leftOut.push({
        field: `links.${fileIndex}`,
        message: importMessages.linkLeftOut(labelOf(fileIndex), firstIssue(result.error)),
      });
    }
    return result.success;
  });
  const blocked = new Set(
    (
      await newlyBlockedUrls(
        db,
        pageId,
        judged.flatMap(({ link, fileIndex }) =>
          fileIndex === null || !link.url ? [] : [{ field: String(fileIndex), url: String(link.url).trim() }],
        ),
      )
    ).map((error) => {
      const index = Number(error.field);
      leftOut.push({ field: `links.${index}`, message: importMessages.linkLeftOut(labelOf(index), error.message) });
      return index;
    }),
  );
  const accepted: SentLink[] = [];
  const blocksTaken = new Set<unknown>();
  let spotlight = false;
  for (const sent of judged) {
    const { link, fileIndex } = sent;
    if (fileIndex !== null && blocked.has(fileIndex)) continue;
    const leaveOut = (reason: string) => {
      if (fileIndex !== null)
        leftOut.push({ field: `links.${fileIndex}`, message: importMessages.linkLeftOut(labelOf(fileIndex), reason) });
    };
    const secondBlock = blocksTaken.has(link.kind) ? blocksOnePerPage[link.kind as LinkKind] : undefined;
    if (accepted.length >= limits.linksMax) leaveOut(profileMessages.tooManyLinks);
    else if (secondBlock) leaveOut(secondBlock);
    else {
      if (blocksOnePerPage[link.kind as LinkKind]) blocksTaken.add(link.kind);
      const secondSpotlight = link.featured === true && spotlight;
      spotlight ||= link.featured === true;
      accepted.push(secondSpotlight ? { link: { ...link, featured: false }, fileIndex } : sent);
    }
  }
  return accepted;
}

/** The file's branding switch, which replace takes (merge keeps the account's); the save judges it as Pro. */
function fileBranding(profile: Record<string, unknown>, mode: ImportInput["mode"], leftOut: LeftOut[]) {
  if (mode === "merge" || !("showBranding" in profile)) return undefined;
  const judged = brandingSchema.safeParse({ showBranding: profile.showBranding });
  if (judged.success) return judged.data.showBranding;
  leftOut.push({ field: "showBranding", message: importMessages.fieldLeftOut("branding", firstIssue(judged.error)) });
  return undefined;
}

/** The file's avatar as an upload, when the import takes one: replace always, merge only into an empty one. */
function fileAvatar(current: OwnerProfile, value: unknown, mode: ImportInput["mode"], leftOut: LeftOut[]): File | null {
  if (value === undefined || value === null || value === "") return null;
  if (mode === "merge" && current.avatar) return null;
  const file = fileFromDataUrl(value, "avatar");
  if (!file) {
    const notInFile = typeof value === "string" && !value.startsWith("data:");
    leftOut.push({
      field: "avatar",
      message: notInFile ? importMessages.avatarNotInFile : importMessages.avatarLeftOut(importMessages.imageNotData),
    });
  }
  return file;
}

/** Stores an image through the upload's own checks; a refusal is listed (a fault is thrown). */
async function placed(store: () => Promise<unknown>, leave: (reason: string) => void): Promise<boolean> {
  try {
    await store();
    return true;
  } catch (error) {
    const refusal = refusalMessage(error);
    if (refusal === null) throw error;
    leave(refusal);
    return false;
  }
}

/** The file's images of the saved links: each link of the file that carries one, with its saved id. */
async function placeThumbnails(
  db: Db,
  env: Env,
  pageId: string,
  saved: OwnerProfile,
  sent: SentLink[],
  file: FileLink[],
  leftOut: LeftOut[],
): Promise<boolean> {
  let any = false;
  for (const [position, { fileIndex }] of sent.entries()) {
    const value = fileIndex === null ? undefined : file[fileIndex]?.thumbnail;
    const linkId = saved.links[position]?.id;
    if (fileIndex === null || value === undefined || value === null || !linkId) continue;
    const label = importedLinkLabel(file[fileIndex]?.title, fileIndex);
    const leave = (reason: string) =>
      leftOut.push({ field: `links.${fileIndex}.thumbnail`, message: importMessages.thumbnailLeftOut(label, reason) });
    const image = fileFromDataUrl(value, "thumbnail");
    if (!image)
      leave(
        typeof value === "string" && !value.startsWith("data:")
          ? importMessages.notInFile
          : importMessages.imageNotData,
      );
    else any = (await placed(() => placeThumbnail(db, env, pageId, linkId, image), leave)) || any;
  }
  return any;
}

/** What the answer lists in the file's order: profile fields, the avatar, then each link (its image after it). */
function fileOrder(item: LeftOut): [number, number, number] {
  const link = /^links\.(\d+)(\.thumbnail)?$/.exec(item.field);
  if (link) return [2, Number(link[1]), link[2] ? 1 : 0];
  return [item.field === "avatar" ? 1 : 0, 0, 0];
}

/** Imports the file into the page `pageId` names: one of the account's, its primary page or another. */
export async function importAccount(
  db: Db,
  env: Env,
  pageId: string,
  input: Omit<ImportInput, "pageId">,
): Promise<{ profile: OwnerProfile; leftOut: LeftOut[] }> {
  const current = await loadOwnerProfile(db, env, pageId);
  if (!current) throw apiError(401, messages.notSignedIn);
  const fileProfile = input.data.profile ?? {};
  const fileLinks = input.data.links ?? [];
  const leftOut: LeftOut[] = [];

  const fields = importedProfileFields(current, fileProfile, input, leftOut);
  const candidates =
    input.mode === "replace"
      ? fileLinks.map((link, fileIndex) => ({ link: withoutId(link), fileIndex }))
      : mergedSentLinks(current.links, fileLinks);
  const sent = await acceptedLinks(db, pageId, candidates, fileLinks, leftOut);
  const avatar = fileAvatar(current, fileProfile.avatar, input.mode, leftOut);

  const leaveOut = (left: ProSettingLeftOut) => {
    if (left.setting === "branding") {
      leftOut.push({ field: "showBranding", message: importMessages.brandingLeftOut });
      return;
    }
    const fileIndex = sent[left.position]?.fileIndex;
    if (fileIndex === null || fileIndex === undefined) return;
    const label = importedLinkLabel(fileLinks[fileIndex]?.title, fileIndex);
    leftOut.push({ field: `links.${fileIndex}`, message: importMessages.scheduleLeftOut(label) });
  };
  const save = parseInput(profileSaveSchema, {
    ...fields,
    username: current.username,
    links: sent.map(({ link }) => link),
    // Made from the page read above: a change made elsewhere meanwhile refuses it, never written over.
    version: current.version,
  });
  const saved = await saveProfile(db, env, pageId, save, {
    showBranding: fileBranding(fileProfile, input.mode, leftOut),
    leaveOut,
  });

  const leaveAvatar = (reason: string) =>
    leftOut.push({ field: "avatar", message: importMessages.avatarLeftOut(reason) });
  const newAvatar = avatar ? await placed(() => placeAvatar(db, env, pageId, avatar), leaveAvatar) : false;
  const newThumbnails = await placeThumbnails(db, env, pageId, saved, sent, fileLinks, leftOut);
  let profile = saved;
  if (newAvatar || newThumbnails) {
    // The save brought the page up to date once; the images it gained since need it once more.
    await pageChanged(db, env, { pageId });
    profile = (await loadOwnerProfile(db, env, pageId)) ?? saved;
  }
  leftOut.sort((a, b) => {
    const [x, y] = [fileOrder(a), fileOrder(b)];
    return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
  });
  return { profile, leftOut };
}
