import type { Outline } from '../../../modules/ai/shared';
import { newId } from '../../newId';

/** The outline as the author reviews it: each section and point keyed, so edits and moves keep their fields. */
export interface EditablePoint {
  key: string;
  text: string;
}
export interface EditableSection {
  key: string;
  heading: string;
  points: EditablePoint[];
}
export interface EditableOutline {
  title: string;
  description: string;
  sections: EditableSection[];
}

export const newPoint = (text = ''): EditablePoint => ({ key: newId(), text });
export const newSection = (): EditableSection => ({ key: newId(), heading: '', points: [newPoint()] });

export const editableOutline = (outline: Outline): EditableOutline => ({
  title: outline.title,
  description: outline.description,
  sections: outline.sections.map((s) => ({ key: newId(), heading: s.heading, points: s.points.map(newPoint) })),
});

export const outlineOf = (editable: EditableOutline): Outline => ({
  title: editable.title,
  description: editable.description,
  sections: editable.sections.map((s) => ({ heading: s.heading, points: s.points.map((p) => p.text) })),
});

/** Whether adding it would add anything: a section with a heading or a point. */
export const hasContent = (editable: EditableOutline) =>
  editable.sections.some((s) => s.heading.trim() || s.points.some((p) => p.text.trim()));

/** The list with the item at `from` one step up (-1) or down (+1); unchanged past the ends. */
export function movedBy<T>(items: T[], from: number, step: -1 | 1): T[] {
  const to = from + step;
  if (from < 0 || to < 0 || to >= items.length) return items;
  const next = [...items];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}
