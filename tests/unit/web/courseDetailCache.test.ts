import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { rememberCourseWrite } from '../../../src/web/api/courseCache';
import { type CourseDetail, courseQueries } from '../../../src/web/api/courses';

const course = (revision: number, title: string) =>
  ({ course: { id: 'c1', title }, revision }) as unknown as CourseDetail;

describe("the editor's copy of a course", () => {
  it('a read from before a save, answered after the save’s own answer, does not take the copy back', async () => {
    const client = new QueryClient();
    const { queryKey } = courseQueries.detail('c1');
    let answerRead: (detail: CourseDetail) => void = () => {};
    const read = client.fetchQuery({
      ...courseQueries.detail('c1'),
      queryFn: () => new Promise<CourseDetail>((resolve) => (answerRead = resolve)),
    });
    rememberCourseWrite(client, { ...course(13, 'Saved'), position: undefined });
    answerRead(course(12, 'Read before the save'));
    await read;
    expect(client.getQueryData(queryKey)).toMatchObject({ revision: 13, course: { title: 'Saved' } });
    // A newer answer does replace it, and an older save's answer does not.
    await client.fetchQuery({ ...courseQueries.detail('c1'), queryFn: async () => course(14, 'Newer'), staleTime: 0 });
    rememberCourseWrite(client, { ...course(13, 'Saved'), position: undefined });
    expect(client.getQueryData(queryKey)).toMatchObject({ revision: 14, course: { title: 'Newer' } });
  });
});
