/** The courses module's live rooms, named as clients join them (shared with the web app). */

/** One course: its events and its comments, replayed in order; its members show presence. */
export const COURSE_ROOM_KIND = 'course';
export const courseRoom = (courseId: string) => `${COURSE_ROOM_KIND}:${courseId}`;

/** The organisation's module list (the dashboard): members hear which module changed, and refetch. */
export const COURSE_LIST_ROOM = 'courses';

/** The organisation's block templates (the block library): members hear which template changed, and refetch. */
export const BLOCK_TEMPLATES_ROOM = 'block-templates';
