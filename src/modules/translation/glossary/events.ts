import { z } from 'zod';
import type { EventsOf } from '../../../platform/commands/parse';
import { languageCode } from '../../courses';

/** A glossary's limits: enough for an organisation's product names and house terms, small enough to send with every machine translation. */
export const GLOSSARY_LIMITS = { terms: 300, termLength: 100, languages: 30 } as const;

const term = z.string().trim().min(1).max(GLOSSARY_LIMITS.termLength);

/** A term as it is saved: its words in their language, and either the one translation per language, or never translated (a brand). */
export const glossaryTermSchema = z.object({
  term,
  language: languageCode,
  keep: z.boolean(),
  translations: z.record(languageCode, term),
});
export type GlossaryTerm = z.infer<typeof glossaryTermSchema> & { termId: string };

/** On the `glossary-<orgId>` stream: the organisation's terms that machine translation must follow. */
export const glossaryEventSchemas = {
  GlossaryTermSaved: glossaryTermSchema.extend({ orgId: z.string(), termId: z.string().max(64) }),
  GlossaryTermRemoved: z.object({ orgId: z.string(), termId: z.string().max(64) }),
};

export type GlossaryEvent = EventsOf<typeof glossaryEventSchemas>;
export const glossaryStream = (orgId: string) => `glossary-${orgId}`;
