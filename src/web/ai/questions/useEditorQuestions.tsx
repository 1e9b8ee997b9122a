import { useState } from 'react';
import type { Content } from '../../../modules/courses/content';
import { useEditingCourse } from '../../blocks/media/EditingCourse';
import type { EditorQuestions, QuestionsAnchor } from '../../editor/assistantSlot';
import type { DraftPatch } from '../../editor/draftPatch';
import { sectionOrder } from '../../editor/structureOps';
import { GenerateQuestionsDialog, type QuestionsAsked } from './GenerateQuestionsDialog';
import { QuestionSetView } from './QuestionSetView';
import { useQuestionSets } from './useQuestionSets';

/**
 * The questions of one editor's block list (its EditorAssistant.useQuestions): the sets being
 * written, each shown where it goes, and the dialog that asks for a set at a place.
 */
export function useEditorQuestions(editing: {
  content: Content;
  change: (patch: DraftPatch) => void;
  focus: (blockId: string) => void;
}): EditorQuestions {
  const { content } = editing;
  const courseId = useEditingCourse();
  const questionSets = useQuestionSets(editing);
  const [asking, setAsking] = useState<QuestionsAnchor | null>(null);
  const sections = sectionOrder(content);

  const start = (anchor: QuestionsAnchor, asked: QuestionsAsked) => {
    setAsking(null);
    const replacing = 'replacing' in anchor ? anchor.replacing : null;
    const afterSectionId = replacing
      ? sections.find((sectionId) => content.sections[sectionId]?.blockIds.includes(replacing))
      : (anchor as { afterSectionId: string | null | undefined }).afterSectionId;
    questionSets.start({ courseId, afterSectionId, replacing, ...asked });
  };

  return {
    replaced: new Set(questionSets.sets.flatMap((set) => (set.writing && set.replacing ? [set.replacing] : []))),
    setsAfter: (anchor) =>
      questionSets.sets
        .filter((set) =>
          anchor === undefined
            ? set.afterSectionId === undefined ||
              (set.afterSectionId !== null && !sections.includes(set.afterSectionId))
            : set.afterSectionId === anchor,
        )
        .map((set) => <QuestionSetView key={set.id} actor={set.actor} />),
    ask: setAsking,
    dialog: asking && (
      <GenerateQuestionsDialog
        content={content}
        onStart={(asked) => start(asking, asked)}
        onClose={() => setAsking(null)}
      />
    ),
  };
}
