import { placementOf, sectionPlacementOf, type Content, type Page, type Section } from './content';
import { sameJson } from './equal';
import type { SettingKey } from './settings';

/** What a change touched: blocks (value, existence or place), sections (existence, sizes or place), settings. */
type Touched = {
  blocks: string[];
  sections: string[];
  pages: string[];
  settings: SettingKey[];
  title: boolean;
  description: boolean;
};

const union = (a: Iterable<string>, b: Iterable<string>) => [...new Set([...a, ...b])];

function touchedBetween(from: Content, to: Content): Touched {
  const blocks = union(Object.keys(from.blocks), Object.keys(to.blocks)).filter(
    (id) => !sameJson(from.blocks[id], to.blocks[id]) || !sameJson(placementOf(from, id), placementOf(to, id)),
  );
  const sections = union(Object.keys(from.sections), Object.keys(to.sections)).filter(
    (id) =>
      from.sections[id]?.sizes !== to.sections[id]?.sizes ||
      !sameJson(sectionPlacementOf(from, id), sectionPlacementOf(to, id)),
  );
  const pageIds = (c: Content) => c.pages.map((p) => p.id);
  const pages = union(pageIds(from), pageIds(to)).filter((id) => pageIds(from).indexOf(id) !== pageIds(to).indexOf(id));
  const settings = union(Object.keys(from.settings), Object.keys(to.settings)).filter(
    (k) => !sameJson(from.settings[k as SettingKey], to.settings[k as SettingKey]),
  ) as SettingKey[];
  return {
    blocks,
    sections,
    pages,
    settings,
    title: from.title !== to.title,
    description: from.description !== to.description,
  };
}

/**
 * Blocks changed both by the change from→to and, differently, by someone else since `from`:
 * carrying the change over would overwrite their work.
 */
export function conflictingBlocks(current: Content, from: Content, to: Content): string[] {
  if (current === from) return [];
  return touchedBetween(from, to).blocks.filter(
    (id) => !sameJson(current.blocks[id], from.blocks[id]) && !sameJson(current.blocks[id], to.blocks[id]),
  );
}

/** A course field besides blocks and layout: the title, the description, or one setting. */
export type FieldName = 'title' | 'description' | `settings.${SettingKey}`;

/** The value of a field in a content. */
export function fieldValue(content: Content, field: FieldName): unknown {
  if (field === 'title' || field === 'description') return content[field];
  return content.settings[field.slice('settings.'.length) as SettingKey];
}

const fieldsOf = (touched: Touched): FieldName[] => [
  ...(touched.title ? (['title'] as const) : []),
  ...(touched.description ? (['description'] as const) : []),
  ...touched.settings.map((key) => `settings.${key}` as const),
];

/** The blocks and fields (named as a 412 names them) a change from→to touched. */
export type ChangedParts = { blockIds: string[]; fields: string[] };

export function changedParts(from: Content, to: Content): ChangedParts {
  const touched = touchedBetween(from, to);
  return { blockIds: touched.blocks, fields: fieldsOf(touched) };
}

/**
 * Fields changed both by the change from→to and, differently, by someone else since `from`
 * (settings one key at a time): as for blocks, carrying the change over would overwrite them.
 */
export function conflictingFields(current: Content, from: Content, to: Content): FieldName[] {
  if (current === from) return [];
  return fieldsOf(touchedBetween(from, to)).filter(
    (field) =>
      !sameJson(fieldValue(current, field), fieldValue(from, field)) &&
      !sameJson(fieldValue(current, field), fieldValue(to, field)),
  );
}

const insertAt = (list: string[], index: number, id: string) => {
  const at = Math.min(index, list.length);
  return [...list.slice(0, at), id, ...list.slice(at)];
};

/**
 * Carries the change from→to over onto `current`: whatever that change touched takes its value
 * and place in `to`; everything else stays as it is in `current`. Saving on an old revision
 * (from = base, to = the author's version), undo (from = after, to = before) and redo all use it.
 * When current = from, the result is exactly `to`: a save on the latest revision, the usual one,
 * is answered without comparing the two.
 */
