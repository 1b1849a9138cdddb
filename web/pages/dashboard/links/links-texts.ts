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
