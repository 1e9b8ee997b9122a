import { Avatar } from '../comments/Avatar';
import type { Present } from './usePresence';

/** Who else is in the module, and which block each is editing. */
export function PresenceBar({ others, blockLabel }: { others: Present[]; blockLabel: (blockId: string) => string }) {
  if (others.length === 0) return null;
  return (
    <ul className="presence" aria-label="Also here">
      {others.map((p) => (
        <li key={p.userId} title={p.blockId ? `${p.name} is editing ${blockLabel(p.blockId)}` : `${p.name} is here`}>
          <Avatar name={p.name} colour="#0D9488" />
          <span className="presence__text">{p.blockId ? `${p.name} · ${blockLabel(p.blockId)}` : p.name}</span>
        </li>
      ))}
    </ul>
  );
}
