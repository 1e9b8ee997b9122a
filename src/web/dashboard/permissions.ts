import type { CourseSummary } from '../api/courses';

interface Author {
  id: string;
  roles: string[];
}

/** The owner or an ADMIN may delete; until we know who is signed in, the server has the last word. */
export const canDelete = (course: Pick<CourseSummary, 'createdBy'>, author: Author | undefined): boolean =>
  author === undefined || course.createdBy === author.id || author.roles.includes('ADMIN');

/** Only an ADMIN gives modules to other members. */
export const canTransfer = (author: Author | undefined): boolean => author?.roles.includes('ADMIN') ?? false;
