import { evolveContent, type Content } from './content';
import type { ContentEvent } from './content-events';
import { sameJson } from './equal';
import type { SettingKey } from './settings';

/**
 * The events that turn `from` into `to` (both well formed: every block in one section, every
 * section in one page). Folding them over `from` gives `to`; the property tests hold it to that.
 */
export function diffContent(courseId: string, from: Content, to: Content): ContentEvent[] {
  const events: ContentEvent[] = [];
  let work = from;
  const emit = (event: ContentEvent) => {
    events.push(event);
    work = evolveContent(work, event);
  };

  if (work.title !== to.title) emit({ type: 'CourseRenamed', data: { courseId, title: to.title } });
  if (work.description !== to.description)
    emit({ type: 'CourseDescribed', data: { courseId, description: to.description } });
  const changed = (Object.keys(to.settings) as SettingKey[]).filter((k) => !sameJson(work.settings[k], to.settings[k]));
  if (changed.length) {
    emit({
      type: 'CourseSettingsChanged',
      data: { courseId, settings: Object.fromEntries(changed.map((k) => [k, to.settings[k]])) },
    });
  }

  to.pages.forEach((page, index) => {
    if (!work.pages.some((p) => p.id === page.id))
      emit({ type: 'PageAdded', data: { courseId, pageId: page.id, index } });
  });
  for (const page of to.pages) {
    page.sectionIds.forEach((sectionId, index) => {
      if (!work.sections[sectionId]) {
        emit({
          type: 'SectionAdded',
          data: { courseId, pageId: page.id, sectionId, index, sizes: to.sections[sectionId]!.sizes },
        });
      }
    });
  }

  for (const blockId of Object.keys(work.blocks)) {
    if (!to.blocks[blockId]) emit({ type: 'BlockDeleted', data: { courseId, blockId } });
  }
  for (const page of to.pages) {
    for (const sectionId of page.sectionIds) {
      to.sections[sectionId]!.blockIds.forEach((blockId, index) => {
        const block = to.blocks[blockId]!;
        if (!work.blocks[blockId]) emit({ type: 'BlockAdded', data: { courseId, sectionId, index, block } });
        else if (work.sections[sectionId]!.blockIds[index] !== blockId)
          emit({ type: 'BlockMoved', data: { courseId, blockId, sectionId, index } });
        if (!sameJson(work.blocks[blockId], block)) emit({ type: 'BlockChanged', data: { courseId, block } });
      });
    }
  }

  for (const sectionId of Object.keys(work.sections)) {
    if (!to.sections[sectionId]) emit({ type: 'SectionRemoved', data: { courseId, sectionId } });
  }
  for (const page of to.pages) {
    page.sectionIds.forEach((sectionId, index) => {
      const current = work.pages.find((p) => p.id === page.id)!;
      if (current.sectionIds[index] !== sectionId)
        emit({ type: 'SectionMoved', data: { courseId, sectionId, pageId: page.id, index } });
      const sizes = to.sections[sectionId]!.sizes;
      if (work.sections[sectionId]!.sizes !== sizes)
        emit({ type: 'SectionResized', data: { courseId, sectionId, sizes } });
    });
  }

  for (const page of work.pages) {
    if (!to.pages.some((p) => p.id === page.id)) emit({ type: 'PageRemoved', data: { courseId, pageId: page.id } });
  }
  to.pages.forEach((page, index) => {
    if (work.pages[index]?.id !== page.id) emit({ type: 'PageMoved', data: { courseId, pageId: page.id, index } });
  });
  return events;
}
