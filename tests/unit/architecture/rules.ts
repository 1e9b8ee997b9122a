import type { ImportEdge } from '../../support/import-graph';

/**
 * The server files the web app may import: what the browser and the server must agree on.
 * Anything else of the server stays on the server.
 */
export const SHARED_WITH_WEB = [
  'src/modules/courses/content/index.ts',
  'src/modules/courses/live-rooms.ts',
  'src/modules/courses/translation/shared.ts',
  'src/modules/comments/shared.ts',
  'src/modules/delivery/shared.ts',
  'src/modules/media/shared.ts',
  'src/modules/themes/shared.ts',
  'src/modules/ai/shared.ts',
  'src/modules/admin/shared.ts',
  'src/modules/instance/shared.ts',
  'src/modules/lti/shared.ts',
  'src/platform/realtime/protocol.ts',
  'src/platform/id-alphabet.ts',
];

type Area = { top: 'platform' | 'modules' | 'web' | 'root'; module?: string; rest: string };

function areaOf(file: string): Area {
  const [, top, ...rest] = file.split('/');
  if (top === 'modules') return { top, module: rest[0], rest: rest.slice(1).join('/') };
  if (top === 'platform' || top === 'web') return { top, rest: rest.join('/') };
  return { top: 'root', rest: file };
}

/** Why an import breaks the house rules of DESIGN.md, or null when it keeps them. */
export function brokenRule({ from, to }: ImportEdge): string | null {
  const a = areaOf(from);
  const b = areaOf(to);
  if (a.top === 'platform' && b.top !== 'platform') return 'platform/ imports nothing from modules/, the root or web/';
  if (a.top === 'modules' && b.top === 'modules' && a.module !== b.module && b.rest !== 'index.ts') {
    return `a module imports another module only through its index.ts (modules/${b.module}/index.ts)`;
  }
  if (a.top === 'web' && b.top !== 'web' && !SHARED_WITH_WEB.includes(to)) {
    return 'the web app imports server code only through a shared entry (SHARED_WITH_WEB in tests/unit/architecture/rules.ts)';
  }
  if (a.top !== 'web' && b.top === 'web') return 'nothing outside web/ imports the web app';
  return null;
}

/** One source file's path from the tree's root and its text. */
export type SourceText = { path: string; text: string };

/** Who owns a file's tables: its module, or the platform (and the root) for everything else. */
const tableOwnerOf = (path: string) => {
  const area = areaOf(path);
  return area.top === 'modules' ? `modules/${area.module}` : area.top;
};

/**
 * Where a module's SQL reads or writes a table another module (or the platform's read models)
 * created: the tables are each module's own, and another module's data comes through its
 * index.ts. The platform's own tables (events, checkpoints, limits) are everyone's to use through
 * the platform's code, so only tables made in modules/ are guarded.
 */
export function tablesCrossed(files: SourceText[]): string[] {
  const owners = new Map<string, string>();
  for (const { path, text } of files)
    for (const [, table] of text.matchAll(/CREATE TABLE (?:IF NOT EXISTS )?(\w+)/g))
      owners.set(table!, tableOwnerOf(path));
  return files.flatMap(({ path, text }) => {
    const reader = tableOwnerOf(path);
    if (!reader.startsWith('modules/')) return [];
    const named = new Set([...text.matchAll(/\b(?:FROM|JOIN|INTO|UPDATE|TRUNCATE)\s+(\w+)/g)].map((m) => m[1]!));
    return [...named].flatMap((table) => {
      const owner = owners.get(table);
      return owner?.startsWith('modules/') && owner !== reader ? [`${path} uses ${table}, a table of ${owner}`] : [];
    });
  });
}
