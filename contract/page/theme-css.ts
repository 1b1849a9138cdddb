// The few CSS rules that turn profile-page.css (today's look, the Nightfall theme) into the owner's
// theme (docs/product.md, "Making the page yours"). Written from contract/themes.ts, whose values and the validated #rrggbb accent are
// the only inputs, so no user text reaches the stylesheet. Also used by the editor's live preview.
import { type ButtonShape, defaultThemePreset, type Theme, themePreset } from "../themes";

const radius: Record<ButtonShape, string> = { square: "4px", rounded: "12px", pill: "999px" };

/** The accent at an opacity, as #rrggbbaa. */
function alpha(hex: string, opacity: number): string {
  return `${hex}${Math.round(opacity * 255)
    .toString(16)
    .padStart(2, "0")}`;
}

function buttonRules(theme: Theme): string {
  const preset = themePreset(theme.preset);
  const accent = theme.accent ?? preset.accent;
  const shape = `border-radius:${radius[preset.shape]}`;
  switch (preset.button) {
    case "filled":
      return `.links a{background:${accent};color:${preset.onAccent};border-color:${accent};${shape}}.links a:hover{background:${accent};filter:brightness(1.12)}`;
    case "outline":
      return `.links a{background:none;color:${accent};border:2px solid ${accent};${shape}}.links a:hover{background:${alpha(accent, 0.12)}}`;
    default:
      return `.links a{background:${alpha(accent, 0.16)};color:${accent};border-color:${alpha(accent, 0.32)};${shape}}.links a:hover{background:${alpha(accent, 0.24)}}`;
  }
}

/**
 * The theme's rules, appended to the page's stylesheet; empty for today's look. `scope` prefixes the
 * page-level selectors, so the editor's preview can draw the page inside its own document.
 */
export function themeCss(theme: Theme, scope = "body"): string {
  if (theme.preset === defaultThemePreset && theme.accent === null) return "";
  const preset = themePreset(theme.preset);
  const page =
    theme.preset === defaultThemePreset
      ? ""
      : `${scope}{background:${preset.background};color:${preset.text}}p,.links h2,footer a{color:${preset.muted}}`;
  return page + buttonRules(theme);
}

/** The browser's UI colour for the page: the darkest colour of its background. */
export function themeColour(theme: Theme): string {
  return themePreset(theme.preset).stops[0] as string;
}
