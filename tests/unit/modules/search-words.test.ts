import { describe, expect, it } from 'vitest';
import { searchWords } from '../../../src/modules/courses/read-models/course-words';

describe('search words', () => {
  it('keeps letters and digits of any script, lower-cased, and nothing that could break a tsquery', () => {
    expect(searchWords('Fire  safety: 101 & Ça va?')).toEqual(['fire', 'safety', '101', 'ça', 'va']);
    expect(searchWords("'):*|!")).toEqual([]);
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
  });
});
