import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { Block, SettingsPatch, StructureInput } from '../../modules/courses/content';
import { request } from './client';
import { contentDetail, courseQueries, courseWrite, type CourseWrite } from './courses';

/** What a save carries: the author's version of what changed since `revision` (SPEC §7 PUT /drafts/). */
export type DraftSave = {
  id: string;
  revision: number;
  /** This open editor's own id: the server never takes its own earlier saves for someone else's. */
  editorId?: string;
  /** This save's number among the editor's saves: the server drops one that arrives after a later one. */
  editorSeq?: number;
  /** The blocks and fields the author chose "Keep mine" for: saved over whatever is there now. */
  keepMine?: { blockIds: string[]; fields: string[] };
  title?: string;
  description?: string;
  settings?: SettingsPatch;
  structure?: StructureInput;
  blocks: Block[];
  newBlocks: string[];
  updatedBlocks: string[];
  deletedBlocks: string[];
};

export const saveDraft = (course: DraftSave, signal?: AbortSignal): Promise<CourseWrite> =>
  request('/drafts/', courseWrite, { method: 'PUT', body: { course }, signal });

const path = (id: string, rest = '') => `/courses/${encodeURIComponent(id)}${rest}`;

export const publishCourse = (id: string): Promise<CourseWrite> =>
  request(`${path(id)}?onPublish=true`, courseWrite, { method: 'PUT', body: { course: {} } });
export const unpublishCourse = (id: string): Promise<CourseWrite> =>
  request(path(id, '/unpublish'), courseWrite, { method: 'POST' });
export const undoChange = (id: string): Promise<CourseWrite> =>
  request(path(id, '/undo'), courseWrite, { method: 'POST' });
export const redoChange = (id: string): Promise<CourseWrite> =>
  request(path(id, '/redo'), courseWrite, { method: 'POST' });
export const restoreRevision = (id: string, revision: number): Promise<CourseWrite> =>
  request(path(id, `/revisions/${revision}/restore`), courseWrite, { method: 'POST' });

const undoState = z.object({ canUndo: z.boolean(), canRedo: z.boolean(), revision: z.int() });

const change = z.object({
  changeId: z.string(),
  userId: z.string(),
  userName: z.string(),
  kind: z.enum(['create', 'edit', 'undo', 'redo', 'restore', 'publish', 'unpublish', 'other']),
  firstRevision: z.int(),
  revision: z.int(),
  recordedAt: z.string(),
  eventTypes: z.array(z.string()),
  ref: z.nullable(z.string()),
  /** The blocks the change touched, named by their first words. */
  touches: z.array(
    z.object({
      blockId: z.string(),
      action: z.enum(['added', 'changed', 'moved', 'deleted']),
      blockType: z.string(),
      label: z.string(),
    }),
  ),
});
export type ChangeEntry = z.infer<typeof change>;
const history = z.object({ changes: z.array(change), hasMore: z.boolean() });

/** One thing a save would overwrite: a block, or a field (`title`, `description`, `settings.<key>`), with its saved value. */
const editConflict = z.union([
  z.object({ blockId: z.string(), theirs: z.custom<Block | null>() }),
  z.object({ field: z.string(), theirs: z.unknown() }),
]);
export type EditConflictDetail = z.infer<typeof editConflict>;
const editConflicts = z.object({ conflicts: z.array(editConflict), revision: z.int() });
export type EditConflicts = z.infer<typeof editConflicts>;
/** The details of a 412 answer to a save. */
export const parseConflicts = (details: unknown): EditConflicts | null => editConflicts.safeParse(details).data ?? null;

/** A course's authoring views, under the course's own keys (courseQueries.all()). */
export const authoringQueries = {
  undoState: (id: string) =>
    queryOptions({
      queryKey: [...courseQueries.all(), 'undo-state', id] as const,
      queryFn: ({ signal }) => request(path(id, '/undo-state'), undoState, { signal }),
    }),
  history: (id: string) =>
    queryOptions({
      queryKey: [...courseQueries.all(), 'history', id] as const,
      queryFn: ({ signal }) => request(path(id, '/history?limit=100'), history, { signal }),
    }),
  revision: (id: string, revision: number) =>
    queryOptions({
      queryKey: [...courseQueries.all(), 'revision', id, revision] as const,
      queryFn: ({ signal }) => request(path(id, `/revisions/${revision}`), contentDetail, { signal }),
    }),
  published: (id: string) =>
    queryOptions({
      queryKey: [...courseQueries.all(), 'published', id] as const,
      queryFn: ({ signal }) => request(path(id, '/published'), contentDetail, { signal }),
    }),
};
