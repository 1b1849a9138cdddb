// The words of the links card and its buttons for adding a link or a block, in the reader's language
// (docs/decisions/057-languages.md). The English is docs/product.md's, word for word.
import { defineMessages } from "#contract/i18n/define";

export const linksTexts = defineMessages({
  title: { id: "app.links.title", defaultMessage: "Links" },
  intro: {
    id: "app.links.intro",
    defaultMessage:
      "Your links appear on your public page in this order, the spotlight link first. To move a link, drag its handle, use its buttons or press Alt+↑ or Alt+↓ while in it.",
  },
  empty: { id: "app.links.empty", defaultMessage: "No links yet. Add your first one below." },
  moved: {
    id: "app.links.moved",
    defaultMessage: "{name} moved to position {position, number} of {count, number}.",
    description: "Read out after a link is moved; {name} is the link's title",
  },
  addTitle: {
    id: "app.links.addTitle",
    defaultMessage: "Add a link",
    description: "The group of buttons adding a link",
  },
  blankLink: { id: "app.links.blankLink", defaultMessage: "Blank link" },
  sectionTitle: { id: "app.links.sectionTitle", defaultMessage: "Section title" },
  embed: { id: "app.links.embed", defaultMessage: "Embed", description: "Adds a video or music player" },
  emailSignup: { id: "app.links.emailSignup", defaultMessage: "E-mail sign-up", description: "Adds a newsletter form" },
  tipJar: { id: "app.links.tipJar", defaultMessage: "Tip jar" },
  atLimit: {
    id: "app.links.atLimit",
    defaultMessage: "You have reached the maximum of {max, number} links. Remove one to add another.",
  },
});

/** A row's words: its kind's name, its fields and its buttons. */
export const linkRowTexts = defineMessages({
  name: {
    id: "app.linkRow.name",
    defaultMessage:
      "{kind, select, section {Section {position}} embed {Embed {position}} signup {E-mail sign-up {position}} tip {Tip jar {position}} other {Link {position}}}",
    description: "A row's heading: its kind and its position in the list",
  },
  drag: {
    id: "app.linkRow.drag",
    defaultMessage:
      "{kind, select, section {Drag section {position} to reorder} embed {Drag embed {position} to reorder} signup {Drag e-mail sign-up {position} to reorder} tip {Drag tip jar {position} to reorder} other {Drag link {position} to reorder}}",
    description: "The name of a row's drag handle",
  },
  sectionTitle: { id: "app.linkRow.sectionTitle", defaultMessage: "Section title" },
  heading: { id: "app.linkRow.heading", defaultMessage: "Heading", description: "A sign-up or tip block's title" },
  title: { id: "app.linkRow.title", defaultMessage: "Title" },
  buttonText: { id: "app.linkRow.buttonText", defaultMessage: "Button text" },
  mediaUrl: { id: "app.linkRow.mediaUrl", defaultMessage: "Video or track URL" },
  url: { id: "app.linkRow.url", defaultMessage: "URL" },
  showOnPage: { id: "app.linkRow.showOnPage", defaultMessage: "Show on page" },
  spotlight: {
    id: "app.linkRow.spotlight",
    defaultMessage: "Spotlight",
    description: "The link shown first and larger",
  },
  subscribersElsewhere: { id: "app.linkRow.subscribersElsewhere", defaultMessage: "Subscribers on the Audience card" },
  tipsElsewhere: { id: "app.linkRow.tipsElsewhere", defaultMessage: "Tips on the Earn page" },
  clicks: { id: "app.linkRow.clicks", defaultMessage: "{clicks, plural, one {# click} other {# clicks}}" },
  more: { id: "app.linkRow.more", defaultMessage: "More", description: "Opens a row's further settings" },
  moveUp: { id: "app.linkRow.moveUp", defaultMessage: "Move up" },
  moveDown: { id: "app.linkRow.moveDown", defaultMessage: "Move down" },
  remove: { id: "app.linkRow.remove", defaultMessage: "Remove" },
  hidden: { id: "app.linkRow.hidden", defaultMessage: "Hidden" },
  ended: { id: "app.linkRow.ended", defaultMessage: "Ended" },
  starts: {
    id: "app.linkRow.starts",
    defaultMessage: "Starts {when}",
    description: "A scheduled link's state; {when} is a day and time",
  },
  showAsLink: { id: "app.linkRow.showAsLink", defaultMessage: "Show as a link", description: "Turns a player back" },
  showAsPlayer: {
    id: "app.linkRow.showAsPlayer",
    defaultMessage: "Show as a {provider} player",
    description: "{provider} is the service's name, like YouTube",
  },
  held: { id: "app.linkRow.held", defaultMessage: "Held for review", description: "A held link's badge" },
  heldWhy: { id: "app.linkRow.heldWhy", defaultMessage: "Hidden from your page until it has been reviewed." },
});

/** A tip block's own fields in its row. */
export const tipBlockTexts = defineMessages({
  amounts: { id: "app.tipBlock.amounts", defaultMessage: "Amounts" },
  amountsHint: {
    id: "app.tipBlock.amountsHint",
    defaultMessage: "One to {count} whole amounts from {min} to {max}, separated by commas.",
    description: "{count} is how many amounts at most; {min} and {max} the smallest and largest amount",
  },
  currency: { id: "app.tipBlock.currency", defaultMessage: "Currency" },
  allowCustom: { id: "app.tipBlock.allowCustom", defaultMessage: "Visitors may choose an amount" },
  shownWhen: {
    id: "app.tipBlock.shownWhen",
    defaultMessage: "Shown on your page while your Stripe account can accept tips.",
  },
  earnLink: { id: "app.tipBlock.earnLink", defaultMessage: "Set up tips on Earn" },
});

/** The words behind a row's "More": the 18+ switch, the link's image and its schedule. */
export const linkMoreTexts = defineMessages({
  sensitive: {
    id: "app.linkMore.sensitive",
    defaultMessage: "Sensitive (18+)",
    description: "Marks a link whose visitors are asked to confirm their age first",
  },
  schedule: {
    id: "app.linkMore.schedule",
    defaultMessage: "Schedule (Pro)",
    description: "Only Pro can schedule a link",
  },
  starts: { id: "app.linkMore.starts", defaultMessage: "Starts", description: "The day and time a link appears" },
  ends: { id: "app.linkMore.ends", defaultMessage: "Ends", description: "The day and time a link goes away" },
  keptSchedule: {
    id: "app.linkMore.keptSchedule",
    defaultMessage: "This link keeps the schedule it had while you were Pro.",
  },
  removeSchedule: { id: "app.linkMore.removeSchedule", defaultMessage: "Remove schedule" },
  saveFirst: {
    id: "app.linkMore.saveFirst",
    defaultMessage: "Save to add an image.",
    description: "A link gets an image once it is saved",
  },
  addImage: { id: "app.linkMore.addImage", defaultMessage: "Add image", description: "The link's thumbnail" },
  changeImage: { id: "app.linkMore.changeImage", defaultMessage: "Change image" },
  removeImage: { id: "app.linkMore.removeImage", defaultMessage: "Remove image" },
  uploading: { id: "app.linkMore.uploading", defaultMessage: "Uploading..." },
  removing: { id: "app.linkMore.removing", defaultMessage: "Removing..." },
  uploadFailed: { id: "app.linkMore.uploadFailed", defaultMessage: "Upload failed." },
  removeFailed: { id: "app.linkMore.removeFailed", defaultMessage: "Failed to remove the image." },
});
