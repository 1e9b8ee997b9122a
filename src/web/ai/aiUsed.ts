import { useContext } from 'react';
import { type Content, hasAiNotice, isAiNotice, structureOf, withAiNotice } from '../../modules/courses/content';
import { blockKey, type DraftPatch, settingChange } from '../editor/draftPatch';
import { EditingDraft } from '../editor/EditingDraft';
import { sectionOrder } from '../editor/structureOps';
import { newId } from '../newId';

/**
 * What marks the module as made with AI (SPEC §4): `isAiUsed`, and the disclaimer block at the end
 * unless it has one. Nothing when it is marked already. Goes with the change that takes the
 * assistant's suggestion, so that both are saved, and undone, together.
 */
export function aiUsedPatch(content: Content): DraftPatch {
  if (content.settings.isAiUsed && hasAiNotice(content)) return {};
  const marked = withAiNotice(content, { blockId: newId(), sectionId: newId() });
  const notice = Object.values(marked.blocks).find((block) => isAiNotice(block) && !content.blocks[block.id]);
  return {
    ...settingChange('isAiUsed', true),
    ...(notice ? { [blockKey(notice.id)]: notice, structure: structureOf(marked) } : {}),
  };
}

/** Where the assistant's blocks go at the end of a module: before its disclaimer when that comes last. */
export function endBeforeAiNotice(content: Content): string | null | undefined {
  const order = sectionOrder(content);
  const last = order.at(-1);
  const noticeLast =
    last !== undefined && content.sections[last]?.blockIds.some((id) => isAiNotice(content.blocks[id]!));
  return noticeLast ? (order.at(-2) ?? null) : undefined;
}

/** Marks the module being edited (the course editor's EditingDraft) as made with AI. */
export function useMarkAiUsed(): () => void {
  const draft = useContext(EditingDraft);
  if (!draft) throw new Error('useMarkAiUsed outside the course editor');
  return () => {
    const patch = aiUsedPatch(draft.content());
    if (Object.keys(patch).length) draft.change(patch);
  };
}
