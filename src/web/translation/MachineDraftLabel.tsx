import { Bot } from 'lucide-react';
import type { ReactNode } from 'react';
import { SEGMENT_STATE_LABELS } from './states';

/** The plain warning on the engine's words: a draft until a person edits or confirms it. */
export function MachineDraftLabel({ children = SEGMENT_STATE_LABELS.machine }: { children?: ReactNode }) {
  return (
    <span className="machine-draft">
      <Bot aria-hidden="true" size={14} /> {children}
    </span>
  );
}
