import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { type Dispatch, dispatchQueries, setDispatchRevoked } from '../api/dispatches';

const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });
const RUNTIME = { scorm12: 'SCORM 1.2', scorm2004: 'SCORM 2004' } as const;

function statusOf(d: Dispatch): { text: string; tone: 'ok' | 'off' } {
  if (d.revoked) return { text: 'Revoked', tone: 'off' };
  if (d.expired) return { text: 'Expired', tone: 'off' };
  return { text: 'Active', tone: 'ok' };
}

function DispatchItem({ dispatch, courseId }: { dispatch: Dispatch; courseId: string }) {
  const queryClient = useQueryClient();
  const headingId = useId();
  const toggle = useMutation({
    mutationFn: () => setDispatchRevoked(dispatch.dispatchId, !dispatch.revoked),
    onSuccess: async ({ revoked, position }) => {
      const key = dispatchQueries.ofModule(courseId).queryKey;
      queryClient.setQueryData(key, (list) =>
        list?.map((d) => (d.dispatchId === dispatch.dispatchId ? { ...d, revoked } : d)),
      );
      await queryClient.fetchQuery(dispatchQueries.ofModule(courseId, position));
    },
  });
  const status = statusOf(dispatch);
  const created = when.format(new Date(dispatch.createdAt));
  const name = `${RUNTIME[dispatch.runtime]} dispatch of ${created}`;
  return (
    <li className="dispatches__item" aria-labelledby={headingId}>
      <div className="dispatches__head">
        <h4 id={headingId}>{name}</h4>
        <span className={`badge badge--${status.tone}`}>{status.text}</span>
      </div>
      <dl className="dispatches__facts">
        <dt>Learning platforms</dt>
        <dd>{dispatch.allowedOrigins.length ? dispatch.allowedOrigins.join(', ') : 'Any'}</dd>
        <dt>Expires</dt>
        <dd>{dispatch.expiresAt ? when.format(new Date(dispatch.expiresAt)) : 'Never'}</dd>
        <dt>Learners</dt>
        <dd>
          {dispatch.learners.toLocaleString('en')}
          {dispatch.learnerCap !== null && ` of ${dispatch.learnerCap.toLocaleString('en')} per platform`}
        </dd>
        <dt>Last launch</dt>
        <dd>{dispatch.lastLaunchAt ? when.format(new Date(dispatch.lastLaunchAt)) : 'Not launched yet'}</dd>
      </dl>
      <div className="dispatches__actions">
        <button
          type="button"
          className={dispatch.revoked ? 'button' : 'button button--danger'}
          // aria-disabled, not disabled: a disabled button loses the focus, and the focus stays on it.
          aria-disabled={toggle.isPending}
          aria-label={`${dispatch.revoked ? 'Re-enable' : 'Revoke'} the ${name}`}
          onClick={() => {
            if (!toggle.isPending) toggle.mutate();
          }}
        >
          {toggle.isPending
            ? dispatch.revoked
              ? 'Re-enabling…'
              : 'Revoking…'
            : dispatch.revoked
              ? 'Re-enable'
              : 'Revoke'}
        </button>
        {toggle.error && <p role="alert">{toggle.error.message}</p>}
      </div>
    </li>
  );
}

/**
 * The module's dispatch packages in LMSs: how each was made, its learners and last launch, and
 * revoke (its LMSs stop at once, open sessions included) or re-enable.
 */
export function DispatchList({ courseId }: { courseId: string }) {
  const list = useQuery(dispatchQueries.ofModule(courseId));
  return (
    <section className="dispatches" aria-labelledby="dispatches-heading" aria-busy={list.isFetching}>
      <h3 id="dispatches-heading">Dispatches in LMSs</h3>
      {list.isPending && <p className="muted">Loading dispatches…</p>}
      {list.isError && <p role="alert">The dispatches could not be loaded: {list.error.message}</p>}
      {list.data?.length === 0 && (
        <p className="muted">No dispatches yet. Export a dispatch package to put this module in an LMS.</p>
      )}
      {list.data && list.data.length > 0 && (
        <ul className="dispatches__list">
          {list.data.map((d) => (
            <DispatchItem key={d.dispatchId} dispatch={d} courseId={courseId} />
          ))}
        </ul>
      )}
    </section>
  );
}
