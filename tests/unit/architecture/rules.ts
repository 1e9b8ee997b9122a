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

type Area = { top: 'platform' | 'modules' | 'projections' | 'web' | 'root'; module?: string; rest: string };

function areaOf(file: string): Area {
  const [, top, ...rest] = file.split('/');
  if (top === 'modules') return { top, module: rest[0], rest: rest.slice(1).join('/') };
  if (top === 'platform' || top === 'projections' || top === 'web') return { top, rest: rest.join('/') };
  return { top: 'root', rest: file };
}

/** Why an import breaks the house rules of DESIGN.md, or null when it keeps them. */
export function brokenRule({ from, to }: ImportEdge): string | null {
  const a = areaOf(from);
  const b = areaOf(to);
  if (a.top === 'platform' && b.top !== 'platform')
    return 'platform/ imports nothing from modules/, projections/ or web/';
  if (a.top === 'modules' && b.top === 'modules' && a.module !== b.module && b.rest !== 'index.ts') {
    return `a module imports another module only through its index.ts (modules/${b.module}/index.ts)`;
  }
  if (a.top === 'projections' && b.top === 'modules' && b.rest !== 'index.ts' && !SHARED_WITH_WEB.includes(to)) {
    return `projections import a module only through its index.ts (modules/${b.module}/index.ts) or a shared entry`;
  }
  if (a.top === 'web' && b.top !== 'web' && !SHARED_WITH_WEB.includes(to)) {
    return 'the web app imports server code only through a shared entry (SHARED_WITH_WEB in tests/unit/architecture/rules.ts)';
  }
  if (a.top !== 'web' && b.top === 'web') return 'nothing outside web/ imports the web app';
  return null;
}
