import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { currentUser } from '../api/currentUser';
import { type KnownPerson, personalDataQueries } from '../api/personalData';
import { ErrorState } from '../components/ErrorState';
import { ErasePersonDialog } from './ErasePersonDialog';
import { OrganisationExport } from './OrganisationExport';
import { PeopleTable } from './PeopleTable';

const KIND_LABEL: Record<KnownPerson['kind'], string> = { member: 'Member', collaborator: 'Collaborator' };

/** The organisation's personal data: all of it as a zip, and erasing one person on request. */
export function PersonalDataPanel() {
  const people = useQuery(personalDataQueries.people());
  // Erasing oneself is refused: another admin does it.
  const me = currentUser()?.id;
  const [erasing, setErasing] = useState<KnownPerson | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  return (
    <section className="org__section personal-data" aria-labelledby="org-personal-data">
      <h2 id="org-personal-data" ref={headingRef} tabIndex={-1}>
        Personal data
      </h2>
      <OrganisationExport />
      <h3>People the organisation knows</h3>
      <p>
        Members, former members and collaborators. Erase someone who asks to be forgotten: their changes stay, under
        “deleted user”.
      </p>
      <p role="status" className="personal-data__status">
        {done && `${done}’s personal data is erased.`}
      </p>
      {people.isError && (
        <ErrorState title="The people could not be loaded" error={people.error} onRetry={() => void people.refetch()} />
      )}
      {people.isPending && <p role="status">Loading people…</p>}
      {people.data?.length === 0 && <p>No one yet: invite people above.</p>}
      {people.data && people.data.length > 0 && (
        <PeopleTable column="Kind">
          {people.data.map((p) => (
            <tr key={p.id} className={p.erased ? 'personal-data__erased' : undefined}>
              <td>{p.name}</td>
              <td className="org__email">{p.email ?? '—'}</td>
              <td>{p.erased ? 'Erased' : KIND_LABEL[p.kind]}</td>
              <td>
                {!p.erased && p.id !== me && (
                  <button
                    type="button"
                    className="button button--quiet"
                    aria-label={`Erase ${p.name}…`}
                    onClick={() => setErasing(p)}
                  >
                    Erase…
                  </button>
                )}
              </td>
            </tr>
          ))}
        </PeopleTable>
      )}
      {erasing && (
        <ErasePersonDialog
          person={erasing}
          onClose={() => setErasing(null)}
          onErased={(name) => {
            setErasing(null);
            setDone(name);
            // The row and its button are gone: the focus goes to the section, where the status is read.
            requestAnimationFrame(() => headingRef.current?.focus());
          }}
        />
      )}
    </section>
  );
}
