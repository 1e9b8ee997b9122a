/** `?lang=` when a language is asked for (the server answers the module's own when it does not offer it). */
export const languageQuery = (language: string | null) =>
  language ? `?${new URLSearchParams({ lang: language })}` : '';

/**
 * Where the player asks for a published module (or one block of it) in a language: the learner
 * page hints the same address to the browser before the player has started (page-hints.ts).
 */
export const learnerModuleAddress = (of: 'modules' | 'blocks', id: string, language: string | null) =>
  `/api/delivery/${of}/${encodeURIComponent(id)}${languageQuery(language)}`;
