import type { ReactNode } from 'react';
import type { ImageName } from './chartTypes';

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
