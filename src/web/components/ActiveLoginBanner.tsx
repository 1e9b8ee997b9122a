import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { isActiveLoginDetected, subscribeActiveLogin } from '../api/activeLogin';
import { reclaimSession } from '../api/auth';
import { describeError } from '../api/errors';

/** Shown while the server answers 409: the account is in use on another device (SPEC §4, §8). */
export function ActiveLoginBanner() {
  const detected = useSyncExternalStore(subscribeActiveLogin, isActiveLoginDetected);
  const queryClient = useQueryClient();
  const reclaim = useMutation({
    mutationFn: reclaimSession,
    // What failed with 409 is fetched again with the new token.
    onSuccess: () => queryClient.invalidateQueries(),
  });
  if (!detected) return null;
  return (
    <div role="alert" className="alert active-login-banner">
      <span>Active login detected: you are signed in on another device.</span>
      <button type="button" className="button" disabled={reclaim.isPending} onClick={() => reclaim.mutate()}>
        Use Tessera here
      </button>
      {reclaim.isError && <span>{describeError(reclaim.error)}</span>}
    </div>
  );
}
