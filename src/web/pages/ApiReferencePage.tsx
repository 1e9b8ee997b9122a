import { useQuery } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { AdminBackLink } from '../admin/AdminBackLink';
import { groupOperations, searchOperations } from '../admin/docs/apiOperations';
import { OperationItem } from '../admin/docs/OperationItem';
import { apiReferenceQueries, OPENAPI_JSON_URL } from '../api/apiReference';
import { ErrorState } from '../components/ErrorState';
import '../admin/admin.css';

/** /docs: the server's OpenAPI document as a searchable reference, grouped by tag, each operation collapsible. */
export function ApiReferencePage() {
  const doc = useQuery(apiReferenceQueries.document());
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const searchId = useId();
  const groups = useMemo(() => (doc.data ? groupOperations(doc.data) : []), [doc.data]);
  const shown = useMemo(() => searchOperations(groups, deferred), [groups, deferred]);
  const count = shown.reduce((n, g) => n + g.operations.length, 0);

  return (
    <main className="page admin">
      <title>API reference · Admin · Tessera</title>
      <AdminBackLink />
      <h1>API reference</h1>
      <p className="muted">
        Every call the server answers, under <code>/api</code>, with a bearer token unless it says otherwise.{' '}
        <a href={OPENAPI_JSON_URL} target="_blank" rel="noreferrer">
          The OpenAPI document (JSON) <ExternalLink aria-hidden="true" size={14} />
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </p>
      <form role="search" className="api-search" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor={searchId}>Search operations</label>
        <input
          id={searchId}
          type="search"
          value={search}
          placeholder="A path, a method, a word of the summary"
          onChange={(e) => setSearch(e.target.value)}
        />
      </form>
      {doc.isPending && <p role="status">Loading the API reference…</p>}
      {doc.isError && (
        <ErrorState
          title="The API reference could not be loaded"
          error={doc.error}
          onRetry={() => void doc.refetch()}
        />
      )}
      {doc.isSuccess && (
        <p className="muted" role="status">
          {count} {count === 1 ? 'operation' : 'operations'}
          {deferred.trim() ? ` ${count === 1 ? 'matches' : 'match'} “${deferred.trim()}”` : ''}
        </p>
      )}
      {shown.map((group) => (
        <section key={group.tag} className="api-group" aria-labelledby={`api-tag-${group.tag}`}>
          <h2 id={`api-tag-${group.tag}`}>{group.tag}</h2>
          <ul className="api-ops">
            {group.operations.map((listed) => (
              <OperationItem key={listed.id} listed={listed} />
            ))}
          </ul>
        </section>
      ))}
    </main>
  );
}
