// The words of the dashboard's frame and of the cards about the page and the account around it (the
// toolbar, the profile, the avatar, the first steps, the save bar, referrals, deleting the account), in
// the reader's language (docs/decisions/057-languages.md). The English is docs/product.md's, word for word.
import { defineMessages } from "#contract/i18n/define";

export const toolbarTexts = defineMessages({
  viewPublicPage: { id: "app.toolbar.viewPublicPage", defaultMessage: "View public page" },
  copyLink: { id: "app.toolbar.copyLink", defaultMessage: "Copy link" },
  copyReferralLink: { id: "app.toolbar.copyReferralLink", defaultMessage: "Copy referral link" },
  signOut: { id: "app.toolbar.signOut", defaultMessage: "Sign out" },
  signingOut: { id: "app.toolbar.signingOut", defaultMessage: "Signing out..." },
  linkCopied: { id: "app.toolbar.linkCopied", defaultMessage: "Link copied.", description: "A toast" },
  referralCopied: { id: "app.toolbar.referralCopied", defaultMessage: "Referral link copied.", description: "A toast" },
  usernameNotLoaded: {
    id: "app.toolbar.usernameNotLoaded",
    defaultMessage: "Username not loaded yet.",
    description: "A toast: the page's address cannot be copied yet",
  },
  referralNotReady: {
    id: "app.toolbar.referralNotReady",
    defaultMessage: "Referral code not ready yet.",
    description: "A toast",
  },
  copyYourLink: {
    id: "app.toolbar.copyYourLink",
    defaultMessage: "Copy your link",
    description: "A button copying the public page's address, in the first steps and the empty cards",
  },
});

export const loadTexts = defineMessages({
  loadingProfile: { id: "app.load.loadingProfile", defaultMessage: "Loading profile…", description: "Read out" },
  tryAgain: { id: "app.load.tryAgain", defaultMessage: "Try again" },
  livePreview: { id: "app.load.livePreview", defaultMessage: "Live preview", description: "The page's preview" },
  preview: { id: "app.load.preview", defaultMessage: "Preview", description: "Opens the page's preview" },
  closePreview: { id: "app.load.closePreview", defaultMessage: "Close preview" },
  loadingPreview: { id: "app.load.loadingPreview", defaultMessage: "Loading preview…" },
  previewTitle: {
    id: "app.load.previewTitle",
    defaultMessage: "Preview of your page",
    description: "The preview frame's name",
  },
  profileFailed: { id: "app.load.profileFailed", defaultMessage: "Failed to load profile" },
  profileNetwork: { id: "app.load.profileNetwork", defaultMessage: "Network error loading profile" },
  saveFailed: { id: "app.load.saveFailed", defaultMessage: "Save failed", description: "A save, with no reason given" },
});

export const leaveTexts = defineMessages({
  title: { id: "app.leave.title", defaultMessage: "Leave without saving?" },
  confirm: { id: "app.leave.confirm", defaultMessage: "Leave" },
  keepEditing: { id: "app.leave.keepEditing", defaultMessage: "Keep editing" },
  body: { id: "app.leave.body", defaultMessage: "You have unsaved changes. If you leave now, they are lost." },
});

export const profileTexts = defineMessages({
  title: { id: "app.profile.title", defaultMessage: "Profile" },
  displayName: { id: "app.profile.displayName", defaultMessage: "Display name" },
  displayNameHint: {
    id: "app.profile.displayNameHint",
    defaultMessage: "Heads your page, above @{username}.",
    description: "Under the display name field; {username} is the page's username",
  },
  bio: { id: "app.profile.bio", defaultMessage: "Bio" },
  email: { id: "app.profile.email", defaultMessage: "Email" },
  pendingEmail: {
    id: "app.profile.pendingEmail",
    defaultMessage: "Pending confirmation: {email}",
    description: "Under the account's e-mail address: the new address waiting for its confirmation",
  },
  renameWarning: {
    id: "app.profile.renameWarning",
    defaultMessage:
      "Your page moves to /{to}. The old address /{from} and QR code will stop working: for {days} days /{from} redirects to the new address, then it leads nowhere.",
    description: "Shown while the username field differs from the saved one; {to} and {from} are usernames",
  },
  sensitive: { id: "app.profile.sensitive", defaultMessage: "My page has sensitive content (18+)" },
  changeEmail: { id: "app.profile.changeEmail", defaultMessage: "Change e-mail" },
  newEmail: { id: "app.profile.newEmail", defaultMessage: "New email" },
  sendConfirmation: { id: "app.profile.sendConfirmation", defaultMessage: "Send confirmation link" },
  sending: { id: "app.profile.sending", defaultMessage: "Sending..." },
  sendFailed: { id: "app.profile.sendFailed", defaultMessage: "Failed to send confirmation.", description: "A toast" },
});

export const avatarTexts = defineMessages({
  title: { id: "app.avatar.title", defaultMessage: "Avatar" },
  yourAvatar: {
    id: "app.avatar.yourAvatar",
    defaultMessage: "Your avatar",
    description: "The image's alternative text",
  },
  upload: { id: "app.avatar.upload", defaultMessage: "Upload avatar" },
  uploading: { id: "app.avatar.uploading", defaultMessage: "Uploading..." },
  clear: { id: "app.avatar.clear", defaultMessage: "Clear avatar" },
  clearing: { id: "app.avatar.clearing", defaultMessage: "Clearing..." },
  hint: {
    id: "app.avatar.hint",
    defaultMessage: "PNG, JPEG, GIF or WebP, at most {megabytes} MB. It is saved as soon as you choose it.",
  },
  uploadFailed: { id: "app.avatar.uploadFailed", defaultMessage: "Upload failed.", description: "A toast" },
  clearFailed: { id: "app.avatar.clearFailed", defaultMessage: "Failed to clear avatar.", description: "A toast" },
});

