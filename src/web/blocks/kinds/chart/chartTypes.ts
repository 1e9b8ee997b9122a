import type { BlockData, ChartRow } from '../../../../modules/courses/content';

export type ChartData = BlockData<'ChartBlockComponent'>;

/** Its name for screen readers: given, or the ids of the elements that say it. */
export type ImageName = { label?: string; labelledBy?: string };

/** What each kind of chart is drawn from: the rows, how many series, the width to fill, how numbers are written, its name. */
export type Plot = {
  rows: ChartRow[];
  seriesCount: number;
  width: number;
  format: (value: number) => string;
  name: ImageName;
};
