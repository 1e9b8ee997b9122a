import { useLearnerIntl, useSay } from '../../LearnerWords';
import type { ChartData } from './chartTypes';
import { chartColour, sliceColour } from './chartColours';
import { pieSlices } from './chartScale';
import { Marker } from './Marker';
import { seriesName } from './seriesName';

/**
 * What each colour stands for: a pie's rows with their values and shares, or, when there are
 * several, the series (a line's with its marker).
 */
export function ChartLegend({ data, format }: { data: ChartData; format: (value: number) => string }) {
  const intl = useLearnerIntl();
  const say = useSay();
  if (data.chart === 'pie') {
    const slices = pieSlices(data.rows.map((row) => row.values[0] ?? null));
    return (
      <ul className="kind-chart__legend kind-chart__legend--pie">
        {slices.map((slice) => (
          <li key={data.rows[slice.index]!.id}>
            <Swatch colour={sliceColour(slice.index, data.rows.length)} />
            <span>
              {data.rows[slice.index]!.label} <strong>{format(slice.value)}</strong> (
              {intl.formatNumber(slice.share, { style: 'percent', maximumFractionDigits: 1 })})
            </span>
          </li>
        ))}
      </ul>
    );
  }
  if (data.series.length < 2) return null;
  return (
    <ul className="kind-chart__legend">
      {data.series.map((series, s) => (
        <li key={series.id}>
          {data.chart === 'line' ? (
            <svg width={24} height={12} aria-hidden="true" className="kind-chart__key">
              <line x1={0} x2={24} y1={6} y2={6} stroke={chartColour(s)} strokeWidth={2.5} />
              <Marker series={s} x={12} y={6} />
            </svg>
          ) : (
            <Swatch colour={chartColour(s)} />
          )}
          {seriesName(say, data.series, s)}
        </li>
      ))}
    </ul>
  );
}

const Swatch = ({ colour }: { colour: string }) => (
  <span className="kind-chart__swatch" style={{ background: colour }} aria-hidden="true" />
);
