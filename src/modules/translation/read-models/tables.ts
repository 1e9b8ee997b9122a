import type { Db } from '../../../platform/db/database';
import type { ColumnSpecs, TablesOf } from '../../../platform/db/columns';

/** The translation module's tables, as their migrations make them (translation-memory.ts). */
export const translationColumns = {
  translation_memory: {
    org_id: 'text',
    source_lang: 'text',
    target_lang: 'text',
    source_hash: 'text',
    source_text: 'text',
    target_text: 'text',
    by_person: 'boolean',
    updated_at: 'timestamptz',
  },
} as const satisfies Record<string, ColumnSpecs>;

export type TranslationTables = TablesOf<typeof translationColumns>;

/** The handle with the translation tables typed: for this module's simple reads. */
export const translationTables = (db: Db) => db.withTables<TranslationTables>();
