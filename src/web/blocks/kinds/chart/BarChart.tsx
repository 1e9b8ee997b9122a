import type { ChartRow } from '../../../../modules/courses/content';
import { chartColour } from './chartColours';
import { fitText, niceTicks, scale, textWidth, written } from './chartScale';
import { ChartSvg } from './ChartSvg';
import type { Plot } from './chartTypes';

const FONT = 14;
const GAP = 14;

/**
 * Bars across, a group of one bar per series for each row, its label on the left and its value
 * at its end: labels of any length stay readable at any width, a row under another.
 */
export function BarChart({ rows, seriesCount, width, format, name }: Plot) {
  const values = rows.flatMap((r) => written(r.values));
  const ticks = niceTicks(Math.min(...values), Math.max(...values));
  const labelWidth = Math.min(width * 0.38, Math.max(...rows.map((r) => textWidth(r.label, FONT))) + 12);
  const valueRoom = Math.max(...values.map((v) => textWidth(format(v), FONT - 1)), 0) + 10;
  const x = scale(ticks, labelWidth + (ticks[0]! < 0 ? valueRoom : 0), width - valueRoom);
  const bar = seriesCount === 1 ? 24 : 16;
  const group = seriesCount * bar + (seriesCount - 1) * 2;
  const axisAt = rows.length * (group + GAP);
  const height = axisAt + FONT + 12;
  const zero = x(0);
  return (
    <ChartSvg width={width} height={height} name={name}>
      {ticks.map((t) => (
        <g key={t} className={t === 0 ? 'kind-chart__axis' : 'kind-chart__grid'}>
          <line x1={x(t)} x2={x(t)} y1={0} y2={axisAt} />
          <text x={x(t)} y={axisAt + FONT + 4} textAnchor="middle" className="kind-chart__tick">
            {format(t)}
          </text>
        </g>
      ))}
      {rows.map((row, r) => (
        <BarGroup
          key={row.id}
          row={row}
          top={r * (group + GAP) + GAP / 2}
          bar={bar}
          {...{ x, zero, labelWidth, format }}
        />
      ))}
    </ChartSvg>
  );
}

type GroupProps = {
  row: ChartRow;
  top: number;
  bar: number;
  x: (v: number) => number;
  zero: number;
  labelWidth: number;
  format: (v: number) => string;
};

function BarGroup({ row, top, bar, x, zero, labelWidth, format }: GroupProps) {
  const middle = top + (row.values.length * (bar + 2) - 2) / 2;
  return (
    <g>
      <text x={labelWidth - 8} y={middle} textAnchor="end" dominantBaseline="central" className="kind-chart__label">
        {fitText(row.label, labelWidth - 12, FONT)}
      </text>
      {row.values.map((value, s) => {
        if (value === null) return null;
        const end = x(value);
        const y = top + s * (bar + 2);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a row's values are its series', by place
          <g key={s}>
            <rect x={Math.min(zero, end)} y={y} width={Math.abs(end - zero)} height={bar} fill={chartColour(s)} />
            <text
              x={value < 0 ? end - 4 : end + 4}
              y={y + bar / 2}
              textAnchor={value < 0 ? 'end' : 'start'}
              dominantBaseline="central"
              className="kind-chart__value"
            >
              {format(value)}
            </text>
          </g>
        );
      })}
    </g>
  );
}