export function carryChange(current: Content, from: Content, to: Content): Content {
  if (current === from) return to;
  const touched = touchedBetween(from, to);
  const touchedBlocks = new Set(touched.blocks);
  const touchedSections = new Set(touched.sections);

  const blocks = { ...current.blocks };
  const sections: Record<string, Section> = {};
  for (const s of Object.values(current.sections)) {
    sections[s.id] = { ...s, blockIds: s.blockIds.filter((b) => !touchedBlocks.has(b)) };
  }
  let pages: Page[] = current.pages.map((p) => ({
    ...p,
    sectionIds: p.sectionIds.filter((s) => !touchedSections.has(s)),
  }));

  // Pages: new ones in place, removed ones dropped (their sections follow below).
  const pageOrder = to.pages.map((p) => p.id);
  const byIndexInTo = (a: string, b: string) => pageOrder.indexOf(a) - pageOrder.indexOf(b);
  // Every touched page is taken out first, then put back in ascending index: taking one out while
  // others are being placed would shift the untouched pages between them.
  const touchedPages = new Set(touched.pages);
  const takenOut = new Map(pages.filter((p) => touchedPages.has(p.id)).map((p) => [p.id, p]));
  pages = pages.filter((p) => !touchedPages.has(p.id));
  for (const id of [...touched.pages].sort(byIndexInTo)) {
    const inTo = pageOrder.indexOf(id);
    const existing = takenOut.get(id);
    if (inTo >= 0) pages.splice(Math.min(inTo, pages.length), 0, existing ?? { id, sectionIds: [] });
    else if (existing?.sectionIds.length) pages.push(existing);
  }
  const ensurePage = (id: string) => {
    if (!pages.some((p) => p.id === id)) pages.push({ id, sectionIds: [] });
  };

  // Sections: re-placed where `to` has them, in ascending index so each lands exactly.
  const sectionMoves = touched.sections
    .map((id) => ({ id, at: sectionPlacementOf(to, id) }))
    .sort((a, b) => (a.at?.index ?? 0) - (b.at?.index ?? 0));
  for (const { id, at } of sectionMoves) {
    if (!at) {
      const left = sections[id];
      if (left && left.blockIds.length === 0) delete sections[id];
      else if (left) {
        const back = sectionPlacementOf(current, id)!;
        pages = pages.map((p) =>
          p.id === back.pageId ? { ...p, sectionIds: insertAt(p.sectionIds, back.index, id) } : p,
        );
      }
      continue;
    }
    ensurePage(at.pageId);
    sections[id] = { id, pageId: at.pageId, sizes: to.sections[id]!.sizes, blockIds: sections[id]?.blockIds ?? [] };
    pages = pages.map((p) => (p.id === at.pageId ? { ...p, sectionIds: insertAt(p.sectionIds, at.index, id) } : p));
  }

  // Blocks: the value of `to`, in its place there.
  const blockMoves = touched.blocks
    .map((id) => ({ id, at: placementOf(to, id) }))
    .sort((a, b) => (a.at?.index ?? 0) - (b.at?.index ?? 0));
  for (const { id, at } of blockMoves) {
    if (!at) {
      delete blocks[id];
      continue;
    }
    blocks[id] = to.blocks[id]!;
    if (!sections[at.sectionId]) {
      // Someone else removed the section meanwhile: bring it back, at the end of its page.
      const pageId = to.sections[at.sectionId]!.pageId;
      ensurePage(pageId);
      sections[at.sectionId] = { id: at.sectionId, pageId, sizes: to.sections[at.sectionId]!.sizes, blockIds: [] };
      pages = pages.map((p) => (p.id === pageId ? { ...p, sectionIds: [...p.sectionIds, at.sectionId] } : p));
    }
    const section = sections[at.sectionId]!;
    sections[at.sectionId] = { ...section, blockIds: insertAt(section.blockIds, at.index, id) };
  }

  const settings = { ...current.settings };
  for (const key of touched.settings) Object.assign(settings, { [key]: to.settings[key] });
  return {
    title: touched.title ? to.title : current.title,
    description: touched.description ? to.description : current.description,
    settings,
    pages,
    sections,
    blocks,
  };
}
