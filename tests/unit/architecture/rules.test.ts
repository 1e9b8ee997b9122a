import { describe, expect, it } from 'vitest';
import { circles } from '../../support/import-graph';
import { brokenFloor, brokenRule, folderLoops, tablesCrossed } from './rules';

const edge = (from: string, to: string) => ({ from, to, typeOnly: false });

describe('the architecture rules themselves', () => {
  it('names each kind of broken import', () => {
    expect(brokenRule(edge('src/platform/http/app.ts', 'src/modules/courses/index.ts'))).toMatch(/^platform\//);
    expect(brokenRule(edge('src/modules/delivery/api.ts', 'src/modules/courses/decider.ts'))).toMatch(
      /modules\/courses\/index\.ts/,
    );
    expect(brokenRule(edge('src/web/editor/Editor.tsx', 'src/modules/courses/content/blocks.ts'))).toMatch(
      /shared entry/,
    );
    expect(brokenRule(edge('src/modules/courses/api.ts', 'src/web/api/client.ts'))).toMatch(/web app/);
    expect(
      brokenRule(edge('src/modules/delivery/published.ts', 'src/modules/courses/read-models/course-list-queries.ts')),
    ).toMatch(/modules\/courses\/index\.ts/);
    expect(brokenRule(edge('src/platform/projections/runner.ts', 'src/read-models.ts'))).toMatch(/^platform\//);
  });

  it('lets the allowed ones pass', () => {
    expect(brokenRule(edge('src/modules/delivery/api.ts', 'src/modules/courses/index.ts'))).toBeNull();
    expect(brokenRule(edge('src/modules/courses/api.ts', 'src/modules/courses/content/blocks.ts'))).toBeNull();
    expect(brokenRule(edge('src/read-models.ts', 'src/modules/courses/index.ts'))).toBeNull();
    expect(
      brokenRule(edge('src/modules/courses/read-models/course-list.ts', 'src/modules/courses/events.ts')),
    ).toBeNull();
    expect(brokenRule(edge('src/web/editor/Editor.tsx', 'src/modules/courses/content/index.ts'))).toBeNull();
    expect(brokenRule(edge('src/modules/courses/api.ts', 'src/platform/http/env.ts'))).toBeNull();
    expect(brokenRule(edge('src/compose.ts', 'src/modules/courses/index.ts'))).toBeNull();
  });

  it('keeps the web app on its floors: an upward import is refused, a sideways or downward one passes', () => {
    // Planted: the block editors reaching for the editor, and the editor for the AI plug-in.
    expect(brokenFloor(edge('src/web/blocks/TextBlockEditor.tsx', 'src/web/editor/HeldEdits.ts'))).toMatch(
      /src\/web\/blocks \(floor blocks\) imports from src\/web\/editor, on a floor above it \(editor\)/,
    );
    expect(brokenFloor(edge('src/web/editor/BlockCard.tsx', 'src/web/ai/assist/index.ts'))).toMatch(/plug-ins/);
    expect(brokenFloor(edge('src/web/api/writePosition.ts', 'src/web/live/position.ts'))).toMatch(/floor above/);
    expect(brokenFloor(edge('src/web/wherever/x.ts', 'src/web/api/client.ts'))).toMatch(/on no floor/);
    expect(brokenFloor(edge('src/web/ai/aiUsed.ts', 'src/web/editor/draftPatch.ts'))).toBeNull();
    expect(brokenFloor(edge('src/web/preview/LearnerPreview.tsx', 'src/web/player/Player.tsx'))).toBeNull();
    expect(brokenFloor(edge('src/web/editor/BlockList.tsx', 'src/web/editor/BlockCard.tsx'))).toBeNull();
    expect(brokenFloor(edge('src/web/main.tsx', 'src/web/newId.ts'))).toBeNull();
    expect(brokenFloor(edge('src/web/editor/BlockCard.tsx', 'src/modules/courses/content/index.ts'))).toBeNull();
  });

  it('finds the loops among the web app’s folders', () => {
    const loop = [
      edge('src/web/editor/A.tsx', 'src/web/blocks/B.tsx'),
      edge('src/web/blocks/B.tsx', 'src/web/ai/C.tsx'),
      edge('src/web/ai/C.tsx', 'src/web/editor/D.ts'),
      edge('src/web/editor/A.tsx', 'src/web/api/client.ts'),
    ];
    expect(folderLoops(loop)).toEqual([['ai', 'blocks', 'editor']]);
    expect(folderLoops(loop.slice(0, 2))).toEqual([]);
  });

  it('finds a circle of three files and none in a chain', () => {
    const chain = [edge('a', 'b'), edge('b', 'c')];
    expect(circles(chain)).toEqual([]);
    expect(circles([...chain, edge('c', 'a')])).toEqual([['a', 'b', 'c', 'a']]);
  });

  it('finds a module using another module’s table, and lets its own and the platform’s pass', () => {
    const files = [
      { path: 'src/modules/courses/read-models/course-list.ts', text: 'sql`CREATE TABLE course_list (id text)`' },
      { path: 'src/modules/identity/read-models/users.ts', text: 'sql`CREATE TABLE IF NOT EXISTS users (id text)`' },
      { path: 'src/platform/limits/rate-limiter.ts', text: 'sql`CREATE TABLE rate_limit_hits (key text)`' },
      {
        path: 'src/modules/courses/read-models/course-list-queries.ts',
        text: 'sql`SELECT * FROM course_list c JOIN users u ON u.id = c.owner`; sql`DELETE FROM rate_limit_hits`',
      },
      {
        path: 'src/modules/media/read-models/media-jobs-queries.ts',
        text: "db.selectFrom('course_list').select('title')",
      },
    ];
    expect(tablesCrossed(files)).toEqual([
      'src/modules/courses/read-models/course-list-queries.ts uses users, a table of modules/identity',
      'src/modules/media/read-models/media-jobs-queries.ts uses course_list, a table of modules/courses',
    ]);
  });
});
