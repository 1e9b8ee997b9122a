import { useInfiniteQuery } from '@tanstack/react-query';
import { instanceQueries } from '../../api/instance';
import { Button } from '../../components/Buttons';
import { ErrorState } from '../../components/ErrorState';

/** The members of one organisation, by name, with their emails; more on request. */
export function MemberList({ orgId, name }: { orgId: string; name: string }) {
  const members = useInfiniteQuery(instanceQueries.members(orgId));
  if (members.isPending) return <p role="status">Loading the members of {name}…</p>;
  if (members.isError)
    return (
      <ErrorState
        title="The members could not be loaded"
        error={members.error}
        onRetry={() => void members.refetch()}
      />
    );
  const all = members.data.pages.flatMap((p) => p.members);
  if (all.length === 0) return <p className="muted">{name} has no members.</p>;
  return (
    <>
      <ul className="instance-members" aria-label={`Members of ${name}`}>
        {all.map((m) => (
          <li key={m.id}>
            <span className="instance-members__name">{m.name || 'Unnamed member'}</span>
            <a href={`mailto:${m.email}`} className="instance-members__email">
              {m.email}
            </a>
          </li>
        ))}
      </ul>
      {members.hasNextPage && (
        <Button onClick={() => void members.fetchNextPage()} disabled={members.isFetchingNextPage}>
          {members.isFetchingNextPage ? 'Loading more members…' : 'Show more members'}
        </Button>
      )}
    </>
  );
}
