import type { Block, Content } from '../content/index';
import type { Course } from '../course-state';
import type { CourseTranslations } from '../translation/shared';
import type { Db } from '../../../platform/db/database';
import type { ColumnSpecs, TablesOf } from '../../../platform/db/columns';
import type { BlockTouch } from './course-change-touches';

/**
 * The courses module's tables, as their migrations make them (course-list.ts, course-list-counts.ts,
 * course-favourites.ts, course-content.ts, course-changes.ts, course-translation-status.ts, block-templates.ts).
 */
export const coursesColumns = {
  course_list: {
    course_id: 'text',
    org_id: 'text',
    created_by: 'text',
    title: 'text',
    description: 'text',
    status: 'text',
    created_at: 'timestamptz',
    saved_at: 'timestamptz',
    revision: 'integer',
    owner_id: 'text',
    tags: 'text[] default',
    thumbnail: 'jsonb null',
    deleted_at: 'timestamptz null',
    search_text: 'text default',
    search_vector: 'tsvector generated',
    own_thumbnail: 'text null',
  },
  course_labels: { org_id: 'text', tag: 'text', count: 'integer' },
  course_words: { org_id: 'text', word: 'text' },
  course_list_counts: { org_id: 'text', live: 'integer' },
  course_favourites: { user_id: 'text', course_id: 'text', created_at: 'timestamptz' },
  course_drafts: {
    course_id: 'text',
    org_id: 'text',
    revision: 'integer',
    status: 'text',
    state: 'jsonb',
    updated_at: 'timestamptz',
  },
  course_published: {
    course_id: 'text',
    org_id: 'text',
    revision: 'integer',
    published_at: 'timestamptz',
    content: 'jsonb',
    live: 'boolean',
    translations: 'jsonb default',
  },
  course_blocks: { course_id: 'text', block_id: 'text', org_id: 'text', added: 'bigint generated' },
  course_changes: {
    course_id: 'text',
    change_id: 'text',
    org_id: 'text',
    user_id: 'text',
    kind: 'text',
    first_revision: 'integer',
    last_revision: 'integer',
    recorded_at: 'timestamptz',
    event_types: 'text[]',
    ref: 'text null',
    touches: 'jsonb default',
  },
  course_change_blocks: {
    course_id: 'text',
    block_id: 'text',
    section_id: 'text null',
    type: 'text',
    label: 'text',
  },
  course_translation_status: {
    course_id: 'text',
    org_id: 'text',
    lang: 'text',
    state: 'text',
    translated: 'integer',
    total: 'integer',
    outdated: 'integer',
    human: 'integer',
    updated_at: 'timestamptz',
  },
  block_templates: {
    template_id: 'text',
    org_id: 'text',
    name: 'text',
    blocks: 'jsonb',
    block_types: 'text[]',
    saved_by: 'text',
    saved_at: 'timestamptz',
  },
} as const satisfies Record<string, ColumnSpecs>;

export type CoursesTables = TablesOf<
  typeof coursesColumns,
  {
    course_list: { thumbnail: { type: 'image' | 'video'; url: string } };
    course_drafts: { state: Course };
    course_published: { content: Content; translations: CourseTranslations };
    course_changes: { touches: BlockTouch[] };
    block_templates: { blocks: Block[] };
  }
>;

/** The handle with the courses tables typed: for this module's simple reads. */
export const coursesTables = (db: Db) => db.withTables<CoursesTables>();
