import { Avatar } from '../components/Avatar';
import { CollaboratorBadge, markedName } from '../people/collaborators';
import type { Present } from './usePresence';

/**
 * Who else is in the module, as avatars (as in any shared editor); each one's name and
 * block are its tooltip and what a screen reader reads.
 */
export function PresenceBar({ others, blockLabel }: { others: Present[]; blockLabel: (blockId: string) => string }) {
  if (others.length === 0) return null;
  return (
    <ul className="presence" aria-label="Also here">
      {others.map((p) => {
        const name = markedName(p.userId, p.name);
        return (
          <li key={p.userId} title={p.blockId ? `${name} is editing ${blockLabel(p.blockId)}` : `${name} is here`}>
            <Avatar name={p.name} colour="#0F766E" />
            <span className="visually-hidden">{p.blockId ? `${p.name} · ${blockLabel(p.blockId)}` : p.name}</span>
            <CollaboratorBadge userId={p.userId} />
          </li>
        );
      })}
    </ul>
  );
}
