import {
  type Block,
  type Content,
  type CourseSettings,
  type SettingKey,
  structureOf,
  withStructure,
  type StructureInput,
} from '../../modules/courses/content';
import type { DraftSave } from '../api/authoring';

/**
 * The author's unsaved changes, one key per thing changed so that a newer edit replaces an older
 * one: `title`, `description`, `setting:<key>`, `block:<id>` (null when deleted), `structure`.
 */
export type DraftPatch = Record<string, unknown>;

export const blockKey = (id: string) => `block:${id}`;
const settingKey = (key: SettingKey) => `setting:${key}`;
const BLOCK = 'block:';
const SETTING = 'setting:';

const entries = (patch: DraftPatch, prefix: string) =>
  Object.entries(patch)
    .filter(([key]) => key.startsWith(prefix))
    .map(([key, value]) => [key.slice(prefix.length), value] as const);

/** The ids of the blocks a patch changes (deletions included). */
export const changedBlockIds = (patch: DraftPatch): string[] => entries(patch, BLOCK).map(([id]) => id);

/** What the author sees: the server's copy with their unsaved changes over it. */
export function workingContent(server: Content, patch: DraftPatch): Content {
  const blocks: Record<string, Block> = { ...server.blocks };
  for (const [id, value] of entries(patch, BLOCK)) {
    if (value === null) delete blocks[id];
    else blocks[id] = value as Block;
  }
  const settings = { ...server.settings, ...Object.fromEntries(entries(patch, SETTING)) } as CourseSettings;
  const structure = (patch.structure as StructureInput | undefined) ?? structureOf(server);
  return {
    ...withStructure(server, structure, blocks),
    title: (patch.title as string | undefined) ?? server.title,
    description: (patch.description as string | undefined) ?? server.description,
    settings,
  };
}

/** The save call for a patch, based on the server copy at `revision`. */
export function saveBody(courseId: string, revision: number, server: Content, patch: DraftPatch): DraftSave {
  const changed = entries(patch, BLOCK);
  const kept = changed.filter(([, value]) => value !== null).map(([, value]) => value as Block);
  const settings = Object.fromEntries(entries(patch, SETTING));
  return {
    id: courseId,
    revision,
    ...(patch.title !== undefined ? { title: patch.title as string } : {}),
    ...(patch.description !== undefined ? { description: patch.description as string } : {}),
    ...(Object.keys(settings).length ? { settings } : {}),
    ...(patch.structure ? { structure: patch.structure as StructureInput } : {}),
    blocks: kept,
    newBlocks: kept.filter((b) => !server.blocks[b.id]).map((b) => b.id),
    updatedBlocks: kept.filter((b) => server.blocks[b.id]).map((b) => b.id),
    deletedBlocks: changed.filter(([id, value]) => value === null && server.blocks[id]).map(([id]) => id),
  };
}

export const settingChange = <K extends SettingKey>(key: K, value: CourseSettings[K]): DraftPatch => ({
  [settingKey(key)]: value,
});

const SERVER_SETTING = 'settings.';

/** The patch key of what a 412 names: a block by its id, a field by the server's name (`title`, `settings.<key>`). */
export const conflictKey = (conflict: { blockId: string } | { field: string }): string => {
  if ('blockId' in conflict) return blockKey(conflict.blockId);
  const { field } = conflict;
  return field.startsWith(SERVER_SETTING) ? `${SETTING}${field.slice(SERVER_SETTING.length)}` : field;
};

/** The inverse of `conflictKey`: the patch keys the author chose "Keep mine" for, as the save names them. */
export function keepMineOf(keys: Iterable<string>): NonNullable<DraftSave['keepMine']> {
  const blockIds: string[] = [];
  const fields: string[] = [];
  for (const key of keys) {
    if (key.startsWith(BLOCK)) blockIds.push(key.slice(BLOCK.length));
    else if (key.startsWith(SETTING)) fields.push(`${SERVER_SETTING}${key.slice(SETTING.length)}`);
    else fields.push(key);
  }
  return { blockIds, fields };
}

/** The patch without the changes under these keys (a conflict takes them out of a save). */
export const withoutKeys = (patch: DraftPatch, keys: string[]): DraftPatch =>
  Object.fromEntries(Object.entries(patch).filter(([key]) => !keys.includes(key)));
