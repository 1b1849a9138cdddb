// The product's name, shared by the web app and the HTML the worker serves for it. Its line under the name
// is the home page's words (web/pages/home/home-texts.ts), in the reader's language.
export const productName = "LinkNest";
