import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { circles, importGraph } from '../../support/import-graph';
import { brokenFloor, brokenRule, folderLoops, SHARED_WITH_WEB, tablesCrossed, WEB_FLOORS, webPart } from './rules';

const ROOT = resolve(import.meta.dirname, '../../..');
const edges = importGraph(ROOT, 'src');

describe('the house rules of DESIGN.md, over the import graph of src/', () => {
  it('sees the whole tree', () => {
    expect(edges.length).toBeGreaterThan(500);
    for (const top of ['platform', 'modules', 'web']) {
      expect(edges.some((e) => e.from.startsWith(`src/${top}/`))).toBe(true);
    }
    // Read models live in the modules that own their events (modules/<name>/read-models/), not in a folder of their own.
    expect(existsSync(join(ROOT, 'src/projections'))).toBe(false);
    expect(edges.some((e) => /^src\/modules\/\w+\/read-models\//.test(e.to))).toBe(true);
    for (const entry of SHARED_WITH_WEB) expect(edges.some((e) => e.to === entry)).toBe(true);
  });

  it('every import keeps the layering: platform knows no domain, modules meet through index.ts, the web app through shared entries', () => {
    const broken = edges.flatMap((e) => {
      const rule = brokenRule(e);
      return rule ? [`${e.from} imports ${e.to}: ${rule}`] : [];
    });
    expect(broken).toEqual([]);
  });

  it('each module’s SQL uses only its own tables (and the platform’s): another module’s data comes through its index.ts', () => {
    const files = readdirSync(join(ROOT, 'src'), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.ts$/.test(file))
      .map((file) => ({ path: `src/${file}`, text: readFileSync(join(ROOT, 'src', file), 'utf8') }));
    expect(tablesCrossed(files)).toEqual([]);
  });

  it('no file reaches itself through its imports', () => {
    expect(circles(edges).map((c) => c.join(' → '))).toEqual([]);
  });

  it('the web app stands on floors: each folder imports only from its own floor and those below (WEB_FLOORS)', () => {
    const parts = readdirSync(join(ROOT, 'src/web')).filter((part) => edges.some((e) => webPart(e.from) === part));
    expect(parts.filter((part) => !WEB_FLOORS.some((f) => f.holds.includes(part)))).toEqual([]);
    const broken = edges.flatMap((e) => {
      const rule = brokenFloor(e);
      return rule ? [`${e.from} imports ${e.to}: ${rule}`] : [];
    });
    expect(broken).toEqual([]);
  });

  it('no folder of the web app reaches itself through the others', () => {
    expect(folderLoops(edges).map((loop) => loop.join(' ↔ '))).toEqual([]);
  });

  it('the web app builds its schemas with zod/mini: classic zod, the bigger half of the first load, comes only with shared server schemas on the routes that use them', () => {
    const web = join(ROOT, 'src/web');
    const classic = readdirSync(web, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .filter((file) => /from 'zod(\/v4)?'/.test(readFileSync(join(web, file), 'utf8')));
    expect(classic).toEqual([]);
  });
});
