import { SUSPEND_DATA_LIMIT } from '../../modules/delivery/shared';
import { fromSuspendData, keepBlocks, type LearnerState, toSuspendData } from '../../modules/delivery/shared';

/** Where a learner was and what they did: what the web player keeps between visits (an LMS keeps it otherwise). */
export type Progress = { state: LearnerState; location: string };
export type ProgressStore = { load(): Progress | null; save(progress: Progress): void };

type Module = { id: string; revision: number; blocks: { id: string }[] };
type Kept = { revision: number; data: string; location: string };

export const progressKey = (moduleId: string) => `tessera.progress.${moduleId}`;

function read(storage: Storage, key: string): Kept | null {
  try {
    const record = JSON.parse(storage.getItem(key) ?? 'null') as Partial<Kept> | null;
    if (!record || typeof record.data !== 'string') return null;
    return { revision: Number(record.revision), data: record.data, location: String(record.location ?? '') };
  } catch {
    return null;
  }
}

/**
 * The learner's progress in this browser, one record per module with the revision it was kept
 * for. A later publish keeps what still applies: the results of blocks the module still has, and
 * the place if that block is still there. Storage that is full or refused keeps nothing.
 */
export function localProgress(storage: Storage, module: Module): ProgressStore {
  const key = progressKey(module.id);
  return {
    load() {
      const record = read(storage, key);
      if (!record) return null;
      const ids = new Set(module.blocks.map((b) => b.id));
      const state = fromSuspendData(record.data, [...ids]);
      return {
        state: record.revision === module.revision ? state : keepBlocks(state, ids),
        location: ids.has(record.location) ? record.location : '',
      };
    },
    save({ state, location }) {
      const data = toSuspendData(state, SUSPEND_DATA_LIMIT.scorm2004);
      try {
        storage.setItem(key, JSON.stringify({ revision: module.revision, data, location } satisfies Kept));
      } catch {
        // Private modes and full storage refuse writes: the learner keeps working, without a memory.
      }
    },
  };
}
