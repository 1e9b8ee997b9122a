import { CHART_COLOUR_COUNT } from '../../../../modules/themes/shared';

/** The theme's chart colour for series (or pie slice) `index`, as learnerLook.css names it. */
export const chartColour = (index: number) => `var(--player-chart-${(index % CHART_COLOUR_COUNT) + 1})`;

/** A pie's slice colours: in turn, but never the first's again beside it as the circle closes. */
export function sliceColour(index: number, count: number) {
  const wraps = count > 1 && index === count - 1 && index % CHART_COLOUR_COUNT === 0;
  return chartColour(wraps ? index + 1 : index);
}
