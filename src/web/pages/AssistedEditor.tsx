import type { CourseDetail } from '../api/courses';
import { AssistantPlugin } from '../ai/plugin';
import { CourseEditor } from '../editor/CourseEditor';

/** The course editor with the AI assistant plugged into its extension points: most of the editor page's code. */
export function AssistedEditor({ detail }: { detail: CourseDetail }) {
  return (
    <AssistantPlugin>
      <CourseEditor detail={detail} />
    </AssistantPlugin>
  );
}
