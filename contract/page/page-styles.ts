// The public page's whole stylesheet (profile-page.css), minified at build time with the design tokens
// written in: inlined by the worker's page and by the editor's live preview alike.
import pageStyles from "./profile-page.css?inline-minified";

export { pageStyles };
