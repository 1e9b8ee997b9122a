import { isEmbeddable } from '../../modules/courses/content';

/** An https address typed into a field: only a valid one (or none) reaches the block, as the server rules. */
export const httpsUrlCodec = {
  read: (text: string) => (text === '' || isEmbeddable(text) ? text : undefined),
  format: (url: string) => url,
};
