/** The editor with its history open at the change that made this revision of the module. */
export const revisionPath = (courseId: string, revision: number): string =>
  `/edit/${encodeURIComponent(courseId)}?revision=${revision}`;
