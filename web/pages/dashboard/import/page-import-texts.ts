// The words of "Bring your page from another service" (./BringYourPage.tsx) in the reader's language
// (docs/decisions/057-languages.md). The English is docs/guides/page-import.md's, word for word; what the
// server found (names, titles, addresses) is shown as it came; why it refuses a link reads like any
// refusal, and so do its notes on what it left out, each known by its English (web/i18n/refusals.ts).
import { defineMessages } from "#contract/i18n/define";

export const pageImportWords = defineMessages({
  title: { id: "app.pageImport.title", defaultMessage: "Bring your page from another service" },
  intro: {
    id: "app.pageImport.intro",
    defaultMessage:
      "Paste the address of your Linktree, LinkStack, LittleLink, Beacons or any page of links. We show what we find; nothing changes until you add it.",
  },
  readFailed: { id: "app.pageImport.readFailed", defaultMessage: "Couldn't read that page." },
  applyFailed: { id: "app.pageImport.applyFailed", defaultMessage: "Couldn't bring your page over." },
  unsaved: {
    id: "app.pageImport.unsaved",
    defaultMessage: "Save or discard your changes first: bringing your page over saves your page.",
  },
  keepsOwn: {
    id: "app.pageImport.keepsOwn",
    defaultMessage: "“Add to my page” keeps your own name, bio and avatar; “Replace my page” takes the ticked ones.",
    description: "The two buttons' names are quoted as the buttons say them",
  },
  replaceTitle: { id: "app.pageImport.replaceTitle", defaultMessage: "Replace your page?" },
  replaceBody: {
    id: "app.pageImport.replaceBody",
    defaultMessage:
      "Your links and social icons are replaced by the ticked ones. Links you leave behind lose their click counts.",
  },
  address: { id: "app.pageImport.address", defaultMessage: "Address of your page", description: "A field's label" },
  find: { id: "app.pageImport.find", defaultMessage: "Find my page", description: "Reads the address given" },
  reading: { id: "app.pageImport.reading", defaultMessage: "Reading the page…" },
  refusedItem: {
    id: "app.pageImport.refusedItem",
    defaultMessage: "“{title}” ({url}): {reason}",
    description: "A link that cannot be added: its title, its address and why, as the server words it",
  },
  foundOn: {
    id: "app.pageImport.foundOn",
    defaultMessage: "Found on {source}. Untick what you don't want.",
    description: "{source} is the service read, e.g. Linktree",
  },
  foundOnNamed: {
    id: "app.pageImport.foundOnNamed",
    defaultMessage: "Found on {source}: {name}. Untick what you don't want.",
    description: "{source} is the service read, e.g. Linktree; {name} the display name found there, in bold",
  },
  profile: { id: "app.pageImport.profile", defaultMessage: "Profile", description: "A group of found items" },
  avatar: { id: "app.pageImport.avatar", defaultMessage: "Avatar", description: "The profile picture found" },
  fromHost: {
    id: "app.pageImport.fromHost",
    defaultMessage: "from {host}",
    description: "After Avatar: the host the picture is fetched from",
  },
  displayName: { id: "app.pageImport.displayName", defaultMessage: "Display name" },
  bio: { id: "app.pageImport.bio", defaultMessage: "Bio" },
  links: { id: "app.pageImport.links", defaultMessage: "Links", description: "A group of found items" },
  socials: { id: "app.pageImport.socials", defaultMessage: "Social icons", description: "A group of found items" },
  section: {
    id: "app.pageImport.section",
    defaultMessage: "Section: {title}",
    description: "A section title found among the links",
  },
  add: { id: "app.pageImport.add", defaultMessage: "Add to my page" },
  adding: { id: "app.pageImport.adding", defaultMessage: "Adding…" },
  replace: { id: "app.pageImport.replace", defaultMessage: "Replace my page" },
  replacing: { id: "app.pageImport.replacing", defaultMessage: "Replacing…" },
  startOver: { id: "app.pageImport.startOver", defaultMessage: "Start over" },
  cancel: { id: "app.pageImport.cancel", defaultMessage: "Cancel" },
});
