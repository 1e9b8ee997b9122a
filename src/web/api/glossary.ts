import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from './client';

const term = z.object({
  termId: z.string(),
  term: z.string(),
  language: z.string(),
  keep: z.boolean(),
  translations: z.record(z.string(), z.string()),
});
export type GlossaryTerm = z.infer<typeof term>;
export type GlossaryTermInput = Omit<GlossaryTerm, 'termId'>;

const terms = z.object({ terms: z.array(term) });

export const glossaryQueries = {
  /** The organisation's glossary, which machine translation follows. */
  terms: () =>
    queryOptions({
      queryKey: ['translation', 'glossary'] as const,
      queryFn: ({ signal }) => request('/translation/glossary', terms, { signal }).then((r) => r.terms),
    }),
};

/** Adds a term, or changes the one with this id. */
export const saveGlossaryTerm = (input: GlossaryTermInput, termId?: string) =>
  (termId
    ? request(`/translation/glossary/${encodeURIComponent(termId)}`, terms, { method: 'PUT', body: input })
    : request('/translation/glossary', terms, { method: 'POST', body: input })
  ).then((r) => r.terms);

export const removeGlossaryTerm = (termId: string) =>
  request(`/translation/glossary/${encodeURIComponent(termId)}`, terms, { method: 'DELETE' }).then((r) => r.terms);
