import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { type LtiPlatform, ltiQueries, removeLtiPlatform } from '../api/lti';
import { ConfirmRemove } from '../components/ConfirmRemove';
import { ErrorState } from '../components/ErrorState';
import { FormAlert } from '../components/FormAlert';
import { GradePolicyChoice } from './GradePolicyChoice';
import { LtiPlatformForm } from './LtiPlatformForm';
import { LtiToolAddresses } from './LtiToolAddresses';

const date = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

/**
 * "Learning platforms (LTI 1.3)" on /settings (admins): Tessera's addresses to enter in an LMS,
 * the LMSs registered so far (each removable), and a form to register one.
 */
export function LtiPlatforms() {
  const id = useId();
  const queryClient = useQueryClient();
  const platforms = useQuery(ltiQueries.platforms());
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const [status, setStatus] = useState('');

  /** Where focus goes once the list shows the change: a platform just added, or the place of one removed. */
  const [focusAfter, setFocusAfter] = useState<{ added: string } | { removedAt: number } | null>(null);
  useEffect(() => {
    if (!focusAfter || !platforms.data) return;
    if ('added' in focusAfter) {
      const item = list.current?.querySelector<HTMLElement>(`[data-platform="${CSS.escape(focusAfter.added)}"]`);
      if (!item) return; // not listed yet: the next answer will be
      item.focus();
    } else {
      // The platform that takes its place (its Remove button), else the section's heading.
      const buttons = list.current?.querySelectorAll<HTMLButtonElement>('.settings__lti-remove button') ?? [];
      const next = buttons.length ? buttons[Math.min(focusAfter.removedAt, buttons.length - 1)] : undefined;
      (next ?? heading.current)?.focus();
    }
    setFocusAfter(null);
  }, [focusAfter, platforms.data]);

  const removal = useMutation({
    mutationFn: (platform: LtiPlatform) => removeLtiPlatform(platform.platformId),
    onSuccess: async (_, platform) => {
      const removedAt = (platforms.data ?? []).findIndex((p) => p.platformId === platform.platformId);
      await queryClient.invalidateQueries({ queryKey: ltiQueries.platforms().queryKey });
      setStatus(`Removed ${platform.name}.`);
      setFocusAfter({ removedAt: Math.max(removedAt, 0) });
    },
  });

  return (
    <section className="settings__section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        Learning platforms (LTI 1.3)
      </h2>
      <p className="muted settings__intro">
        Add Tessera to Moodle, Canvas, Brightspace or Blackboard as an LTI 1.3 tool. Teachers then add published modules
        to their courses, and learners’ scores go to the gradebook.
      </p>
      <LtiToolAddresses />
      <section className="settings__subform" aria-labelledby={`${id}-registered`}>
        <h3 id={`${id}-registered`}>Your learning platforms</h3>
        <FormAlert error={removal.error} />
        {platforms.isPending && <p role="status">Loading your learning platforms…</p>}
        {platforms.isError && (
          <ErrorState
            title="Your learning platforms could not be loaded"
            error={platforms.error}
            onRetry={() => void platforms.refetch()}
          />
        )}
        {platforms.data?.length === 0 && (
          <p className="settings__empty">
            No learning platform yet. Add one with the details your platform shows for Tessera.
          </p>
        )}
        {platforms.data && platforms.data.length > 0 && (
          <ul ref={list} className="settings__lti-list" aria-label="Learning platforms">
            {platforms.data.map((platform) => (
              <li key={platform.platformId} className="settings__lti-platform">
                <div className="settings__lti-platform-head">
                  <h4 data-platform={platform.platformId} tabIndex={-1}>
                    {platform.name}
                  </h4>
                  <div className="settings__lti-remove">
                    <ConfirmRemove
                      name={platform.name}
                      pending={removal.isPending && removal.variables?.platformId === platform.platformId}
                      onRemove={() => removal.mutate(platform)}
                    />
                  </div>
                </div>
                <dl className="settings__lti-details">
                  <dt>Platform ID</dt>
                  <dd>{platform.issuer}</dd>
                  <dt>Client ID</dt>
                  <dd>{platform.clientId}</dd>
                  <dt>{platform.deploymentIds.length === 1 ? 'Deployment ID' : 'Deployment IDs'}</dt>
                  <dd>{platform.deploymentIds.join(', ')}</dd>
                  <dt>Added</dt>
                  <dd>
                    <time dateTime={platform.registeredAt}>{date.format(new Date(platform.registeredAt))}</time>
                  </dd>
                </dl>
                <GradePolicyChoice platform={platform} onSaved={setStatus} />
              </li>
            ))}
          </ul>
        )}
        <p role="status" className="settings__saved">
          {status}
        </p>
      </section>
      <LtiPlatformForm
        onAdded={(platform) => {
          setStatus(`Added ${platform.name}.`);
          setFocusAfter({ added: platform.platformId });
        }}
      />
    </section>
  );
}
