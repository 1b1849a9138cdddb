// The words of the Design section's theme, social icons and QR code cards, in the reader's language
// (docs/decisions/057-languages.md). The English is docs/product.md's, word for word.
import { defineMessages } from "#contract/i18n/define";

export const themeTexts = defineMessages({
  title: { id: "app.theme.title", defaultMessage: "Theme" },
  buttonColour: { id: "app.theme.buttonColour", defaultMessage: "Button colour" },
  pickColour: { id: "app.theme.pickColour", defaultMessage: "Pick the button colour" },
  useThemeColour: { id: "app.theme.useThemeColour", defaultMessage: "Use the theme's colour" },
  ownColour: {
    id: "app.theme.ownColour",
    defaultMessage: "The theme's own colour. Pick another to recolour the buttons.",
  },
  contrastPasses: {
    id: "app.theme.contrastPasses",
    defaultMessage: "Contrast {ratio}: passes (4.5:1 needed).",
    description: "{ratio} is a contrast ratio such as 7.2:1",
  },
  contrastTooLow: {
    id: "app.theme.contrastTooLow",
    defaultMessage: "Contrast {ratio}: too low, buttons need 4.5:1 to stay readable.",
    description: "{ratio} is a contrast ratio such as 2.1:1",
  },
  useColour: {
    id: "app.theme.useColour",
    defaultMessage: "Use {colour}",
    description: "A button; {colour} is a colour's hex code",
  },
});

export const socialsTexts = defineMessages({
  title: { id: "app.socials.title", defaultMessage: "Social icons" },
  intro: {
    id: "app.socials.intro",
    defaultMessage: "Shown as a row of icons under your bio. Paste a profile URL or a mailto: address.",
  },
  url: { id: "app.socials.url", defaultMessage: "Social {position} URL", description: "A field's label" },
  platform: { id: "app.socials.platform", defaultMessage: "Platform" },
  remove: { id: "app.socials.remove", defaultMessage: "Remove" },
  removeLabel: { id: "app.socials.removeLabel", defaultMessage: "Remove social {position}" },
  emptyTitle: { id: "app.socials.emptyTitle", defaultMessage: "No social icons yet" },
  emptyStep: {
    id: "app.socials.emptyStep",
    defaultMessage: "Add your first with the button below, then paste its address.",
  },
  emptyBody: {
    id: "app.socials.emptyBody",
    defaultMessage:
      "Your profiles elsewhere, a shop or a mailing address, as small brand icons your visitors recognise.",
  },
  add: { id: "app.socials.add", defaultMessage: "Add social icon" },
  atLimit: { id: "app.socials.atLimit", defaultMessage: "You can show at most {max, number} social icons." },
});

export const qrTexts = defineMessages({
  title: { id: "app.qr.title", defaultMessage: "QR code" },
  intro: { id: "app.qr.intro", defaultMessage: "Print it or share it: it opens your page." },
  alt: { id: "app.qr.alt", defaultMessage: "QR code for your page, @{username}" },
  downloadSvg: { id: "app.qr.downloadSvg", defaultMessage: "Download SVG" },
  downloadPng: { id: "app.qr.downloadPng", defaultMessage: "Download PNG" },
  pngFailed: { id: "app.qr.pngFailed", defaultMessage: "The PNG could not be made. Download the SVG instead." },
});
