// The public page's look (docs/product.md, "Making the page yours"): its stylesheet, the rules of the
// parts the page shows (styles.ts), and the custom properties an owner's theme sets for it. Written
// from contract/themes.ts, whose values and the validated #rrggbb accent are the only inputs, so no
// user text reaches the stylesheet. The worker's page and the editor's live preview both draw with it.
import { contrastRatio, minimumContrast } from "../contrast";
import {
  type ButtonShape,
  type ButtonStyle,
  defaultTheme,
  defaultThemePreset,
  type Theme,
  themePreset,
} from "../themes";
import { type PagePart, pageStylesheet } from "./styles";

const radius: Record<ButtonShape, string> = { square: "4px", rounded: "12px", pill: "999px" };

/**
 * The text on the accent: the preset's own label colour (which a filled preset's contrast rule holds to
 * 4.5:1), or white where an owner's accent on another style leaves that colour too faint.
 */
function onAccent(accent: string, presetLabel: string): string {
  return contrastRatio(accent, presetLabel) >= minimumContrast ? presetLabel : "#ffffff";
}

/** The theme's custom properties, on :root so they reach the page's own background. */
function themeProperties(theme: Theme): string {
  const preset = themePreset(theme.preset);
  const accent = theme.accent ?? preset.accent;
  return `:root{--base:${preset.stops[0]};--bg:${preset.background};--text:${preset.text};--muted:${preset.muted};--accent:${accent};--on-accent:${onAccent(accent, preset.onAccent)};--radius:${radius[preset.shape]}}`;
}

/** The page's stylesheet for the parts it shows, in a theme (the default one for pages that have none). */
export function pageStyles(theme: Theme = defaultTheme, parts: readonly PagePart[] = []): string {
  return pageStylesheet(parts) + themeProperties(theme);
}

/**
 * How the theme draws the links: the class styles/page.css draws them by. Nightfall without an accent
 * of the owner's is the plain look, the original page's.
 */
export function buttonStyle(theme: Theme): ButtonStyle | undefined {
  if (theme.preset === defaultThemePreset && theme.accent === null) return undefined;
  return themePreset(theme.preset).button;
}

/** The browser's UI colour for the page: the darkest colour of its background. */
export function themeColour(theme: Theme = defaultTheme): string {
  return themePreset(theme.preset).stops[0] as string;
}
