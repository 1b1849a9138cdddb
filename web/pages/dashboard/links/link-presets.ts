// The new-link presets (docs/product.md, "Limits": Website, GitHub, X (Twitter), Instagram, each with a prefilled url).
// The urls are left for the user to finish with their own handle or address.
export type LinkPreset = { name: string; title: string; url: string };

export const linkPresets: readonly LinkPreset[] = [
  { name: "Website", title: "Website", url: "https://" },
  { name: "GitHub", title: "GitHub", url: "https://github.com/" },
  { name: "X (Twitter)", title: "X (Twitter)", url: "https://x.com/" },
  { name: "Instagram", title: "Instagram", url: "https://instagram.com/" },
];
