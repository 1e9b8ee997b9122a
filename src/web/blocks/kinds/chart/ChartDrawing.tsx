import { useLearnerIntl } from '../../LearnerWords';
import { BarChart } from './BarChart';
import type { ChartData, ImageName } from './chartTypes';
import { ChartLegend } from './ChartLegend';
import { LineChart } from './LineChart';
import { PieChart } from './PieChart';
import { useWidth } from './useWidth';

const PLOTS = { bar: BarChart, line: LineChart, pie: PieChart } as const;

/**
 * The chart drawn by hand in SVG, in the theme's chart colours, at the width it is given (measured,
 * so its words keep their size on a phone), with its legend; nothing until a number is written.
 */
export function ChartDrawing({ data, name }: { data: ChartData; name: ImageName }) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const intl = useLearnerIntl();
  const format = (value: number) => intl.formatNumber(value, { maximumFractionDigits: 2 });
  const drawn = data.rows.some((row) => row.values.some((value) => value !== null));
  const Plot = PLOTS[data.chart];
  return (
    <div className={`kind-chart__drawing kind-chart__drawing--${data.chart}`}>
      <div ref={ref} className="kind-chart__image">
        {width > 0 && drawn && (
          <Plot rows={data.rows} seriesCount={data.series.length} width={width} format={format} name={name} />
        )}
      </div>
      <ChartLegend data={data} format={format} />
    </div>
  );
}
