import type { ChartSeries } from '../../../../modules/courses/content';
import type { useSay } from '../../LearnerWords';

/** A series as learners read it: its name, or the player's "Value" (numbered when there are several). */
export function seriesName(say: ReturnType<typeof useSay>, series: readonly ChartSeries[], index: number) {
  const name = series[index]?.name;
  if (name) return name;
  return series.length > 1 ? `${say('chart.values')} ${index + 1}` : say('chart.values');
}
