import { Download } from 'lucide-react';
import { lazy, Suspense } from 'react';
import type { Bucket } from '../../api/metrics';
import { saveFile } from '../../api/exports';
import { chartCsv } from './chartCsv';
import { type ChartRow, type ChartSpec, hasActivity } from './charts';
import { SeriesTable } from './SeriesTable';

/** The chart library is its own chunk, loaded when the first chart is drawn. */
const MetricChart = lazy(() => import('./MetricChart'));

type ChartPanelProps = { chart: ChartSpec; rows: ChartRow[]; bucket: Bucket; range: { from: string; to: string } };

/** One figure of the report: its chart, the same figures as a table, and as a CSV file. */
export function ChartPanel({ chart, rows, bucket, range }: ChartPanelProps) {
  const headingId = `metric-${chart.id}`;
  const download = () =>
    saveFile(
      new Blob([chartCsv(chart, rows)], { type: 'text/csv;charset=utf-8' }),
      `metrics-${chart.id}-${range.from}-${range.to}-${bucket}.csv`,
    );
  return (
    <section className="metric-panel" aria-labelledby={headingId}>
      <header className="metric-panel__header">
        <div>
          <h2 id={headingId}>{chart.title}</h2>
          <p className="muted metric-panel__description">{chart.description}</p>
        </div>
        <button
          type="button"
          className="button button--quiet metric-panel__csv"
          onClick={download}
          aria-label={`Download ${chart.title} as CSV`}
        >
          <Download aria-hidden="true" size={16} /> CSV
        </button>
      </header>
      {hasActivity(rows, chart) ? (
        <Suspense fallback={<p className="metric-panel__placeholder">Loading the chart…</p>}>
          <div className="metric-panel__chart">
            <MetricChart chart={chart} rows={rows} bucket={bucket} />
          </div>
        </Suspense>
      ) : (
        <p className="metric-panel__placeholder">No activity in this period</p>
      )}
      <details className="metric-panel__table">
        <summary>Show as table</summary>
        <SeriesTable chart={chart} rows={rows} />
      </details>
    </section>
  );
}
