// Several pages per account (docs/decisions/059): the pages an account owns and those it helps run,
// as GET /api/pages answers them, the bodies POST and DELETE take, and the texts the API answers with.
import { z } from "zod";
import { usernameSchema } from "./account-schemas";
import { recheckSchema } from "./security";

/** What a caller is to a page: its owner, or a member who edits it or only looks. */
export const pageRoles = ["owner", "editor", "viewer"] as const;
export type PageRole = (typeof pageRoles)[number];

export const pageLimits = {
  /** Pages a Pro account owns, its primary page included; a free account owns its primary page alone. */
  pagesPerAccount: 10,
} as const;

/** A page in GET /api/pages. */
export type PageListItem = {
  id: string;
  username: string;
  /** The account's first page, which goes only with the account. */
  primary: boolean;
  /** What the caller is to the page. */
  role: PageRole;
  owner: { username: string };
};

export type PageList = { items: PageListItem[] };

/** POST /api/pages: a new page asks only for its address, under the signup's rules for a username. */
export const newPageSchema = z.object({ username: usernameSchema });

/** DELETE /api/pages/{id}: the re-check account deletion asks for. */
export const deletePageSchema = recheckSchema;

export const pageMessages = {
  proOnly: "Several pages are a Pro feature. Upgrade to Pro to add a page.",
  limitReached: `An account can have up to ${pageLimits.pagesPerAccount} pages. Delete one to add another.`,
  primaryPage: "Your primary page goes only with your account.",
  pageNotFound: "Page not found",
  ownerOnly: "Only the page's owner can do this.",
  editorsOnly: "You can view this page but not change it.",
  created: "Page created.",
  deleted: "Page deleted.",
} as const;
