import { createContext, useContext } from 'react';

/** The module being edited: block editors upload into it, and save what is pending before work that reads it. */
export const EditingCourse = createContext<{ courseId: string; flush: () => Promise<unknown> } | null>(null);

function useEditing() {
  const editing = useContext(EditingCourse);
  if (!editing) throw new Error('a block editor outside the course editor');
  return editing;
}

export const useEditingCourse = (): string => useEditing().courseId;

/** Saves the module's pending edits (so a render reads the block as the author sees it). */
export const useSavePending = () => useEditing().flush;
