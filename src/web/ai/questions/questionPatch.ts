import type { GeneratedQuestion } from '../../../modules/ai/shared';
import {
  type Block,
  type BlockOf,
  type Content,
  OPTION_ID_LENGTH,
  structureOf,
  withBlocksDeleted,
} from '../../../modules/courses/content';
import { blockKey, type DraftPatch, workingContent } from '../../editor/draftPatch';
import { addBlockPatch, sectionOrder } from '../../editor/structureOps';

/** What the assistant wrote, as a question block of the module (its id: the placeholder's). */
export function questionBlock(
  question: GeneratedQuestion,
  blockId: string,
  newId: (length: number) => string,
): BlockOf<'QuestionBlockComponent'> {
  const options = question.options.map((option) => ({ id: newId(OPTION_ID_LENGTH), value: option.value }));
  return {
    id: blockId,
    type: 'QuestionBlockComponent',
    title: 'Question',
    promptAiType: 'questions',
    data: {
      title: question.title,
      type: question.type,
      options,
      answer: options.filter((_, i) => question.options[i]!.correct).map((o) => o.id),
      caseSensitive: false,
      feedbackByChoices: {},
      answerTags: [],
    },
  };
}

/**
 * The questions in one change (one step to undo), each in a section of its own after
 * `afterSectionId` (at the end when that section is gone), in place of the block they replace.
 */
export function questionsPatch(
  content: Content,
  blocks: Block[],
  afterSectionId: string | null | undefined,
  replacing: string | null,
): DraftPatch {
  let after = afterSectionId && !sectionOrder(content).includes(afterSectionId) ? undefined : afterSectionId;
  let working = content;
  let patch: DraftPatch = {};
  for (const block of blocks) {
    const step = addBlockPatch(working, block, after);
    working = workingContent(working, step);
    patch = { ...patch, ...step };
    after = Object.values(working.sections).find((s) => s.blockIds.includes(block.id))?.id;
  }
  if (!replacing || !working.blocks[replacing]) return patch;
  const without = withBlocksDeleted(working, [replacing]);
  return { ...patch, [blockKey(replacing)]: null, structure: structureOf(without) };
}
