/** The longest address a block keeps. */
export const URL_MAX_LENGTH = 2000;

/** Embedded pages must be served over https (they run in a sandboxed iframe); '' is no page yet. */
export const isHttpsOrEmpty = (url: string) => url === '' || /^https:\/\/[^\s]+$/i.test(url);

/** A page an embed block can show (the rule of its schema in blocks.ts, without the schema library). */
export const isEmbeddable = (url: string) => url !== '' && url.length <= URL_MAX_LENGTH && isHttpsOrEmpty(url);
