export const productName = "LinkNest";
export const productTagline = "One clean, fast page for everything you share. Looks good by default.";
