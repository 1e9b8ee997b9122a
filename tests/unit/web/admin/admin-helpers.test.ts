import { describe, expect, it } from 'vitest';
import { groupOperations, searchOperations } from '../../../../src/web/admin/docs/apiOperations';
import { BULK_ACTIONS } from '../../../../src/web/admin/courses/bulkActions';
import { bulkSummary } from '../../../../src/web/admin/courses/bulkSummary';
import type { AdminCourse } from '../../../../src/web/api/adminCourses';
import type { OpenApiDocument } from '../../../../src/web/api/apiReference';

const doc: OpenApiDocument = {
  info: { title: 'Tessera', version: '1' },
  paths: {
    '/courses/list': {
      get: { summary: 'The modules', tags: ['library'], parameters: [{ name: 'searchTerm', in: 'query' }] },
    },
    '/courses/{id}': {
      get: { summary: 'One module', tags: ['courses'] },
      delete: { summary: 'Delete a module', tags: ['courses'] },
      parameters: [{ name: 'id', in: 'path' }],
    },
    '/health': { get: { summary: 'Alive?' } },
  },
};

describe('the API reference', () => {
  it('groups operations by their first tag, untagged ones under "other", leaving out a path item’s own fields', () => {
    const groups = groupOperations(doc);
    expect(groups.map((g) => [g.tag, g.operations.map((o) => o.id)])).toEqual([
      ['courses', ['get /courses/{id}', 'delete /courses/{id}']],
      ['library', ['get /courses/list']],
      ['other', ['get /health']],
    ]);
  });

  it('finds operations by every word of the search, in method, path, summary, tag or parameter names', () => {
    const groups = groupOperations(doc);
    const ids = (search: string) => searchOperations(groups, search).flatMap((g) => g.operations.map((o) => o.id));
    expect(ids('delete')).toEqual(['delete /courses/{id}']);
    expect(ids('MODULE get')).toEqual(['get /courses/{id}', 'get /courses/list']);
    expect(ids('searchterm')).toEqual(['get /courses/list']);
    expect(ids('library')).toEqual(['get /courses/list']);
    expect(ids('  ')).toHaveLength(4);
    expect(searchOperations(groups, 'nothing-like-it')).toEqual([]);
  });
});

const course = (deletedAt: string | null) => ({ id: 'c1', deletedAt }) as AdminCourse;

describe('bulk actions on modules', () => {
  it('restore only deleted modules; delete and transfer only live ones', () => {
    expect(BULK_ACTIONS.restore.appliesTo(course('2026-01-01T00:00:00Z'))).toBe(true);
    expect(BULK_ACTIONS.restore.appliesTo(course(null))).toBe(false);
    expect(BULK_ACTIONS.delete.appliesTo(course(null))).toBe(true);
    expect(BULK_ACTIONS.delete.appliesTo(course('2026-01-01T00:00:00Z'))).toBe(false);
    expect(BULK_ACTIONS.transfer.appliesTo(course(null))).toBe(true);
  });

  it('sums up what was done and what failed', () => {
    expect(bulkSummary('deleted', { a: { state: 'done' }, b: { state: 'done' } })).toBe('2 modules deleted.');
    expect(bulkSummary('restored', { a: { state: 'done' }, b: { state: 'failed', reason: 'Gone' } })).toBe(
      '1 module restored; 1 module failed (the reasons are in the list).',
    );
  });
});