export const firstRunTexts = defineMessages({
  title: { id: "app.firstRun.title", defaultMessage: "Get your page ready" },
  stepsLeft: {
    id: "app.firstRun.stepsLeft",
    defaultMessage: "{left, plural, one {One step left.} other {{left} of {total} steps left.}}",
  },
  ticksItself: { id: "app.firstRun.ticksItself", defaultMessage: "Each one ticks itself as you go." },
  done: { id: "app.firstRun.done", defaultMessage: "(done)", description: "Read out after a step's name" },
  toDo: { id: "app.firstRun.toDo", defaultMessage: "(to do)", description: "Read out after a step's name" },
  hide: { id: "app.firstRun.hide", defaultMessage: "Hide this checklist" },
  bringItOver: { id: "app.firstRun.bringItOver", defaultMessage: "Bring it over" },
  addPhoto: { id: "app.firstRun.addPhoto", defaultMessage: "Add a photo" },
  uploadOne: { id: "app.firstRun.uploadOne", defaultMessage: "Upload one" },
  writeBio: { id: "app.firstRun.writeBio", defaultMessage: "Write a short bio" },
  writeIt: { id: "app.firstRun.writeIt", defaultMessage: "Write it" },
  addFirstLink: { id: "app.firstRun.addFirstLink", defaultMessage: "Add your first link" },
  addLink: { id: "app.firstRun.addLink", defaultMessage: "Add a link" },
  pickTheme: { id: "app.firstRun.pickTheme", defaultMessage: "Pick a theme" },
  chooseOne: { id: "app.firstRun.chooseOne", defaultMessage: "Choose one" },
  shareLink: { id: "app.firstRun.shareLink", defaultMessage: "Share your link" },
});

export const saveBarTexts = defineMessages({
  loadLatest: { id: "app.saveBar.loadLatest", defaultMessage: "Load the latest version" },
  unsaved: { id: "app.saveBar.unsaved", defaultMessage: "You have unsaved changes." },
  allSaved: { id: "app.saveBar.allSaved", defaultMessage: "All changes saved." },
  discard: { id: "app.saveBar.discard", defaultMessage: "Discard changes" },
  save: { id: "app.saveBar.save", defaultMessage: "Save changes" },
  saving: { id: "app.saveBar.saving", defaultMessage: "Saving…" },
  discardTitle: { id: "app.saveBar.discardTitle", defaultMessage: "Discard unsaved changes?" },
  keepEditing: { id: "app.saveBar.keepEditing", defaultMessage: "Keep editing" },
  discardBody: {
    id: "app.saveBar.discardBody",
    defaultMessage: "Your edits to the profile and links since the last save are lost.",
  },
  leftBehindTitle: { id: "app.saveBar.leftBehindTitle", defaultMessage: "Your changes that were not saved" },
  leftBehindIntro: {
    id: "app.saveBar.leftBehindIntro",
    defaultMessage: "The latest version is loaded. Make these changes again, then save:",
  },
  dismiss: { id: "app.saveBar.dismiss", defaultMessage: "Dismiss" },
});

export const referralTexts = defineMessages({
  title: { id: "app.referral.title", defaultMessage: "Referrals" },
  intro: { id: "app.referral.intro", defaultMessage: "People who sign up through your link count as your referrals." },
  link: { id: "app.referral.link", defaultMessage: "Referral link" },
  count: {
    id: "app.referral.count",
    defaultMessage: "Referrals: {count, number}",
    description: "How many people signed up with the referral link",
  },
});

export const deleteAccountTexts = defineMessages({
  title: { id: "app.deleteAccount.title", defaultMessage: "Delete account" },
  intro: {
    id: "app.deleteAccount.intro",
    defaultMessage:
      "This permanently removes your profile, links and avatar, and your public page stops working. It cannot be undone.",
  },
  button: { id: "app.deleteAccount.button", defaultMessage: "Delete account" },
  confirmTitle: { id: "app.deleteAccount.confirmTitle", defaultMessage: "Delete your account?" },
  confirm: { id: "app.deleteAccount.confirm", defaultMessage: "Delete permanently" },
  keep: { id: "app.deleteAccount.keep", defaultMessage: "Keep account" },
  removed: { id: "app.deleteAccount.removed", defaultMessage: "Your profile, links and avatar are removed for good." },
  proCancelled: {
    id: "app.deleteAccount.proCancelled",
    defaultMessage: "Your Pro subscription is cancelled at once",
    description: "In bold, followed by app.deleteAccount.noCharges",
  },
  noCharges: { id: "app.deleteAccount.noCharges", defaultMessage: ", with no further charges." },
  keepCopy: {
    id: "app.deleteAccount.keepCopy",
    defaultMessage: "Before you go, you can keep a copy of your profile, links and analytics.",
  },
  download: { id: "app.deleteAccount.download", defaultMessage: "Download your data" },
  stripeForgotten: {
    id: "app.deleteAccount.stripeForgotten",
    defaultMessage: "LinkNest forgets your connected Stripe account.",
    description: "In bold, followed by app.deleteAccount.stripeStays",
  },
  stripeStays: {
    id: "app.deleteAccount.stripeStays",
    defaultMessage:
      "It stays yours at Stripe, with its payments and payouts; your list of tips here goes with your account.",
  },
  failed: { id: "app.deleteAccount.failed", defaultMessage: "Failed to delete account.", description: "A toast" },
});
