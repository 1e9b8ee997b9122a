import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { AdminBackLink } from '../admin/AdminBackLink';
import { ChartPanel } from '../admin/metrics/ChartPanel';
import { chartsOf, hasActivity, periodLabel, rowsOf } from '../admin/metrics/charts';
import { ModuleTranscriptions, ModuleTranslations } from '../admin/metrics/ModuleTables';
import { RangeBar } from '../admin/metrics/RangeBar';
import { asQuery, readRange, writeRange } from '../admin/metrics/range';
import { ReportCsvButton } from '../admin/metrics/ReportCsvButton';
import { SummaryCards } from '../admin/metrics/SummaryCards';
import { metricsQueries } from '../api/metrics';
import { ErrorState } from '../components/ErrorState';
import '../admin/admin.css';
import '../admin/metrics/metrics.css';

/** /metrics: the organisation's figures over a period, as charts, tables and CSV (admins only). */
export function MetricsPage() {
  const [search, setSearch] = useSearchParams();
  const choice = readRange(search);
  const range = asQuery(choice);
  const report = useQuery({ ...metricsQueries.report(range), placeholderData: keepPreviousData });
  const charts = report.data ? chartsOf(report.data).map((chart) => ({ chart, rows: rowsOf(report.data, chart) })) : [];
  const quiet = report.isSuccess && charts.every(({ chart, rows }) => !hasActivity(rows, chart));

  return (
    <main className="page admin metrics">
      <title>Metrics · Admin · Tessera</title>
      <AdminBackLink />
      <div className="metrics__heading">
        <div>
          <h1>Metrics</h1>
          <p className="muted">
            {periodLabel(range.from, 'day')} to {periodLabel(range.to, 'day')}, by {range.bucket} (UTC).
          </p>
        </div>
        <ReportCsvButton range={range} />
      </div>
      <RangeBar value={choice} onChange={(next) => setSearch(writeRange(next), { replace: true })} />
      {report.isPending && (
        <p role="status" className="metric-panel__placeholder">
          Loading the figures…
        </p>
      )}
      {report.isError && (
        <ErrorState
          title="The figures could not be loaded"
          error={report.error}
          onRetry={() => void report.refetch()}
        />
      )}
      {report.data && (
        <div aria-busy={report.isFetching} className="metrics__report">
          <SummaryCards report={report.data} />
          {quiet ? (
            <div className="state">
              <h2>No activity in this period</h2>
              <p>Nothing was created, edited, commented on, viewed or asked of the assistant. Try a longer period.</p>
            </div>
          ) : (
            <div className="metric-panels">
              {charts.map(({ chart, rows }) => (
                <ChartPanel key={chart.id} chart={chart} rows={rows} bucket={report.data.bucket} range={range} />
              ))}
            </div>
          )}
        </div>
      )}
      <ModuleTranslations />
      <ModuleTranscriptions />
    </main>
  );
}
