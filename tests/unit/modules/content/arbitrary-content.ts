import fc from 'fast-check';
import type { Block } from '../../../../src/modules/courses/content/blocks';
import { emptyContent, evolveContent, type Content } from '../../../../src/modules/courses/content/content';
import type { ContentEvent } from '../../../../src/modules/courses/content/content-events';

/** A random edit, resolved against the content it applies to (indexes pick among what exists). */
type Edit =
  | { kind: 'addPage'; at: number }
  | { kind: 'addSection'; page: number; at: number; sizes: string }
  | { kind: 'addBlock'; section: number; at: number; text: string }
  | { kind: 'changeBlock'; block: number; text: string }
  | { kind: 'moveBlock'; block: number; section: number; at: number }
  | { kind: 'deleteBlock'; block: number }
  | { kind: 'moveSection'; section: number; page: number; at: number }
  | { kind: 'resizeSection'; section: number; sizes: string }
  | { kind: 'removeSection'; section: number }
  | { kind: 'removePage'; page: number }
  | { kind: 'movePage'; page: number; at: number }
  | { kind: 'settings'; passScore: number }
  | { kind: 'rename'; title: string };

const small = fc.nat({ max: 6 });
const sizes = fc.constantFrom('co-12', 'co-6 co-6', 'co-4 co-8');
export const editArbitrary: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ kind: fc.constant('addPage' as const), at: small }),
  fc.record({ kind: fc.constant('addSection' as const), page: small, at: small, sizes }),
  fc.record({ kind: fc.constant('addBlock' as const), section: small, at: small, text: fc.string({ maxLength: 5 }) }),
  fc.record({ kind: fc.constant('addBlock' as const), section: small, at: small, text: fc.string({ maxLength: 5 }) }),
  fc.record({ kind: fc.constant('changeBlock' as const), block: small, text: fc.string({ maxLength: 5 }) }),
  fc.record({ kind: fc.constant('moveBlock' as const), block: small, section: small, at: small }),
  fc.record({ kind: fc.constant('deleteBlock' as const), block: small }),
  fc.record({ kind: fc.constant('moveSection' as const), section: small, page: small, at: small }),
  fc.record({ kind: fc.constant('resizeSection' as const), section: small, sizes }),
  fc.record({ kind: fc.constant('removeSection' as const), section: small }),
  fc.record({ kind: fc.constant('removePage' as const), page: small }),
  fc.record({ kind: fc.constant('movePage' as const), page: small, at: small }),
  fc.record({ kind: fc.constant('settings' as const), passScore: fc.nat({ max: 100 }) }),
  fc.record({ kind: fc.constant('rename' as const), title: fc.string({ maxLength: 8 }) }),
);

const pick = <T>(list: T[], i: number): T | undefined => (list.length ? list[i % list.length] : undefined);
const textBlock = (id: string, html: string): Block => ({
  id,
  type: 'TextBlockComponent',
  title: 'Text',
  data: { html },
});

/** The events of one edit (one "change"); `serial` makes fresh ids. */
export function eventsOf(content: Content, edit: Edit, serial: number): ContentEvent[] {
  const courseId = 'c1';
  const sectionIds = Object.keys(content.sections);
  const blockIds = Object.keys(content.blocks);
  const page = 'page' in edit ? pick(content.pages, edit.page) : undefined;
  switch (edit.kind) {
    case 'addPage':
      return [{ type: 'PageAdded', data: { courseId, pageId: `p${serial}`, index: edit.at } }];
    case 'addSection':
      return page
        ? [
            {
              type: 'SectionAdded',
              data: { courseId, pageId: page.id, sectionId: `s${serial}`, index: edit.at, sizes: edit.sizes },
            },
          ]
        : [];
    case 'addBlock': {
      const sectionId = pick(sectionIds, edit.section);
      return sectionId
        ? [
            {
              type: 'BlockAdded',
              data: { courseId, sectionId, index: edit.at, block: textBlock(`b${serial}`, edit.text) },
            },
          ]
        : [];
    }
    case 'changeBlock': {
      const id = pick(blockIds, edit.block);
      return id ? [{ type: 'BlockChanged', data: { courseId, block: textBlock(id, edit.text) } }] : [];
    }
    case 'moveBlock': {
      const blockId = pick(blockIds, edit.block);
      const sectionId = pick(sectionIds, edit.section);
      return blockId && sectionId
        ? [{ type: 'BlockMoved', data: { courseId, blockId, sectionId, index: edit.at } }]
        : [];
    }
    case 'deleteBlock': {
      const blockId = pick(blockIds, edit.block);
      return blockId ? [{ type: 'BlockDeleted', data: { courseId, blockId } }] : [];
    }
    case 'moveSection': {
      const sectionId = pick(sectionIds, edit.section);
      return sectionId && page
        ? [{ type: 'SectionMoved', data: { courseId, sectionId, pageId: page.id, index: edit.at } }]
        : [];
    }
    case 'resizeSection': {
      const sectionId = pick(sectionIds, edit.section);
      return sectionId ? [{ type: 'SectionResized', data: { courseId, sectionId, sizes: edit.sizes } }] : [];
    }
    case 'removeSection': {
      const sectionId = pick(sectionIds, edit.section);
      return sectionId ? [{ type: 'SectionRemoved', data: { courseId, sectionId } }] : [];
    }
    case 'removePage':
      return page ? [{ type: 'PageRemoved', data: { courseId, pageId: page.id } }] : [];
    case 'movePage':
      return page ? [{ type: 'PageMoved', data: { courseId, pageId: page.id, index: edit.at } }] : [];
    case 'settings':
      return [
        {
          type: 'CourseSettingsChanged',
          data: { courseId, settings: { quiz: { ...content.settings.quiz, passScore: edit.passScore } } },
        },
      ];
    case 'rename':
      return [{ type: 'CourseRenamed', data: { courseId, title: edit.title } }];
  }
}

export const applyAll = (content: Content, events: ContentEvent[]) => events.reduce(evolveContent, content);

/** The contents after each edit, starting with a small course. */
export function statesAfter(edits: Edit[]): Content[] {
  let content = applyAll(emptyContent('Start', ''), [
    { type: 'PageAdded', data: { courseId: 'c1', pageId: 'p0', index: 0 } },
    { type: 'SectionAdded', data: { courseId: 'c1', pageId: 'p0', sectionId: 's0', index: 0, sizes: 'co-12' } },
    { type: 'BlockAdded', data: { courseId: 'c1', sectionId: 's0', index: 0, block: textBlock('b0', 'hello') } },
  ]);
  const states = [content];
  edits.forEach((edit, i) => {
    content = applyAll(content, eventsOf(content, edit, i + 1));
    states.push(content);
  });
  return states;
}

export const contentsArbitrary = fc.array(editArbitrary, { maxLength: 25 }).map(statesAfter);
