import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { organisationTranslationQueries } from '../api/translation';
import { ErrorState } from '../components/ErrorState';
import { Pager } from '../dashboard/Pager';
import { timeAgo } from '../format/timeAgo';
import { languageName } from '../translation/languages';
import { LANGUAGE_STATE_LABELS } from '../translation/states';
import '../translation/translation.css';

const PAGE_SIZE = 10;
const percent = (part: number, whole: number) => (whole ? `${Math.round((part / whole) * 100)} %` : '—');

/** The organisation's translations: each language across its modules, then every module's languages, latest first. */
export function TranslationsOverview() {
  const stats = useQuery(organisationTranslationQueries.stats());
  const [page, setPage] = useState(1);
  const metrics = useQuery({
    ...organisationTranslationQueries.metrics(page, PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  const now = Date.now();
  return (
    <section className="org__section" aria-labelledby="org-translations">
      <h2 id="org-translations">Translations</h2>
      {stats.isError && (
        <ErrorState
          title="The translation figures could not be loaded"
          error={stats.error}
          onRetry={() => void stats.refetch()}
        />
      )}
      {stats.isPending && <p role="status">Loading translations…</p>}
      {stats.data?.languages.length === 0 && (
        <p>No module is translated yet. Authors add languages in a module’s Translations panel.</p>
      )}
      {stats.data && stats.data.languages.length > 0 && (
        <div className="org__table-scroll">
          <table className="org__members">
            <caption className="visually-hidden">Languages across the organisation’s modules</caption>
            <thead>
              <tr>
                <th scope="col">Language</th>
                <th scope="col">Modules</th>
                <th scope="col">Reviewed and complete</th>
                <th scope="col">Outdated fields</th>
                <th scope="col">Fields done</th>
              </tr>
            </thead>
            <tbody>
              {stats.data.languages.map((l) => (
                <tr key={l.lang}>
                  <th scope="row">{languageName(l.lang)}</th>
                  <td>{l.modules}</td>
                  <td>{l.states.translated ?? 0}</td>
                  <td>{l.outdated}</td>
                  <td>{percent(l.translated, l.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {metrics.data && metrics.data.total > 0 && (
        <>
          <h3>By module</h3>
          <div className="org__table-scroll">
            <table className="org__members">
              <thead>
                <tr>
                  <th scope="col">Module</th>
                  <th scope="col">Language</th>
                  <th scope="col">State</th>
                  <th scope="col">Progress</th>
                  <th scope="col">Last change</th>
                </tr>
              </thead>
              <tbody>
                {metrics.data.data.map((row) => (
                  <tr key={`${row.courseId}-${row.lang}`}>
                    <td>
                      <Link to={`/edit/${encodeURIComponent(row.courseId)}/translate/${encodeURIComponent(row.lang)}`}>
                        {row.title || 'Untitled module'}
                      </Link>
                    </td>
                    <td>{languageName(row.lang)}</td>
                    <td>{LANGUAGE_STATE_LABELS[row.state]}</td>
                    <td>
                      {row.translated}/{row.total}
                      {row.outdated > 0 ? ` · ${row.outdated} outdated` : ''}
                    </td>
                    <td>{timeAgo(row.updatedAt, now)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={page} pages={Math.ceil(metrics.data.total / PAGE_SIZE)} onPage={setPage} />
        </>
      )}
      {metrics.isError && (
        <ErrorState
          title="The modules’ translations could not be loaded"
          error={metrics.error}
          onRetry={() => void metrics.refetch()}
        />
      )}
    </section>
  );
}
