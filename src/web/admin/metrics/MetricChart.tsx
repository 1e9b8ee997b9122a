import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { Bucket } from '../../api/metrics';
import { type ChartRow, type ChartSpec, periodLabel } from './charts';

const AXIS = { fontSize: 12, fill: '#475569' };

/**
 * One chart drawn with recharts: loaded on its own (React.lazy), so the chart library stays out of
 * the app's main bundle. Its figures are also in the table beside it, for screen readers.
 */
export default function MetricChart({ chart, rows, bucket }: { chart: ChartSpec; rows: ChartRow[]; bucket: Bucket }) {
  const shared = {
    data: rows,
    responsive: true,
    style: { width: '100%', height: 260 },
    margin: { top: 8, right: 8, bottom: 0, left: -16 },
    title: chart.title,
    desc: chart.description,
  };
  const axes = (
    <>
      <CartesianGrid stroke="#e2e8f0" vertical={false} />
      <XAxis
        dataKey="period"
        tick={AXIS}
        tickFormatter={(period: string) => periodLabel(period, bucket, true)}
        minTickGap={16}
        interval="preserveStartEnd"
      />
      <YAxis tick={AXIS} allowDecimals={chart.kind === 'line'} unit={chart.unit} width={48} />
      <Tooltip
        itemSorter={(item) => chart.series.findIndex((s) => s.key === item.dataKey)}
        labelFormatter={(period) => periodLabel(String(period), bucket)}
        formatter={(value) => (value === null || value === undefined ? '—' : `${value}${chart.unit ?? ''}`)}
      />
      {chart.series.length > 1 && <Legend iconType="circle" itemSorter={null} wrapperStyle={{ fontSize: 13 }} />}
    </>
  );
  if (chart.kind === 'line')
    return (
      <LineChart {...shared}>
        {axes}
        {chart.series.map((s) => (
          <Line
            key={s.key}
            dataKey={s.key}
            name={s.label}
            stroke={s.color}
            strokeWidth={2}
            dot={{ r: 3 }}
            connectNulls={false}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    );
  return (
    <BarChart {...shared} barGap={2}>
      {axes}
      {chart.series.map((s) => (
        <Bar
          key={s.key}
          dataKey={s.key}
          name={s.label}
          fill={s.color}
          stackId={chart.stacked ? 'all' : undefined}
          maxBarSize={28}
          isAnimationActive={false}
        />
      ))}
    </BarChart>
  );
}
