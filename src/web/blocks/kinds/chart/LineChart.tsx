import { chartColour } from './chartColours';
import { fitText, niceTicks, scale, textWidth, written } from './chartScale';
import { ChartSvg } from './ChartSvg';
import type { Plot } from './chartTypes';
import { Marker } from './Marker';

const FONT = 14;

/**
 * A line per series across the rows, with a marker at each value; an empty cell breaks the line.
 * Where the rows' labels would crowd, every second (third…) one is written.
 */
export function LineChart({ rows, seriesCount, width, format, name }: Plot) {
  const values = rows.flatMap((r) => written(r.values));
  const ticks = niceTicks(Math.min(...values), Math.max(...values));
  const height = width < 480 ? 240 : 300;
  const left = Math.max(...ticks.map((t) => textWidth(format(t), FONT - 1))) + 12;
  const bottom = height - FONT - 14;
  const y = scale(ticks, bottom, 8);
  const band = (width - left - 8) / rows.length;
  const x = (i: number) => left + band * (i + 0.5);
  const widest = Math.max(...rows.map((r) => textWidth(r.label, FONT)));
  const every = Math.max(1, Math.ceil((Math.min(widest, 120) + 8) / band));
  const seriesIndexes = Array.from({ length: seriesCount }, (_, s) => s);
  return (
    <ChartSvg width={width} height={height} name={name}>
      {ticks.map((t) => (
        <g key={t} className={t === 0 ? 'kind-chart__axis' : 'kind-chart__grid'}>
          <line x1={left} x2={width} y1={y(t)} y2={y(t)} />
          <text x={left - 8} y={y(t)} textAnchor="end" dominantBaseline="central" className="kind-chart__tick">
            {format(t)}
          </text>
        </g>
      ))}
      {rows.map((row, i) =>
        i % every === 0 ? (
          <text key={row.id} x={x(i)} y={height - 6} textAnchor="middle" className="kind-chart__label">
            {fitText(row.label, band * every - 8, FONT)}
          </text>
        ) : null,
      )}
      {seriesIndexes.map((s) => {
        const path = rows
          .map((row, i) => {
            const value = row.values[s];
            if (value === null || value === undefined) return '';
            const before = i > 0 ? rows[i - 1]!.values[s] : null;
            return `${before === null || before === undefined ? 'M' : 'L'}${x(i)} ${y(value)}`;
          })
          .join('');
        return (
          <g key={s}>
            <path d={path} fill="none" stroke={chartColour(s)} strokeWidth={2.5} strokeLinejoin="round" />
            {rows.map((row, i) => {
              const value = row.values[s];
              return value === null || value === undefined ? null : (
                <Marker key={row.id} series={s} x={x(i)} y={y(value)} />
              );
            })}
          </g>
        );
      })}
    </ChartSvg>
  );
}
