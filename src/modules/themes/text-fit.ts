/** SPEC §9: the font size is found by a binary search between a minimum and a maximum, to this precision (px). */
const PRECISION = 0.5;

/**
 * The largest font size in [min, max] at which `fits` holds (the minimum when none does). `fits`
 * must hold for every size below one that fits, as text that fits at 20 px fits at 19.
 */
export function fitFontSize(min: number, max: number, fits: (size: number) => boolean): number {
  if (fits(max)) return max;
  let low = min;
  let high = max;
  while (high - low > PRECISION) {
    const middle = (low + high) / 2;
    if (fits(middle)) low = middle;
    else high = middle;
  }
  return Math.floor(low / PRECISION) * PRECISION;
}
