import { describe, expect, it } from 'vitest';
import { circles } from '../../support/import-graph';
import { brokenRule } from './rules';

const edge = (from: string, to: string) => ({ from, to, typeOnly: false });

describe('the architecture rules themselves', () => {
  it('names each kind of broken import', () => {
    expect(brokenRule(edge('src/platform/http/app.ts', 'src/modules/courses/index.ts'))).toMatch(/^platform\//);
    expect(brokenRule(edge('src/modules/delivery/api.ts', 'src/modules/courses/decider.ts'))).toMatch(
      /modules\/courses\/index\.ts/,
    );
    expect(brokenRule(edge('src/projections/course-list.ts', 'src/modules/courses/events.ts'))).toMatch(/^projections/);
    expect(brokenRule(edge('src/web/editor/Editor.tsx', 'src/modules/courses/content/blocks.ts'))).toMatch(
      /shared entry/,
    );
    expect(brokenRule(edge('src/modules/courses/api.ts', 'src/web/api/client.ts'))).toMatch(/web app/);
  });

  it('lets the allowed ones pass', () => {
    expect(brokenRule(edge('src/modules/delivery/api.ts', 'src/modules/courses/index.ts'))).toBeNull();
    expect(brokenRule(edge('src/modules/courses/api.ts', 'src/modules/courses/content/blocks.ts'))).toBeNull();
    expect(brokenRule(edge('src/projections/course-list.ts', 'src/modules/courses/index.ts'))).toBeNull();
    expect(brokenRule(edge('src/projections/course-content.ts', 'src/modules/courses/content/index.ts'))).toBeNull();
    expect(brokenRule(edge('src/web/editor/Editor.tsx', 'src/modules/courses/content/index.ts'))).toBeNull();
    expect(brokenRule(edge('src/modules/courses/api.ts', 'src/platform/http/env.ts'))).toBeNull();
    expect(brokenRule(edge('src/compose.ts', 'src/modules/courses/index.ts'))).toBeNull();
  });

  it('finds a circle of three files and none in a chain', () => {
    const chain = [edge('a', 'b'), edge('b', 'c')];
    expect(circles(chain)).toEqual([]);
    expect(circles([...chain, edge('c', 'a')])).toEqual([['a', 'b', 'c', 'a']]);
  });
});
