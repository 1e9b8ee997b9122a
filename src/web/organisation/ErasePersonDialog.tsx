import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { organisationQueries } from '../api/organisation';
import { erasePerson, type KnownPerson, personalDataQueries } from '../api/personalData';
import { Dialog } from '../components/Dialog';
import { FormAlert } from '../components/FormAlert';

/**
 * Erasing cannot be undone, so the admin types the person's email (or name, for someone without
 * one) before the button works; the dialog says what stays (their changes, as "deleted user").
 */
export function ErasePersonDialog({
  person,
  onClose,
  onErased,
}: {
  person: KnownPerson;
  onClose: () => void;
  onErased: (name: string) => void;
}) {
  const queryClient = useQueryClient();
  const confirmation = person.email ?? person.name;
  const [typed, setTyped] = useState('');
  const erase = useMutation({
    mutationFn: () => erasePerson(person.id),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: personalDataQueries.people().queryKey }),
        queryClient.invalidateQueries({ queryKey: organisationQueries.members().queryKey }),
      ]);
      onErased(person.name);
    },
  });
  const matches = typed.trim().toLowerCase() === confirmation.toLowerCase();
  return (
    <Dialog title={`Erase ${person.name}?`} onClose={onClose}>
      <ul className="personal-data__consequences">
        {person.kind === 'member' && <li>They are removed from the organisation and signed out.</li>}
        <li>Their name and email disappear from Tessera: the lists, comments, exports and every rebuild.</li>
        <li>What they changed stays, in the change log as “deleted user”.</li>
        <li>This cannot be undone.</li>
      </ul>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (matches) erase.mutate();
        }}
      >
        <label className="field">
          <span>
            Type <strong>{confirmation}</strong> to confirm
          </span>
          <input
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            autoComplete="off"
            spellCheck={false}
            data-autofocus
          />
        </label>
        <FormAlert error={erase.error} />
        <div className="dialog__actions">
          <button type="button" className="button button--quiet" onClick={onClose}>
            Keep
          </button>
          <button type="submit" className="button button--danger" disabled={!matches || erase.isPending}>
            {erase.isPending ? 'Erasing…' : `Erase ${person.name}`}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
