import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { userQueries } from '../api/auth';
import type { CourseSummary } from '../api/courses';
import { MenuButton, type MenuItem } from '../components/MenuButton';
import { courseTitle } from '../format/courseTitle';
import { lazyPage } from '../components/lazyPage';
import { DeleteCourseDialog } from './DeleteCourseDialog';
import { canDelete, canTransfer } from './permissions';
import { useDeleteCourse } from './useDeleteCourse';
import { useDuplicateCourse } from './useDuplicateCourse';
import { useShareLink } from './useShareLink';

// Opened from the menu only: their code loads then.
const EditLabelsDialog = lazyPage(() => import('./EditLabelsDialog'), 'EditLabelsDialog');
const TransferCourseDialog = lazyPage(() => import('./TransferCourseDialog'), 'TransferCourseDialog');
const DispatchesDialog = lazyPage(() => import('../export/DispatchesDialog'), 'DispatchesDialog');

/** The "More actions" menu of a module, and the dialogs it opens. */
export function CourseActions({ course }: { course: CourseSummary }) {
  const [dialog, setDialog] = useState<'labels' | 'delete' | 'transfer' | 'dispatches' | null>(null);
  const author = useQuery(userQueries.info());
  const duplicate = useDuplicateCourse();
  const remove = useDeleteCourse();
  const share = useShareLink();
  const title = courseTitle(course);
  const close = () => setDialog(null);

  const items: MenuItem[] = [
    { label: 'Duplicate', onSelect: () => duplicate.mutate(course) },
    { label: 'Share', onSelect: () => share(course.id) },
    { label: 'Edit labels', onSelect: () => setDialog('labels') },
  ];
  // A module ever published may be in LMSs through dispatch packages.
  if (course.status !== 'IN_PROGRESS')
    items.push({ label: 'Dispatches in LMSs', onSelect: () => setDialog('dispatches') });
  if (canTransfer(author.data)) items.push({ label: 'Transfer ownership', onSelect: () => setDialog('transfer') });
  if (canDelete(course, author.data)) items.push({ label: 'Delete', onSelect: () => setDialog('delete') });

  return (
    <>
      <MenuButton label={`More actions for ${title}`} items={items} />
      <Suspense fallback={null}>
        {dialog === 'labels' && <EditLabelsDialog course={course} onClose={close} />}
        {dialog === 'transfer' && <TransferCourseDialog course={course} onClose={close} />}
        {dialog === 'dispatches' && <DispatchesDialog courseId={course.id} title={title} onClose={close} />}
      </Suspense>
      {dialog === 'delete' && (
        <DeleteCourseDialog title={title} onConfirm={() => remove.mutate(course)} onClose={close} />
      )}
    </>
  );
}
