import { useState } from 'react';
import type { Course, CoursePatch } from '../api/courses';
import type { SaveStatus } from '../machines/saveQueue.machine';
import { shownValue } from './shownValue';
import { useCourseAutosave } from './useCourseAutosave';

type Field = keyof CoursePatch;

/** How the server stores each field, so a stored value can be matched with what was typed. */
const NORMALIZE: Record<Field, (value: string) => string> = {
  title: (value) => value.trim(),
  description: (value) => value,
};

export interface CourseFields {
  values: Record<Field, string>;
  edit: (field: Field, value: string) => void;
  status: SaveStatus;
  hasUnsavedChanges: boolean;
}

/** The editable fields of a course: local edits over the server's (live-updated) copy, autosaved. */
export function useCourseFields(course: Course): CourseFields {
  const { status, hasUnsavedChanges, unsaved, change } = useCourseAutosave(course.id);
  const [typed, setTyped] = useState<CoursePatch>({});

  const value = (field: Field) => shownValue(unsaved[field], typed[field], course[field], NORMALIZE[field]);

  return {
    values: { title: value('title'), description: value('description') },
    edit: (field, next) => {
      setTyped((previous) => ({ ...previous, [field]: next }));
      change({ [field]: next });
    },
    status,
    hasUnsavedChanges,
  };
}
