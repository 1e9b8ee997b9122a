import { assign, emit, fromCallback, setup } from 'xstate';
import type { GeneratedQuestion } from '../../../modules/ai/shared';
import { describeAiError, generateQuestions } from '../../api/ai';

/** Where a set of generated questions goes, and what it is drawn from. */
export interface QuestionSetRequest {
  courseId: string;
  /** The questions go after this section; null: at the start; undefined: at the end. */
  afterSectionId: string | null | undefined;
  /** An in-between block the questions take the place of: hidden meanwhile, shown again if they fail. */
  replacing: string | null;
  count: number;
  prompt: string;
  /** The text to draw from; empty: the whole module. */
  content: string;
}

export type QuestionSetEvent =
  | { type: 'answered'; questions: GeneratedQuestion[] }
  | { type: 'failed'; error: unknown }
  | { type: 'cancel' }
  | { type: 'retry' }
  | { type: 'dismiss' };

export type QuestionSetEmitted =
  | { type: 'filled'; questions: GeneratedQuestion[]; placeholderIds: string[] }
  | { type: 'failure'; error: unknown };

interface QuestionSetContext extends QuestionSetRequest {
  /** One per question asked for: the placeholder blocks shown while the assistant writes, then the questions' ids. */
  placeholderIds: string[];
  error: string | null;
}

/** Asks the assistant; stopping it (cancel, the editor closing) aborts the call. */
const askForQuestions = fromCallback<QuestionSetEvent, QuestionSetRequest>(({ sendBack, input }) => {
  const controller = new AbortController();
  const { courseId, prompt, content, count } = input;
  generateQuestions({ courseId, prompt, content, numberOfQuestions: count }, controller.signal).then(
    ({ questions }) => sendBack({ type: 'answered', questions }),
    (error: unknown) => controller.signal.aborted || sendBack({ type: 'failed', error }),
  );
  return () => controller.abort();
});

export const shortfallMessage = (written: number, asked: number) =>
  written === 0
    ? 'The assistant found nothing to ask about in this text. Add more text to the module, then try again.'
    : `The assistant wrote ${written} of the ${asked} questions asked for: the text is too short for more. Add text or ask for fewer.`;

/**
 * One set of generated questions (SPEC §4): its placeholders show at once; a full answer fills them
 * (emitted as `filled`, for the editor to insert in one change); a failure or a short answer removes
 * them and records the error on the set, with the in-between block it replaced shown again.
 */
export const questionSetMachine = setup({
  types: {
    context: {} as QuestionSetContext,
    input: {} as QuestionSetRequest & { placeholderIds: string[] },
    events: {} as QuestionSetEvent,
    emitted: {} as QuestionSetEmitted,
  },
  actors: { askForQuestions },
  guards: {
    complete: ({ context, event }) => event.type === 'answered' && event.questions.length >= context.count,
  },
  actions: {
    fill: emit(({ context, event }) => ({
      type: 'filled' as const,
      questions: (event as Extract<QuestionSetEvent, { type: 'answered' }>).questions.slice(0, context.count),
      placeholderIds: context.placeholderIds,
    })),
    recordShortfall: assign({
      error: ({ context, event }) =>
        shortfallMessage((event as Extract<QuestionSetEvent, { type: 'answered' }>).questions.length, context.count),
    }),
    recordFailure: assign({ error: ({ event }) => describeAiError((event as { error: unknown }).error) }),
    reportFailure: emit(({ event }) => ({ type: 'failure' as const, error: (event as { error: unknown }).error })),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'questionSet',
  context: ({ input }) => ({ ...input, error: null }),
  initial: 'generating',
  states: {
    generating: {
      invoke: { src: 'askForQuestions', input: ({ context }) => context },
      on: {
        answered: [
          { guard: 'complete', target: 'filled', actions: 'fill' },
          { target: 'failed', actions: 'recordShortfall' },
        ],
        failed: { target: 'failed', actions: ['recordFailure', 'reportFailure'] },
        cancel: 'dismissed',
      },
    },
    failed: {
      on: {
        retry: { target: 'generating', actions: 'clearError' },
        dismiss: 'dismissed',
      },
    },
    filled: { type: 'final' },
    dismissed: { type: 'final' },
  },
});
