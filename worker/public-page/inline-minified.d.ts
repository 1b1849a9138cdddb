// A file imported with ?inline-minified arrives as its minified text (vite-plugins/inline-minified.ts).
declare module "*?inline-minified" {
  const minifiedText: string;
  export default minifiedText;
}
