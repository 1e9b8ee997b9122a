import type { ImportEdge } from '../../support/import-graph';

/**
 * The server files the web app may import: what the browser and the server must agree on.
 * Anything else of the server stays on the server.
 */
export const SHARED_WITH_WEB = [
  'src/modules/courses/content/index.ts',
  'src/modules/courses/live-rooms.ts',
  'src/modules/courses/translation/shared.ts',
  'src/modules/courses/templates/shared.ts',
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

/**
 * The floors of the web app, from the bottom up: each names its folders (or, at the top of
 * src/web/, its files). A folder imports only from its own floor and the floors below it, so the
 * low floors know nothing of the screens built on them. Within a floor, folders import one
 * another one way only (no folder reaches itself: see folderLoops).
 */
export const WEB_FLOORS: readonly { name: string; holds: readonly string[] }[] = [
  // The server's API, the shared components, machines and hooks, and what knows no domain at all.
  {
    name: 'base',
    holds: [
      'api',
      'components',
      'machines',
      'hooks',
      'format',
      'forms',
      'people',
      'newId.ts',
      'uuid.ts',
      'strictPolicy.ts',
      'styles.css',
      'utilities.css',
    ],
  },
  // The live socket (presence, changes as they happen) and the themes' looks.
  { name: 'services', holds: ['live', 'theme'] },
  // Each block type, edited and shown, and the contexts its editors read.
  { name: 'blocks', holds: ['blocks'] },
  // What stands beside the editor: comments, the learner player and its preview, translation, the library.
  { name: 'features', holds: ['comments', 'collaborate', 'export', 'player', 'preview', 'translation', 'dashboard'] },
  // The course editor.
  { name: 'editor', holds: ['editor'] },
  // The AI assistant: it fills the extension points of the floors below it, which never import it
  // (editor/assistantSlot.ts, editor/EditingDraft.ts, blocks/TextToolsSlot.ts, dashboard/LabelSuggestions.ts).
  { name: 'plug-ins', holds: ['ai'] },
  // The pages plug the assistant in (pages/EditorPage.tsx, pages/DashboardPage.tsx).
  { name: 'screens', holds: ['admin', 'organisation', 'settings', 'pages'] },
  // The routes, the shell around them and the entry point.
  { name: 'app', holds: ['routes', 'shell', 'main.tsx'] },
];

/** The part of the web app a file belongs to: the first segment of its path under src/web/. */
export function webPart(file: string): string | null {
  const match = /^src\/web\/([^/]+)/.exec(file);
  return match ? match[1]! : null;
}

const floorOf = (part: string) => WEB_FLOORS.findIndex((f) => f.holds.includes(part));

/** Why an import inside the web app breaks its floors, or null when it keeps them. */
export function brokenFloor({ from, to }: ImportEdge): string | null {
  const a = webPart(from);
  const b = webPart(to);
  if (a === null || b === null || a === b) return null;
  const [floorA, floorB] = [floorOf(a), floorOf(b)];
  if (floorA < 0) return `src/web/${a} is on no floor (WEB_FLOORS in tests/unit/architecture/rules.ts)`;
  if (floorB < 0) return `src/web/${b} is on no floor (WEB_FLOORS in tests/unit/architecture/rules.ts)`;
  if (floorB > floorA) {
    const [below, above] = [WEB_FLOORS[floorA]!.name, WEB_FLOORS[floorB]!.name];
    return `src/web/${a} (floor ${below}) imports from src/web/${b}, on a floor above it (${above})`;
  }
  return null;
}

/** The loops among the web app's parts: each a strongly connected set of two or more parts that import one another. */
export function folderLoops(edges: readonly ImportEdge[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const e of edges) {
    const [a, b] = [webPart(e.from), webPart(e.to)];
    if (a === null || b === null || a === b) continue;
    next.set(a, (next.get(a) ?? new Set()).add(b));
    if (!next.has(b)) next.set(b, new Set());
  }
  // Tarjan's strongly connected components.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const loops: string[][] = [];
  const visit = (part: string) => {
    index.set(part, index.size);
    low.set(part, index.get(part)!);
    stack.push(part);
    for (const to of next.get(part)!) {
      if (!index.has(to)) {
        visit(to);
        low.set(part, Math.min(low.get(part)!, low.get(to)!));
      } else if (stack.includes(to)) low.set(part, Math.min(low.get(part)!, index.get(to)!));
    }
    if (low.get(part) !== index.get(part)) return;
    const component = stack.splice(stack.indexOf(part));
    if (component.length > 1) loops.push(component.sort());
  };
  for (const part of [...next.keys()].sort()) if (!index.has(part)) visit(part);
  return loops;
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
    const named = new Set(
      [
        ...text.matchAll(/\b(?:FROM|JOIN|INTO|UPDATE|TRUNCATE)\s+(\w+)/g),
        // Kysely's typed builder names its tables as strings.
        ...text.matchAll(/\b(?:selectFrom|insertInto|updateTable|deleteFrom|mergeInto)\(\s*'(\w+)'/g),
      ].map((m) => m[1]!),
    );
    return [...named].flatMap((table) => {
      const owner = owners.get(table);
      return owner?.startsWith('modules/') && owner !== reader ? [`${path} uses ${table}, a table of ${owner}`] : [];
    });
  });
}
