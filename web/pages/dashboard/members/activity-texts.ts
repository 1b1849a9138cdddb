// The words of a page's activity, in the reader's language (docs/decisions/057-languages.md): each
// action as a sentence with who did it, and what it was about where the entry names it.

import { defineMessages, type MessageDescriptor } from "#contract/i18n/define";
import type { ActivityAction } from "#contract/pages";

export const activityTexts = defineMessages({
  title: { id: "app.activity.title", defaultMessage: "Activity" },
  intro: { id: "app.activity.intro", defaultMessage: "What was done to this page, newest first." },
  none: { id: "app.activity.none", defaultMessage: "Nothing has been done to this page yet." },
  loadFailed: { id: "app.activity.loadFailed", defaultMessage: "Failed to load the page's activity." },
  loadMore: { id: "app.activity.loadMore", defaultMessage: "Load more" },
  loadingMore: { id: "app.activity.loadingMore", defaultMessage: "Loading…" },
  formerAccount: {
    id: "app.activity.formerAccount",
    defaultMessage: "A deleted account",
    description: "Who did something, when that account no longer exists; starts a sentence",
  },
  someone: {
    id: "app.activity.someone",
    defaultMessage: "someone",
    description: "Whom an invitation or a change was about, when the entry does not say",
  },
  unknownAction: {
    id: "app.activity.unknownAction",
    defaultMessage: "{actor} made a change ({action})",
    description: "An action this version of the app has no words for; {action} is its code",
  },
});

const roleNote = "{role} is editor, viewer or unknown; {email} is the member's e-mail";

/** Each action as a sentence: {actor} is who did it, {email}, {role} and {domain} what it was about. */
export const actionTexts: Record<ActivityAction, MessageDescriptor> = defineMessages({
  "page.created": { id: "app.activity.pageCreated", defaultMessage: "{actor} created the page" },
  "page.saved": { id: "app.activity.pageSaved", defaultMessage: "{actor} saved the page" },
  "page.imported": { id: "app.activity.pageImported", defaultMessage: "{actor} imported links into the page" },
  "avatar.uploaded": { id: "app.activity.avatarUploaded", defaultMessage: "{actor} changed the avatar" },
  "avatar.removed": { id: "app.activity.avatarRemoved", defaultMessage: "{actor} removed the avatar" },
  "thumbnail.uploaded": { id: "app.activity.thumbnailUploaded", defaultMessage: "{actor} added a link's thumbnail" },
  "thumbnail.removed": { id: "app.activity.thumbnailRemoved", defaultMessage: "{actor} removed a link's thumbnail" },
  "custom_domain.changed": {
    id: "app.activity.customDomainChanged",
    defaultMessage:
      "{domain, select, none {{actor} changed the custom domain} other {{actor} changed the custom domain to {domain}}}",
    description: "{domain} is the domain, or none when the entry names none",
  },
  "member.invited": {
    id: "app.activity.memberInvited",
    defaultMessage:
      "{role, select, editor {{actor} invited {email} as editor} viewer {{actor} invited {email} as viewer} other {{actor} invited {email}}}",
    description: roleNote,
  },
  "member.joined": {
    id: "app.activity.memberJoined",
    defaultMessage:
      "{role, select, editor {{actor} joined as editor} viewer {{actor} joined as viewer} other {{actor} joined the page}}",
    description: roleNote,
  },
  "member.role_changed": {
    id: "app.activity.memberRoleChanged",
    defaultMessage:
      "{role, select, editor {{actor} made {email} an editor} viewer {{actor} made {email} a viewer} other {{actor} changed the role of {email}}}",
    description: roleNote,
  },
  "member.removed": {
    id: "app.activity.memberRemoved",
    defaultMessage: "{actor} removed {email}",
    description: roleNote,
  },
  "member.left": { id: "app.activity.memberLeft", defaultMessage: "{actor} left the page" },
});
