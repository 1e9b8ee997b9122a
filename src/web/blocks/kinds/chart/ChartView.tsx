import { useId } from 'react';
import type { BlockViewProps } from '../../editorProps';
import { Say, useLearnerIntl, useSay } from '../../LearnerWords';
import { ChartDrawing } from './ChartDrawing';
import type { ChartData } from './chartTypes';
import { seriesName } from './seriesName';

const KIND_WORDS = { bar: 'chart.bar', line: 'chart.line', pie: 'chart.pie' } as const;

/**
 * A chart as a figure: its title, its units, the drawing (an image named "Bar chart" and its
 * title) and its numbers as a real table behind "Show the data", for screen readers and anyone.
 */
export default function ChartView({ block }: BlockViewProps<'ChartBlockComponent'>) {
  const { title, units, chart } = block.data;
  const id = useId();
  return (
    <figure className="kind-chart">
      {title && (
        <figcaption id={`${id}-title`} className="kind-chart__title">
          {title}
        </figcaption>
      )}
      {units && (
        <p className="kind-chart__units">
          <Say word="chart.units" values={{ units }} />
        </p>
      )}
      <span id={`${id}-kind`} hidden>
        <Say word={KIND_WORDS[chart]} />
      </span>
      <ChartDrawing data={block.data} name={{ labelledBy: title ? `${id}-kind ${id}-title` : `${id}-kind` }} />
      <details className="kind-chart__data">
        <summary>
          <Say word="chart.showData" />
        </summary>
        <DataTable data={block.data} />
      </details>
    </figure>
  );
}

function DataTable({ data }: { data: ChartData }) {
  const say = useSay();
  const intl = useLearnerIntl();
  return (
    <table className="kind-chart__table">
      {data.title && <caption>{data.title}</caption>}
      <thead>
        <tr>
          <th scope="col">{data.labelHeading || say('chart.labels')}</th>
          {data.series.map((series, s) => (
            <th key={series.id} scope="col">
              {seriesName(say, data.series, s)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {data.rows.map((row) => (
          <tr key={row.id}>
            <th scope="row">{row.label}</th>
            {data.series.map((series, s) => (
              <td key={series.id}>{row.values[s] == null ? '' : intl.formatNumber(row.values[s]!)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
