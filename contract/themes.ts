// The public page's themes (docs/product.md, "Making the page yours"): every preset is dark, and an owner's accent recolours the
// buttons only if it keeps 4.5:1 against every colour it meets. The page's custom properties for a theme
// are written from these values (contract/page/theme.ts), and the theme picker reads the same list.
import { blend, minimumContrast, nearestPassingColour, worstContrast } from "./contrast";

export type ButtonStyle = "filled" | "outline" | "soft";
export type ButtonShape = "square" | "rounded" | "pill";

export type ThemePreset = {
  label: string;
  /** The page's CSS background (a colour, a gradient or a pattern over a colour). */
  background: string;
  /** The solid colours the background shows, darkest to lightest: what text must read against. */
  stops: string[];
  text: string;
  muted: string;
  button: ButtonStyle;
  shape: ButtonShape;
  /** The buttons' colour when the owner sets none. */
  accent: string;
  /** The label colour on a filled button. */
  onAccent: string;
};

/** The card behind the profile is white at this opacity over the background (today's look). */
export const cardAlpha = 0.06;
/** A soft button is the accent at this opacity over the card. */
export const softAlpha = 0.16;

export const defaultThemePreset = "nightfall";

export const themePresets = {
  // Today's look: the translucent card and soft buttons; contract/page/styles/page.css draws it as it is.
  nightfall: {
    label: "Nightfall",
    background: "radial-gradient(circle at 50% 0,#1d1838,#0b0d12 70%) fixed",
    stops: ["#0b0d12", "#1d1838"],
    text: "#eef0f6",
    muted: "#a7adbd",
    button: "soft",
    shape: "rounded",
    accent: "#ad9cff",
    onAccent: "#0b0d12",
  },
  ink: {
    label: "Ink",
    background: "#000",
    stops: ["#000000"],
    text: "#ffffff",
    muted: "#b3b3b3",
    button: "filled",
    shape: "pill",
    accent: "#ffffff",
    onAccent: "#000000",
  },
  aurora: {
    label: "Aurora",
    background: "linear-gradient(160deg,#0f2027,#1b333c,#213f4c) fixed",
    stops: ["#0f2027", "#1b333c", "#213f4c"],
    text: "#f1f8fb",
    muted: "#b9d3dc",
    button: "outline",
    shape: "rounded",
    accent: "#7ee8fa",
    onAccent: "#0f2027",
  },
  ember: {
    label: "Ember",
    background: "linear-gradient(180deg,#1a0b0b,#3a1010) fixed",
    stops: ["#1a0b0b", "#3a1010"],
    text: "#fff3ee",
    muted: "#e0b8ad",
    button: "filled",
    shape: "rounded",
    accent: "#ff8a5b",
    onAccent: "#1a0b0b",
  },
  forest: {
    label: "Forest",
    background: "#0d1f17",
    stops: ["#0d1f17"],
    text: "#eefaf3",
    muted: "#a9cdb9",
    button: "soft",
    shape: "rounded",
    accent: "#6ee7a8",
    onAccent: "#0d1f17",
  },
  ocean: {
    label: "Ocean",
    background: "linear-gradient(180deg,#031b34,#0a3d62) fixed",
    stops: ["#031b34", "#0a3d62"],
    text: "#eef7ff",
    muted: "#b3cde6",
    button: "filled",
    shape: "pill",
    accent: "#4fc3f7",
    onAccent: "#031b34",
  },
  grid: {
    label: "Grid",
    background:
      "linear-gradient(#ffffff0a 1px,transparent 1px) 0 0/24px 24px,linear-gradient(90deg,#ffffff0a 1px,transparent 1px) 0 0/24px 24px,#111318",
    stops: ["#111318", "#1b1d22"],
    text: "#f3f4f6",
    muted: "#b0b5bf",
    button: "outline",
    shape: "square",
    accent: "#e5e7eb",
    onAccent: "#111318",
  },
  dots: {
    label: "Dots",
    background: "radial-gradient(#ffffff14 1px,transparent 1px) 0 0/18px 18px,#14101f",
    stops: ["#14101f", "#221e2c"],
    text: "#f7f2ff",
    muted: "#c4b8d9",
    button: "soft",
    shape: "pill",
    accent: "#f0abfc",
    onAccent: "#14101f",
  },
  dusk: {
    label: "Dusk",
    background: "linear-gradient(180deg,#1e1036,#3b1d5e) fixed",
    stops: ["#1e1036", "#3b1d5e"],
    text: "#fbf7ff",
    muted: "#cbbbe3",
    button: "filled",
    shape: "square",
    accent: "#ffd166",
    onAccent: "#1e1036",
  },
} satisfies Record<string, ThemePreset>;

export type ThemePresetId = keyof typeof themePresets;
export const themePresetIds = Object.keys(themePresets) as [ThemePresetId, ...ThemePresetId[]];

/** What the API stores and returns: the preset, and the owner's accent or null for the preset's own. */
export type Theme = { preset: ThemePresetId; accent: string | null };
export const defaultTheme: Theme = { preset: defaultThemePreset, accent: null };

export function themePreset(id: string): ThemePreset {
  return (themePresets as Record<string, ThemePreset>)[id] ?? themePresets[defaultThemePreset];
}

/** The surfaces the buttons sit on: the card over each colour of the background. */
function cardColours(preset: ThemePreset): string[] {
  return preset.stops.map((stop) => blend("#ffffff", stop, cardAlpha));
}

/**
 * The colours an accent meets as a preset draws it: a filled button's label; an outline button's
 * surroundings (its text is the accent); a soft button's own tint and the card around it.
 */
export function accentMeets(presetId: string): (accent: string) => string[] {
  const preset = themePreset(presetId);
  return (accent) => {
    if (preset.button === "filled") return [preset.onAccent];
    const surfaces = cardColours(preset);
    if (preset.button === "outline") return surfaces;
    return surfaces.map((surface) => blend(accent, surface, softAlpha));
  };
}

export function accentContrast(presetId: string, accent: string): number {
  return worstContrast(accent, accentMeets(presetId));
}

export function accentPasses(presetId: string, accent: string): boolean {
  return accentContrast(presetId, accent) >= minimumContrast;
}

/** The passing colour nearest the accent, falling back to the preset's own. */
export function nearestPassingAccent(presetId: string, accent: string): string {
  return nearestPassingColour(accent, accentMeets(presetId)) ?? themePreset(presetId).accent;
}

/** A contrast ratio as people read it: 4.47 → "4.4:1" (rounded down, so a failing one never shows 4.5). */
export function formatContrast(ratio: number): string {
  return `${(Math.floor(ratio * 10) / 10).toFixed(1)}:1`;
}
