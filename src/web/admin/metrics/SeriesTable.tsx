import type { ChartRow, ChartSpec } from './charts';

const number = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });

/** A chart's figures as a real table: the accessible alternative to its picture. */
export function SeriesTable({ chart, rows }: { chart: ChartSpec; rows: ChartRow[] }) {
  return (
    <div className="admin-table__scroll">
      <table className="metric-grid">
        <caption className="visually-hidden">{chart.title}, by period</caption>
        <thead>
          <tr>
            <th scope="col">Period</th>
            {chart.series.map((s) => (
              <th key={s.key} scope="col" className="metric-table__number">
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.period}>
              <th scope="row">{row.label}</th>
              {chart.series.map((s) => {
                const value = row[s.key];
                return (
                  <td key={s.key} className="metric-table__number">
                    {typeof value === 'number' ? `${number.format(value)}${chart.unit ?? ''}` : '—'}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
