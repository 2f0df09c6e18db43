/**
 * WCAG colour contrast (1.4.3) of palette colours: a palette's colour is moved towards black or
 * white until text in it, or text on it, reads against the backgrounds where Primer shows it.
 */

type Rgb = readonly [number, number, number];

/** Text at least this contrast to its background passes WCAG AA at any size. */
export const TEXT_CONTRAST = 4.5;
const BLACK: Rgb = [0, 0, 0];
const WHITE: Rgb = [255, 255, 255];

/** `#rgb` or `#rrggbb` (a palette's colour, or a custom one the colour inputs gave); null otherwise. */
function parseHex(hex: string): Rgb | null {
  const digits = hex.trim().replace(/^#/, '');
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  if (!/^[0-9a-f]{6}$/i.test(full)) return null;
  const value = Number.parseInt(full, 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Parses colours this module itself names (its constants, Primer's backgrounds). */
function known(hex: string): Rgb {
  const rgb = parseHex(hex);
  if (!rgb) throw new Error(`not a hex colour: ${hex}`);
  return rgb;
}

const toHex = (rgb: Rgb): string => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`.toUpperCase();

/** `share` of `a` over the rest of `b`, as `color-mix(in srgb, a share, b)` paints it. */
const mixRgb = (a: Rgb, b: Rgb, share: number): Rgb => [0, 1, 2].map((i) => a[i]! * share + b[i]! * (1 - share)) as unknown as Rgb;

/** Relative luminance (WCAG 2.2 definition). */
function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const ratio = (a: Rgb, b: Rgb): number => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

/** The WCAG contrast ratio of two hex colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  return ratio(known(a), known(b));
}

/** `share` (0 to 1) of `color` painted over `background`: a tinted (muted) background; `background` if `color` is no hex colour. */
export function tintOver(color: string, share: number, background: string): string {
  const rgb = parseHex(color);
  return rgb ? toHex(mixRgb(rgb, known(background), share)) : background;
}

/**
 * `color`, or the nearest shade of it (mixed with black on light backgrounds, white on dark ones)
 * that contrasts at least `minimum` with every one of `backgrounds`; a colour that is no hex
 * colour is kept as it is.
 */
export function readableOn(color: string, backgrounds: readonly string[], minimum = TEXT_CONTRAST): string {
  const start = parseHex(color);
  if (!start) return color;
  const grounds = backgrounds.map(known);
  const towards = luminance(grounds[0] ?? WHITE) > 0.5 ? BLACK : WHITE;
  for (let step = 0; step <= 20; step++) {
    const shade = mixRgb(towards, start, step / 20);
    if (grounds.every((ground) => ratio(shade, ground) >= minimum)) return toHex(shade);
  }
  return toHex(towards);
}

/** Black or white text, whichever contrasts more with `background` (white on what is no hex colour). */
export function textOn(background: string): string {
  const ground = parseHex(background);
  if (!ground) return '#FFFFFF';
  return ratio(BLACK, ground) >= ratio(WHITE, ground) ? '#000000' : '#FFFFFF';
}
