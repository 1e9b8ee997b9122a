import { type ComponentType, createContext } from 'react';

export interface LabelSuggestionsProps {
  courseId: string;
  /** The module's labels as edited: suggestions among them are not shown. */
  present: string[];
  /** Adds the labels in order, as far as they are accepted. */
  onAdd: (labels: string[]) => void;
}

/**
 * Where the labels dialog offers labels for the module: the assistant fills it
 * (src/web/ai/plugin.tsx, src/web/ai/labels/). Empty by default: the dialog offers none.
 */
export const LabelSuggestions = createContext<ComponentType<LabelSuggestionsProps> | null>(null);
