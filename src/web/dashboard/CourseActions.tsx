import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { userQueries } from '../api/auth';
import type { CourseSummary } from '../api/courses';
import { MenuButton, type MenuItem } from '../components/MenuButton';
import { courseTitle } from '../format/courseTitle';
import { DeleteCourseDialog } from './DeleteCourseDialog';
import { EditLabelsDialog } from './EditLabelsDialog';
import { canDelete, canTransfer } from './permissions';
import { TransferCourseDialog } from './TransferCourseDialog';
import { useDeleteCourse } from './useDeleteCourse';
import { useDuplicateCourse } from './useDuplicateCourse';
import { useShareLink } from './useShareLink';

/** The "More actions" menu of a module, and the dialogs it opens. */
export function CourseActions({ course }: { course: CourseSummary }) {
  const [dialog, setDialog] = useState<'labels' | 'delete' | 'transfer' | null>(null);
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
  if (canTransfer(author.data)) items.push({ label: 'Transfer ownership', onSelect: () => setDialog('transfer') });
  if (canDelete(course, author.data)) items.push({ label: 'Delete', onSelect: () => setDialog('delete') });

  return (
    <>
      <MenuButton label={`More actions for ${title}`} items={items} />
      {dialog === 'labels' && <EditLabelsDialog course={course} onClose={close} />}
      {dialog === 'transfer' && <TransferCourseDialog course={course} onClose={close} />}
      {dialog === 'delete' && (
        <DeleteCourseDialog title={title} onConfirm={() => remove.mutate(course)} onClose={close} />
      )}
    </>
  );
}
