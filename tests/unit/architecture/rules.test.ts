import { describe, expect, it } from 'vitest';
import { circles } from '../../support/import-graph';
import { brokenRule, tablesCrossed } from './rules';

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
    ];
    expect(tablesCrossed(files)).toEqual([
      'src/modules/courses/read-models/course-list-queries.ts uses users, a table of modules/identity',
    ]);
  });
});
