import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson, contentHash } from '../../../../src/modules/courses/content-hash';

/** The definition: JSON.stringify, each object's keys set in sorted order before it is written. */
const sortedStringify = (value: unknown) =>
  JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );

/** Keys JSON orders specially (array indexes) beside ordinary ones, and values JSON leaves out or turns into null. */
const key = fc.oneof(
  fc.string(),
  fc.constantFrom('0', '1', '2', '10', '01', '-1', '4294967294', '4294967295', 'b', 'a'),
);
const value = fc.letrec((tie) => ({
  any: fc.oneof(
    { depthSize: 'small' },
    fc.oneof(fc.string(), fc.double(), fc.integer(), fc.boolean(), fc.constant(null), fc.constant(undefined)),
    fc.array(tie('any'), { maxLength: 4 }),
    fc.dictionary(key, tie('any'), { maxKeys: 6 }),
    fc.date({ noInvalidDate: true }),
  ),
})).any;

describe('a module content hash', () => {
  it('writes the same text as JSON.stringify with sorted keys, for any value', () => {
    fc.assert(
      fc.property(value, (v) => {
        expect(canonicalJson(v)).toBe(sortedStringify(v));
      }),
      { numRuns: 500 },
    );
  });

  it('gives the same text for an object it has written before, and for an equal one', () => {
    const block = { id: 'b1', data: { html: '<p>Hi</p>', z: [1, { y: 2, x: 1 }] } };
    const first = canonicalJson({ blocks: [block] });
    expect(canonicalJson({ blocks: [block] })).toBe(first);
    expect(canonicalJson({ blocks: [structuredClone(block)] })).toBe(first);
  });

  it('does not depend on the order fields were set in, and tells different content apart', () => {
    const a = { title: 'T', blocks: [{ id: 'b1', type: 'text' }] };
    const b = { blocks: [{ type: 'text', id: 'b1' }], title: 'T' };
    expect(contentHash(a)).toBe(contentHash(b));
    expect(contentHash(a)).not.toBe(contentHash({ ...a, title: 'U' }));
    expect(contentHash(a)).toMatch(/^[\w-]{22}$/);
  });
});
