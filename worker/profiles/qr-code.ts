// The page's QR code (docs/product.md, "Making the page yours") as an SVG in the theme's colours: the page's darkest colour for the
// modules on the accent, so it reads as the page does and still scans (dark on light, 4.5:1 at least).
// uqr encodes; the drawing is ours, one path of unit squares, so the file stays a few KB.
import { encode } from "uqr";
import { contrastRatio } from "#contract/contrast";
import { type Theme, themePreset } from "#contract/themes";

/** Dark modules on a light ground; a ground too close to the dark falls back to white. */
export function qrColours(theme: Theme): { dark: string; light: string } {
  const preset = themePreset(theme.preset);
  const dark = preset.stops[0] as string;
  const accent = theme.accent ?? preset.accent;
  return { dark, light: contrastRatio(accent, dark) >= 4.5 ? accent : "#ffffff" };
}

export function qrSvg(text: string, theme: Theme): string {
  const { size, data } = encode(text, { ecc: "M", border: 2 });
  const { dark, light } = qrColours(theme);
  let path = "";
  data.forEach((row, y) => {
    row.forEach((on, x) => {
      if (on) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="512" height="512" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="${light}"/><path fill="${dark}" d="${path}"/></svg>`
  );
}
