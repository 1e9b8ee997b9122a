import { createContext, useContext } from 'react';

/** The id of the module being edited: block editors upload their media into it. */
export const EditingCourse = createContext<string | null>(null);

export function useEditingCourse(): string {
  const courseId = useContext(EditingCourse);
  if (!courseId) throw new Error('useEditingCourse outside the course editor');
  return courseId;
}
