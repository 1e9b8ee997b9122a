import { keepPreviousData, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '../../components/ErrorState';
import { Pager } from '../../dashboard/Pager';

const PAGE_SIZE = 10;

type Page<T> = { rows: T[]; total: number };
export type Column<T> = { header: string; cell: (row: T) => ReactNode; numeric?: boolean };

type Row = { courseId: string; title: string };
type ModuleFiguresTableProps<T extends Row, K extends readonly unknown[]> = {
  id: string;
  title: string;
  description: string;
  empty: string;
  query: (pageNum: number, pageSize: number) => UseQueryOptions<Page<T>, Error, Page<T>, K>;
  columns: Column<T>[];
};

/** Figures per module (translation, transcription), a page at a time, each module linking to its editor. */
export function ModuleFiguresTable<T extends Row, K extends readonly unknown[]>({
  id,
  title,
  description,
  empty,
  query,
  columns,
}: ModuleFiguresTableProps<T, K>) {
  const [page, setPage] = useState(1);
  const figures = useQuery({ ...query(page, PAGE_SIZE), placeholderData: keepPreviousData });
  const rows = figures.data?.rows ?? [];
  const pages = figures.data ? Math.max(1, Math.ceil(figures.data.total / PAGE_SIZE)) : 1;
  return (
    <section className="metric-panel metric-panel--wide" aria-labelledby={id}>
      <header className="metric-panel__header">
        <div>
          <h2 id={id}>{title}</h2>
          <p className="muted metric-panel__description">{description}</p>
        </div>
      </header>
      {figures.isPending && <p role="status">Loading the figures…</p>}
      {figures.isError && (
        <ErrorState
          title={`${title} could not be loaded`}
          error={figures.error}
          onRetry={() => void figures.refetch()}
        />
      )}
      {figures.isSuccess && rows.length === 0 && <p className="metric-panel__placeholder">{empty}</p>}
      {rows.length > 0 && (
        <>
          <div className="admin-table__scroll">
            <table className="metric-grid metric-grid--cards">
              <caption className="visually-hidden">{title}</caption>
              <thead>
                <tr>
                  <th scope="col">Module</th>
                  {columns.map((c) => (
                    <th key={c.header} scope="col" className={c.numeric ? 'metric-table__number' : undefined}>
                      {c.header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.courseId}>
                    <th scope="row" className="admin-row__title">
                      <Link to={`/edit/${encodeURIComponent(row.courseId)}`}>{row.title || 'Untitled module'}</Link>
                    </th>
                    {columns.map((c) => (
                      <td
                        key={c.header}
                        data-label={c.header}
                        className={c.numeric ? 'metric-table__number' : undefined}
                      >
                        {c.cell(row)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={page} pages={pages} onPage={setPage} />
        </>
      )}
    </section>
  );
}
