// The product's name and line, shared by the web app and the HTML the worker serves for it.
export const productName = "LinkNest";
export const productTagline = "One clean, fast page for everything you share. Looks good by default.";
