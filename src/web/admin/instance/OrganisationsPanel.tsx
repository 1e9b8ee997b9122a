import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { instanceQueries } from '../../api/instance';
import { ErrorState } from '../../components/ErrorState';
import { Pager } from '../../dashboard/Pager';
import { OrganisationSearch } from './OrganisationSearch';
import { OrganisationTable } from './OrganisationTable';

const PAGE_SIZE = 25;

/** Every organisation of the instance, searched and paged. */
export function OrganisationsPanel() {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const list = useQuery({ ...instanceQueries.organisations(q, page, PAGE_SIZE), placeholderData: keepPreviousData });
  const search = useCallback((next: string) => {
    setQ(next);
    setPage(1);
  }, []);
  const organisations = list.data?.organisations ?? [];
  const total = list.data?.total ?? 0;
  return (
    <>
      <div className="toolbar admin-filters">
        <OrganisationSearch onSearch={search} />
      </div>
      {list.isPending && <p role="status">Loading the organisations…</p>}
      {list.isError && (
        <ErrorState
          title="The organisations could not be loaded"
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      )}
      {list.isSuccess && organisations.length === 0 && (
        <div className="state">
          <h2>No organisations</h2>
          <p>{q ? `No organisation matches “${q}”.` : 'Nobody has registered on this instance yet.'}</p>
        </div>
      )}
      {organisations.length > 0 && (
        <>
          <p className="muted admin__total" aria-live="polite">
            {total.toLocaleString()} {total === 1 ? 'organisation' : 'organisations'}
            {q && ` matching “${q}”`}
          </p>
          <OrganisationTable organisations={organisations} />
        </>
      )}
      <Pager page={page} pages={Math.max(1, Math.ceil(total / PAGE_SIZE))} onPage={setPage} />
    </>
  );
}
