import { describe, expect, it } from 'vitest';
import {
  editableOutline,
  hasContent,
  movedBy,
  newSection,
  outlineOf,
} from '../../../../src/web/ai/outline/editableOutline';

const outline = {
  title: 'Fire safety',
  description: 'For new staff',
  sections: [
    { heading: 'Alarms', points: ['Know the sound'] },
    { heading: 'Exits', points: ['Nearest exit', 'No lifts'] },
  ],
};

describe('the outline under review', () => {
  it('keys every section and point, and gives the outline back as it was', () => {
    const editable = editableOutline(outline);
    const keys = editable.sections.flatMap((s) => [s.key, ...s.points.map((p) => p.key)]);
    expect(new Set(keys).size).toBe(5);
    expect(outlineOf(editable)).toEqual(outline);
  });

  it('moves an item one step, and not past either end', () => {
    expect(movedBy(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(movedBy(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(movedBy(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(movedBy(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });

  it('has something to add only while a section has a heading or a point', () => {
    expect(hasContent(editableOutline(outline))).toBe(true);
    expect(hasContent({ title: 'T', description: '', sections: [newSection()] })).toBe(false);
    expect(hasContent({ title: 'T', description: '', sections: [] })).toBe(false);
  });
});
