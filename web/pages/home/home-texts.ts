// The home page's words (docs/product.md, "Screens"), in the reader's language
// (docs/decisions/057-languages.md). The page is prerendered in English; a reader of another language
// gets it drawn anew in theirs.
import { defineMessages } from "#contract/i18n/define";

export const homeTexts = defineMessages({
  tagline: {
    id: "app.home.tagline",
    defaultMessage: "One clean, fast page for everything you share. Looks good by default.",
    description: "Under the product's name at the top of the home page",
  },
  goToDashboard: { id: "app.home.goToDashboard", defaultMessage: "Go to dashboard" },
  myPublicPage: { id: "app.home.myPublicPage", defaultMessage: "My public page" },
  whyProduct: { id: "app.home.whyProduct", defaultMessage: "Why {productName}", description: "Names the features" },
  looksGoodTitle: { id: "app.home.looksGoodTitle", defaultMessage: "Looks good by default" },
  looksGoodBody: {
    id: "app.home.looksGoodBody",
    defaultMessage: "A calm, dark page with your avatar, a short bio and your links. Nothing to design.",
  },
  fastTitle: { id: "app.home.fastTitle", defaultMessage: "Fast everywhere" },
  fastBody: {
    id: "app.home.fastBody",
    defaultMessage: "Your page is rendered at the edge in a single small response, close to every visitor.",
  },
  knowTitle: { id: "app.home.knowTitle", defaultMessage: "Know what works" },
  knowBody: {
    id: "app.home.knowBody",
    defaultMessage: "See how often each link is clicked, reorder them in seconds, and share one address.",
  },
  claimYourName: { id: "app.home.claimYourName", defaultMessage: "Claim your name" },
  claimIt: { id: "app.home.claimIt", defaultMessage: "Claim it" },
  yoursToClaim: {
    id: "app.home.yoursToClaim",
    defaultMessage: "It's yours to claim.",
    description: "The name is free",
  },
  placeholder: {
    id: "app.home.placeholder",
    defaultMessage: "yourname",
    description: "An example username in the claim field: lower-case letters, no spaces",
  },
});

/** The showcase's caption, and the sample page that stands in for a showcase. */
export const showcaseTexts = defineMessages({
  live: {
    id: "app.home.showcase.live",
    defaultMessage: "A real {productName} page, live:",
    description: "Followed by a link to the page, app.home.showcase.see",
  },
  see: { id: "app.home.showcase.see", defaultMessage: "see @{username}", description: "The link to the live page" },
  sample: { id: "app.home.showcase.sample", defaultMessage: "What your page could look like." },
  avatar: {
    id: "app.home.showcase.avatar",
    defaultMessage: "Avatar of @{username}",
    description: "The image's text alternative",
  },
  sampleBio: { id: "app.home.showcase.sampleBio", defaultMessage: "Everything I make, in one place." },
  samplePortfolio: { id: "app.home.showcase.samplePortfolio", defaultMessage: "My portfolio" },
  sampleVideo: { id: "app.home.showcase.sampleVideo", defaultMessage: "Latest video" },
  sampleNewsletter: { id: "app.home.showcase.sampleNewsletter", defaultMessage: "Newsletter" },
});
