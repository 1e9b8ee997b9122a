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
import { addBlocksPatch, sectionOrder } from '../../editor/structureOps';
import { endBeforeAiNotice } from '../aiUsed';

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
 * `afterSectionId` (at the end, before the AI disclaimer, when that section is gone), in place of
 * the block they replace.
 */
export function questionsPatch(
  content: Content,
  blocks: Block[],
  afterSectionId: string | null | undefined,
  replacing: string | null,
): DraftPatch {
  const placed =
    afterSectionId === null || (afterSectionId !== undefined && sectionOrder(content).includes(afterSectionId));
  const added = addBlocksPatch(content, blocks, placed ? afterSectionId : endBeforeAiNotice(content));
  const working = workingContent(content, added);
  if (!replacing || !working.blocks[replacing]) return added;
  return {
    ...added,
    [blockKey(replacing)]: null,
    structure: structureOf(withBlocksDeleted(working, [replacing])),
  };
}
