import {
  emptyState,
  isChecked,
  isRightAnswer,
  isSettled,
  keepBlocks,
  type LearnerModule,
  type LearnerState,
  learnerReducer,
} from '../../delivery';
import type { AnswerChecked, PlaceKept, ProgressEvent } from './events';

/** Where a learner is in a module and what they did, as the server keeps it. */
export type Progress = { state: LearnerState; location: string };

/** What the player sends: answers not yet acknowledged, in the order given, and where the learner is now. */
export type Sent = {
  language: string;
  answers: { id: string; questionId: string; given: string[] }[];
  location: string;
  seen: string[];
  games: Record<string, { tries: number; completed: boolean }>;
};

type Who = Pick<AnswerChecked, 'platformId' | 'learner' | 'courseId'>;

/** The learner's progress from their stream, kept to the blocks the module still has. */
export function progressOf(
  events: ProgressEvent[],
  module: Pick<LearnerModule, 'blocks'>,
): Progress & { answerIds: Set<string> } {
  let state = emptyState;
  let location = '';
  const answerIds = new Set<string>();
  for (const event of events) {
    if (event.type === 'LtiAnswerChecked') {
      const { questionId, given, correct, answerId } = event.data;
      answerIds.add(answerId);
      state = learnerReducer(state, { type: 'answered', questionId, given, correct });
      continue;
    }
    for (const blockId of event.data.seen) state = learnerReducer(state, { type: 'seen', blockId });
    for (const [gameId, game] of Object.entries(event.data.games))
      state = learnerReducer(state, { type: 'played', gameId, ...game });
    location = event.data.location;
  }
  const ids = new Set(module.blocks.map((b) => b.id));
  return { state: keepBlocks(state, ids), location: ids.has(location) ? location : '', answerIds };
}

/**
 * What to keep of what the player sent: each new answer to a question (or a sorting) of the module that still
 * has attempts, checked here against the module's hashes (never the player's word for it); the
 * place, the new blocks seen and the changed games, when anything changed.
 */
export async function progressEvents(
  module: LearnerModule,
  kept: ReturnType<typeof progressOf>,
  sent: Sent,
  who: Who,
): Promise<ProgressEvent[]> {
  const events: ProgressEvent[] = [];
  let state = kept.state;
  for (const answer of sent.answers) {
    const question = module.blocks.find((b) => b.id === answer.questionId);
    if (!question || !isChecked(question) || kept.answerIds.has(answer.id)) continue;
    if (isSettled(module, state, question.id)) continue;
    const correct = await isRightAnswer(question, answer.given);
    const data = {
      ...who,
      answerId: answer.id,
      questionId: question.id,
      given: answer.given,
      correct,
      language: module.language,
    };
    events.push({ type: 'LtiAnswerChecked', data });
    kept.answerIds.add(answer.id);
    state = learnerReducer(state, { type: 'answered', questionId: question.id, given: answer.given, correct });
  }
  const place = placeChange(module, { state, location: kept.location }, sent);
  if (place) events.push({ type: 'LtiPlaceKept', data: { ...who, ...place } });
  return events;
}

function placeChange(
  module: LearnerModule,
  { state, location }: Progress,
  sent: Sent,
): Omit<PlaceKept, keyof Who> | null {
  const blocks = new Map(module.blocks.map((b) => [b.id, b]));
  const seen = [...new Set(sent.seen)].filter((id) => blocks.has(id) && !state.seen.includes(id));
  const games = Object.fromEntries(
    Object.entries(sent.games).filter(([id, game]) => {
      const before = state.games[id];
      return (
        (blocks.get(id)?.type === 'CVRBlockComponent' || !!module.played?.includes(id)) &&
        (before?.tries !== game.tries || before.completed !== game.completed)
      );
    }),
  );
  const at = blocks.has(sent.location) ? sent.location : location;
  if (at === location && seen.length === 0 && Object.keys(games).length === 0) return null;
  return { location: at, seen, games };
}
