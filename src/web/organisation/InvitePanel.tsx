import { useMutation } from '@tanstack/react-query';
import { createInvite } from '../api/organisation';
import { FormAlert } from '../components/FormAlert';
import { Button } from '../components/Buttons';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A new invite link into the organisation: it works once, for 7 days. */
export function InvitePanel() {
  const invite = useMutation({ mutationFn: createInvite });
  const link = invite.data && new URL(invite.data.link, window.location.origin).toString();
  return (
    <section className="org__section" aria-labelledby="org-invite">
      <h2 id="org-invite">Invite people</h2>
      <p>
        Someone who creates an account through an invite link joins this organisation. Each link works once, for 7 days.
      </p>
      <FormAlert error={invite.error} />
      <button
        type="button"
        className="button button--primary"
        onClick={() => invite.mutate()}
        disabled={invite.isPending}
      >
        Create invite link
      </button>
      {link && invite.data && (
        <div className="field org__link">
          <label htmlFor="org-invite-link">
            Invite link (until {dateFormat.format(new Date(invite.data.expiresAt))})
          </label>
          <input id="org-invite-link" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
          <Button onClick={() => void navigator.clipboard?.writeText(link)}>Copy link</Button>
        </div>
      )}
    </section>
  );
}
