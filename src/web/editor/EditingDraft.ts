import type { Content } from '../../modules/courses/content';
import type { DraftPatch } from './draftPatch';
import { createContext } from 'react';

/**
 * The draft the course editor edits, as it is when asked: for what changes it from beside the block
 * list (the assistant marks the module as made with AI when a suggestion is taken).
 */
export interface EditingDraft {
  content: () => Content;
  change: (patch: DraftPatch) => void;
}

export const EditingDraft = createContext<EditingDraft | null>(null);
