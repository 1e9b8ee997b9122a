import { Link } from 'react-router-dom';
import type { Course } from '../api/courses';
import { LiveStatus } from '../components/LiveStatus';
import { SaveIndicator } from '../components/SaveIndicator';
import { useUnsavedChangesWarning } from '../hooks/useUnsavedChangesWarning';
import { useCourseLive } from '../live/useCourseLive';
import { useCourseFields } from './useCourseFields';

const TITLE_MAX_LENGTH = 200;
const DESCRIPTION_MAX_LENGTH = 5000;

/** Edits a loaded course; mount it with `key={course.id}`. */
export function CourseEditor({ course }: { course: Course }) {
  const { values, edit, status, hasUnsavedChanges } = useCourseFields(course);
  useCourseLive(course.id);
  useUnsavedChangesWarning(hasUnsavedChanges);

  return (
    <>
      <title>{`${values.title || 'Untitled module'} · Tessera`}</title>
      <header className="editor-bar">
        <Link to="/author/home" className="editor-bar__back">
          ← Your modules
        </Link>
        <div className="editor-bar__status">
          <SaveIndicator status={status} />
          <LiveStatus />
        </div>
      </header>
      <main className="page page--editor">
        <div className="field field--title">
          <label htmlFor="module-title">Module title</label>
          <input
            id="module-title"
            value={values.title}
            maxLength={TITLE_MAX_LENGTH}
            placeholder="Untitled module"
            onChange={(event) => edit('title', event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="module-description">Module description</label>
          <textarea
            id="module-description"
            rows={4}
            value={values.description}
            maxLength={DESCRIPTION_MAX_LENGTH}
            placeholder="What will learners take away from this module?"
            onChange={(event) => edit('description', event.target.value)}
          />
        </div>
      </main>
    </>
  );
}
