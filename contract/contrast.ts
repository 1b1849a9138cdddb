// Colour contrast as WCAG 2 defines it, shared by the server (which refuses an accent under 4.5:1) and
// the theme picker (which shows the ratio as the owner picks and offers the nearest colour that passes).

/** WCAG AA for normal text. */
export const minimumContrast = 4.5;

type Rgb = [number, number, number];

export const hexColourPattern = /^#[0-9a-f]{6}$/i;

export function parseHex(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, "0")).join("")}`;
}

function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `top` laid over `bottom` at `alpha` (0 to 1): what a translucent colour looks like on its backdrop. */
export function blend(top: string, bottom: string, alpha: number): string {
  const t = parseHex(top);
  const b = parseHex(bottom);
  return toHex(t.map((channel, i) => channel * alpha + (b[i] as number) * (1 - alpha)) as Rgb);
}

/** The lowest ratio of a colour against each colour it meets. */
export function worstContrast(colour: string, meets: (colour: string) => string[]): number {
  return Math.min(...meets(colour).map((other) => contrastRatio(colour, other)));
}

function toHsl([r, g, b]: Rgb): Rgb {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === rn ? (gn - bn) / d + (gn < bn ? 6 : 0) : max === gn ? (bn - rn) / d + 2 : (rn - gn) / d + 4;
  return [h / 6, s, l];
}

function fromHsl([h, s, l]: Rgb): Rgb {
  if (s === 0) return [l * 255, l * 255, l * 255];
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t: number) => {
    const u = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (u < 1 / 6) return p + (q - p) * 6 * u;
    if (u < 1 / 2) return q;
    if (u < 2 / 3) return p + (q - p) * (2 / 3 - u) * 6;
    return p;
  };
  return [channel(h + 1 / 3) * 255, channel(h) * 255, channel(h - 1 / 3) * 255];
}

/**
 * The colour closest to `hex` in lightness, same hue and saturation, whose worst contrast passes; null
 * when no lightness does (the colours it meets span both ends). Steps of 1% lightness, nearest first.
 */
export function nearestPassingColour(hex: string, meets: (colour: string) => string[]): string | null {
  if (worstContrast(hex, meets) >= minimumContrast) return hex.toLowerCase();
  const [h, s, l] = toHsl(parseHex(hex));
  for (let step = 0.01; step <= 1; step += 0.01) {
    for (const lightness of [l + step, l - step]) {
      if (lightness < 0 || lightness > 1) continue;
      const candidate = toHex(fromHsl([h, s, lightness]));
      if (worstContrast(candidate, meets) >= minimumContrast) return candidate;
    }
  }
  return null;
}
