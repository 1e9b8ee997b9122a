import { contrastRatio } from './contrast';

const channels = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
const toHex = (rgb: number[]) =>
  `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** `fg` over `bg` at `amount` (0–1) of `fg`: a muted text or a line in the theme's own colours. */
export function mix(fg: string, bg: string, amount: number): string {
  const [f, b] = [channels(fg), channels(bg)];
  return toHex(f.map((c, i) => c * amount + b[i]! * (1 - amount)));
}

export const isDark = (colour: string) => contrastRatio(colour, '#FFFFFF') > contrastRatio(colour, '#000000');

type Shift = { turn: number; saturation?: number; lightness?: number };

/**
 * The colour with its hue turned by `turn` degrees, its saturation at least `saturation` and its
 * lightness set to `lightness` (all 0–1; unset, kept): another colour of the same family.
 */
export function shifted(hex: string, { turn, saturation = 0, lightness }: Shift): string {
  const [r, g, b] = channels(hex).map((c) => c / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const d = max - min;
  const ownLightness = (max + min) / 2;
  const l = lightness ?? ownLightness;
  const s = Math.max(saturation, d === 0 ? 0 : d / (1 - Math.abs(2 * ownLightness - 1)));
  const sector = d === 0 ? 0 : max === r ? ((g - b) / d + 6) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  const hue = (((sector * 60 + turn) % 360) + 360) % 360;
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((hue / 60) % 2) - 1));
  const rgb = [
    [c, x, 0],
    [x, c, 0],
    [0, c, x],
    [0, x, c],
    [x, 0, c],
    [c, 0, x],
  ][Math.floor(hue / 60)]!;
  return toHex(rgb.map((v) => (v + l - c / 2) * 255));
}

/**
 * `fg`, or the nearest colour on its way to black or white (whichever stands further from `bg`)
 * that has at least `minimum` contrast with `bg`: a theme's colour kept as far as WCAG allows.
 */
export function withContrast(fg: string, bg: string, minimum: number): string {
  const extreme = isDark(bg) ? '#FFFFFF' : '#000000';
  for (let amount = 1; amount > 0; amount -= 0.05) {
    const colour = mix(fg, extreme, amount);
    if (contrastRatio(colour, bg) >= minimum) return colour;
  }
  return extreme;
}
