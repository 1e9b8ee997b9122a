// What the web app and the read models share with LTI.

/** Which of a learner's grades a platform's gradebook gets: their best (the default) or their latest. */
export const GRADE_POLICIES = ['best', 'latest'] as const;
export type GradePolicy = (typeof GRADE_POLICIES)[number];
