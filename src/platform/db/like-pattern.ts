/** `term` anywhere in a text, for ILIKE: its own % _ and \ match only themselves. */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, '\\$&')}%`;
