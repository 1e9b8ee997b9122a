import { sliceColour } from './chartColours';
import { pieSlices, slicePath } from './chartScale';
import { ChartSvg } from './ChartSvg';
import type { Plot } from './chartTypes';

/** The first series as slices of a circle, one per row with a positive value, clockwise from the top. */
export function PieChart({ rows, width, name }: Plot) {
  const size = Math.min(width, 280);
  const r = size / 2 - 2;
  const slices = pieSlices(rows.map((row) => row.values[0] ?? null));
  return (
    <ChartSvg width={size} height={size} name={name} pie>
      {slices.map((slice) => (
        <path
          key={rows[slice.index]!.id}
          d={slicePath(size / 2, size / 2, r, slice.start, slice.end)}
          fill={sliceColour(slice.index, rows.length)}
        />
      ))}
    </ChartSvg>
  );
}
