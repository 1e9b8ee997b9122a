/** The pure arithmetic of drawing a chart: axes with round steps, slices of a pie. */

/** Round steps (1, 2, 2.5 or 5 times a power of ten) from at most `min` to at least `max`, about `count` of them, 0 among them. */
export function niceTicks(min: number, max: number, count = 5): number[] {
  const lo = Math.min(0, min);
  const hi = Math.max(0, max);
  if (lo === hi) return [0, 1];
  const rough = (hi - lo) / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = power * ([1, 2, 2.5, 5, 10].find((m) => m * power >= rough) ?? 10);
  const first = Math.floor(lo / step);
  const last = Math.ceil(hi / step);
  return Array.from({ length: last - first + 1 }, (_, i) => Number(((first + i) * step).toPrecision(12)));
}

/** A linear scale from the ticks' span onto [from, to] in pixels. */
export function scale(ticks: readonly number[], from: number, to: number) {
  const lo = ticks[0]!;
  const hi = ticks.at(-1)!;
  return (value: number) => from + ((value - lo) / (hi - lo)) * (to - from);
}

/** The values a chart draws: those written, as numbers. */
export const written = (values: readonly (number | null)[]) => values.filter((v): v is number => v !== null);

export type Slice = { index: number; value: number; share: number; start: number; end: number };

/** A pie's slices, clockwise from the top, in radians: one for each positive value, by its index. */
export function pieSlices(values: readonly (number | null)[]): Slice[] {
  const positive = values.map((v, index) => ({ index, value: v ?? 0 })).filter((v) => v.value > 0);
  const total = positive.reduce((sum, v) => sum + v.value, 0);
  let start = 0;
  return positive.map(({ index, value }) => {
    const share = value / total;
    const slice = { index, value, share, start, end: start + share * 2 * Math.PI };
    start = slice.end;
    return slice;
  });
}

/** The SVG path of a slice of a circle at (cx, cy) of radius r, between two angles from the top, clockwise. */
export function slicePath(cx: number, cy: number, r: number, start: number, end: number): string {
  const at = (angle: number) => `${cx + r * Math.sin(angle)} ${cy - r * Math.cos(angle)}`;
  if (end - start >= 2 * Math.PI - 1e-9)
    return `M${cx} ${cy - r}A${r} ${r} 0 1 1 ${cx} ${cy + r}A${r} ${r} 0 1 1 ${cx} ${cy - r}Z`;
  const large = end - start > Math.PI ? 1 : 0;
  return `M${cx} ${cy}L${at(start)}A${r} ${r} 0 ${large} 1 ${at(end)}Z`;
}

/** About how wide a text is at `size` pixels (an average letter is a little over half the size). */
export const textWidth = (text: string, size: number) => text.length * size * 0.56;

/** The text cut with an ellipsis to fit about `width` pixels at `size`. */
export function fitText(text: string, width: number, size: number): string {
  const room = Math.floor(width / (size * 0.56));
  return text.length <= room ? text : `${text.slice(0, Math.max(1, room - 1)).trimEnd()}…`;
}
