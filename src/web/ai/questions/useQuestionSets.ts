import { useCallback, useEffect, useRef, useState } from 'react';
import { type ActorRefFrom, createActor } from 'xstate';
import type { Content } from '../../../modules/courses/content';
import { type DraftPatch, workingContent } from '../../editor/draftPatch';
import { aiUsedPatch } from '../aiUsed';
import { newId } from '../../newId';
import { useAssistant } from '../useAssistant';
import { questionBlock, questionsPatch } from './questionPatch';
import { type QuestionSetRequest, questionSetMachine } from './questionSet.machine';

export type QuestionSetActor = ActorRefFrom<typeof questionSetMachine>;

/** A set being written, or one that failed and shows why. */
export interface QuestionSet {
  id: string;
  actor: QuestionSetActor;
  afterSectionId: string | null | undefined;
  replacing: string | null;
  writing: boolean;
}

interface Editing {
  content: Content;
  change: (patch: DraftPatch) => void;
  /** The first question written takes the focus. */
  focus: (blockId: string) => void;
}

/**
 * The question sets the assistant is writing in this editor. A set that comes back full goes into
 * the module in one change; one that fails stays until dismissed or retried.
 */
export function useQuestionSets(editing: Editing) {
  const latest = useRef(editing);
  latest.current = editing;
  const { noteFailure } = useAssistant();
  const [sets, setSets] = useState<QuestionSet[]>([]);
  const actors = useRef(new Set<QuestionSetActor>());

  const start = useCallback(
    (request: QuestionSetRequest) => {
      const id = newId();
      const placeholderIds = Array.from({ length: request.count }, () => newId());
      const actor = createActor(questionSetMachine, { input: { ...request, placeholderIds } });
      actor.on('filled', ({ questions, placeholderIds: ids }) => {
        const { content, change, focus } = latest.current;
        const blocks = questions.map((question, i) => questionBlock(question, ids[i]!, newId));
        const added = questionsPatch(content, blocks, request.afterSectionId, request.replacing);
        change({ ...added, ...aiUsedPatch(workingContent(content, added)) });
        focus(ids[0]!);
      });
      actor.on('failure', ({ error }) => noteFailure(error));
      actor.subscribe((snapshot) => {
        if (snapshot.status === 'done') {
          actors.current.delete(actor);
          setSets((all) => all.filter((set) => set.id !== id));
          return;
        }
        const writing = snapshot.matches('generating');
        setSets((all) => all.map((set) => (set.id === id && set.writing !== writing ? { ...set, writing } : set)));
      });
      actors.current.add(actor);
      setSets((all) => [
        ...all,
        { id, actor, afterSectionId: request.afterSectionId, replacing: request.replacing, writing: true },
      ]);
      actor.start();
    },
    [noteFailure],
  );

  // Leaving the editor cancels what is still being written (the calls are aborted).
  useEffect(() => {
    const running = actors.current;
    return () => {
      for (const actor of running) actor.stop();
      running.clear();
    };
  }, []);

  return { sets, start };
}
