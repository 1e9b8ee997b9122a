import { CircleAlert, CircleCheck, Clock, LoaderCircle } from 'lucide-react';
import type { AdminCourse } from '../../api/adminCourses';
import { courseTitle } from '../../format/courseTitle';
import type { ItemProgress } from './useBulkRun';

const SAID: Record<ItemProgress['state'], string> = {
  waiting: 'Waiting',
  working: 'Working…',
  done: 'Done',
  failed: 'Failed',
};

function ProgressIcon({ item }: { item: ItemProgress }) {
  const props = { size: 16, 'aria-hidden': true } as const;
  if (item.state === 'done') return <CircleCheck {...props} className="bulk-item__icon bulk-item__icon--done" />;
  if (item.state === 'failed') return <CircleAlert {...props} className="bulk-item__icon bulk-item__icon--failed" />;
  if (item.state === 'working') return <LoaderCircle {...props} className="bulk-item__icon" />;
  return <Clock {...props} className="bulk-item__icon" />;
}

/** The modules a bulk action goes through, each with where it stands (and why it failed). */
export function ItemProgressList({
  courses,
  progress,
}: {
  courses: AdminCourse[];
  progress: Record<string, ItemProgress>;
}) {
  return (
    <ul className="bulk-items" aria-label="Modules">
      {courses.map((course) => {
        const item = progress[course.id] ?? { state: 'waiting' };
        return (
          <li key={course.id} className={`bulk-item bulk-item--${item.state}`}>
            <ProgressIcon item={item} />
            <span className="bulk-item__title">{courseTitle(course)}</span>
            <span className="bulk-item__state">
              {SAID[item.state]}
              {item.state === 'failed' && `: ${item.reason}`}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
