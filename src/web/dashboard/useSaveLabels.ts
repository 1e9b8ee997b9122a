import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshLibrary } from '../api/libraryCache';
import { addCourseTags, removeCourseTag, type CourseTags } from '../api/tags';
import { notePosition } from '../api/writePosition';
import { useToast } from '../components/ToastProvider';
import { labelChanges } from './labels';

interface LabelEdit {
  courseId: string;
  before: string[];
  after: string[];
}

const remember = (write: CourseTags) => {
  if (write.position) notePosition(write.position);
};

/** Sends only what changed, so labels someone else added meanwhile are kept. */
async function saveLabels({ courseId, before, after }: LabelEdit): Promise<void> {
  const { added, removed } = labelChanges(before, after);
  if (added.length > 0) remember(await addCourseTags(courseId, added));
  for (const tag of removed) remember(await removeCourseTag(courseId, tag));
}

export function useSaveLabels() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: saveLabels,
    onSuccess: () => toast({ message: 'Labels saved' }),
    // Part of an edit may have landed before a failure.
    onSettled: () => refreshLibrary(queryClient),
  });
}
