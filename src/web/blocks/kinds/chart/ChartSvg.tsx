import type { ReactNode } from 'react';
import type { ChartRow } from '../../../../modules/courses/content';

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

/** A chart's drawing: one image for screen readers, its parts presentational. */
export function ChartSvg(props: {
  width: number;
  height: number;
  name: ImageName;
  pie?: boolean;
  children: ReactNode;
}) {
  const { width, height, name, pie, children } = props;
  return (
    <svg
      role="img"
      aria-label={name.label}
      aria-labelledby={name.labelledBy}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      className={pie ? 'kind-chart__svg kind-chart__pie' : 'kind-chart__svg'}
    >
      {children}
    </svg>
  );
}
