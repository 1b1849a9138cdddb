// The words of the Members section's cards, in the reader's language (docs/decisions/057-languages.md).
// The API's refusals (a free plan, the limit, a field's rule) are its own words (docs/decisions/060).

import { defineMessages, type MessageDescriptor } from "#contract/i18n/define";
import type { MemberRole, PageMember } from "#contract/pages";

export const membersTexts = defineMessages({
  title: { id: "app.members.title", defaultMessage: "Members" },
  intro: {
    id: "app.members.intro",
    defaultMessage: "Invite people by email to help run this page. A page can have up to {limit} members.",
  },
  offer: {
    id: "app.members.offer",
    defaultMessage: "Members are a Pro feature. Upgrade to Pro to invite people to your page.",
  },
  loadFailed: { id: "app.members.loadFailed", defaultMessage: "Failed to load the page's members." },
  none: { id: "app.members.none", defaultMessage: "No one else helps run this page yet." },
  listLabel: { id: "app.members.listLabel", defaultMessage: "Members of this page" },
  invitedOn: {
    id: "app.members.invitedOn",
    defaultMessage: "Invited on {day}",
    description: "{day} is the day the invitation was sent, such as Nov 24, 2026",
  },
  roleOf: {
    id: "app.members.roleOf",
    defaultMessage: "Role of {email}",
    description: "Accessible name of a member's role menu",
  },
  roleChanged: {
    id: "app.members.roleChanged",
    defaultMessage: "{email} is now {role, select, editor {an editor} other {a viewer}}.",
  },
  roleFailed: { id: "app.members.roleFailed", defaultMessage: "Failed to change the role." },
  remove: { id: "app.members.remove", defaultMessage: "Remove" },
  removeNamed: { id: "app.members.removeNamed", defaultMessage: "Remove {email}" },
  removeTitle: { id: "app.members.removeTitle", defaultMessage: "Remove {email}?" },
  removeBody: {
    id: "app.members.removeBody",
    defaultMessage:
      "They can no longer open this page in their dashboard. An invitation not yet accepted stops working.",
  },
  removeConfirm: { id: "app.members.removeConfirm", defaultMessage: "Remove member" },
  keep: { id: "app.members.keep", defaultMessage: "Keep member" },
  removed: { id: "app.members.removed", defaultMessage: "{email} was removed from this page." },
  removeFailed: { id: "app.members.removeFailed", defaultMessage: "Failed to remove the member." },
  inviteTitle: { id: "app.members.inviteTitle", defaultMessage: "Invite someone" },
  inviteEmail: { id: "app.members.inviteEmail", defaultMessage: "Their email" },
  inviteRole: { id: "app.members.inviteRole", defaultMessage: "They can" },
  invite: { id: "app.members.invite", defaultMessage: "Send invitation" },
  inviting: { id: "app.members.inviting", defaultMessage: "Sending…" },
  invited: { id: "app.members.invited", defaultMessage: "Invitation sent to {email}." },
  inviteFailed: { id: "app.members.inviteFailed", defaultMessage: "Failed to send the invitation." },
  leaveTitle: { id: "app.members.leaveTitle", defaultMessage: "Your part in this page" },
  youAre: {
    id: "app.members.youAre",
    defaultMessage:
      "You help run the page {page} as {role, select, editor {an editor} other {a viewer}}. Its owner is {owner}.",
    description: "{page} and {owner} are usernames",
  },
  leave: { id: "app.members.leave", defaultMessage: "Leave this page" },
  leaveQuestion: { id: "app.members.leaveQuestion", defaultMessage: "Leave the page {page}?" },
  leaveBody: {
    id: "app.members.leaveBody",
    defaultMessage: "The page leaves your dashboard. Only its owner can invite you again.",
  },
  leaveConfirm: { id: "app.members.leaveConfirm", defaultMessage: "Leave page" },
  stay: { id: "app.members.stay", defaultMessage: "Stay" },
  left: { id: "app.members.left", defaultMessage: "You left the page {page}." },
  leaveFailed: { id: "app.members.leaveFailed", defaultMessage: "Failed to leave the page." },
});

/** Each role's name, as the lists and menus show it. */
export const roleNames: Record<MemberRole, MessageDescriptor> = defineMessages({
  editor: { id: "app.members.roleEditor", defaultMessage: "Editor" },
  viewer: { id: "app.members.roleViewer", defaultMessage: "Viewer" },
});

/** What each role may do, in a sentence, where an owner chooses one. */
export const roleExplanations: Record<MemberRole, MessageDescriptor> = defineMessages({
  editor: {
    id: "app.members.roleEditorExplained",
    defaultMessage:
      "Edit the page: its profile, links, blocks, design and search settings; see its analytics and audience.",
  },
  viewer: {
    id: "app.members.roleViewerExplained",
    defaultMessage: "See the page's settings and analytics, without changing anything.",
  },
});

/** A member's status in a word. */
export const statusNames: Record<PageMember["status"], MessageDescriptor> = defineMessages({
  invited: { id: "app.members.statusInvited", defaultMessage: "Invited" },
  active: { id: "app.members.statusActive", defaultMessage: "Active" },
});
