// A file imported with ?inline-minified arrives as its minified text, and virtual:design-tokens holds the
// SPA's design tokens by name (vite-plugins/inline-minified.ts).
declare module "*?inline-minified" {
  const minifiedText: string;
  export default minifiedText;
}

declare module "virtual:design-tokens" {
  const designTokens: Readonly<Record<string, string>>;
  export default designTokens;
}
