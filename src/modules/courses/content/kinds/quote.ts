import * as z from 'zod/mini';
import { defineBlockKind } from './kind';

/** Someone's words, and who said them. */
export const quote = defineBlockKind({
  type: 'QuoteBlockComponent',
  title: 'Quote',
  data: z.object({ quote: z.string().check(z.maxLength(2000)), source: z.string().check(z.maxLength(300)) }),
  empty: () => ({ quote: '', source: '' }),
  texts: (data) => [
    { key: 'quote', field: 'quoteText', kind: 'text', source: data.quote, set: (d, quote) => ({ ...d, quote }) },
    { key: 'source', field: 'quoteSource', kind: 'text', source: data.source, set: (d, source) => ({ ...d, source }) },
  ],
  completion: 'seen',
});
