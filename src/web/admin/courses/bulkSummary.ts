import type { ItemProgress } from './useBulkRun';

/** "1 module", "3 modules". */
export const modules = (n: number) => `${n} ${n === 1 ? 'module' : 'modules'}`;

/** "3 modules deleted." or "2 modules deleted; 1 module failed (see below)." once a run is over. */
export function bulkSummary(pastVerb: string, progress: Record<string, ItemProgress>): string {
  const items = Object.values(progress);
  const done = items.filter((i) => i.state === 'done').length;
  const failed = items.filter((i) => i.state === 'failed').length;
  if (failed === 0) return `${modules(done)} ${pastVerb}.`;
  return `${modules(done)} ${pastVerb}; ${modules(failed)} failed (the reasons are in the list).`;
}
