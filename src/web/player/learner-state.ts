/** What a learner did in a module: each question's attempts and result, and which blocks were seen. */
export type QuestionState = { attempts: number; correct: boolean; given: string[] };
export type LearnerState = { questions: Record<string, QuestionState>; seen: string[] };

export const emptyState: LearnerState = { questions: {}, seen: [] };

export type LearnerAction =
  | { type: 'answered'; questionId: string; given: string[]; correct: boolean }
  | { type: 'seen'; blockId: string };

export function learnerReducer(state: LearnerState, action: LearnerAction): LearnerState {
  switch (action.type) {
    case 'answered': {
      const before = state.questions[action.questionId];
      const next = { attempts: (before?.attempts ?? 0) + 1, correct: action.correct, given: action.given };
      return { ...state, questions: { ...state.questions, [action.questionId]: next } };
    }
    case 'seen':
      return state.seen.includes(action.blockId) ? state : { ...state, seen: [...state.seen, action.blockId] };
  }
}

/** Compact form for suspend data: { q: { id: [attempts, correct 0|1, ...given] }, s: [seen ids] }. */
type Compact = { q: Record<string, [number, 0 | 1, ...string[]]>; s: string[] };

function compact(state: LearnerState, withGiven: boolean, withSeen: boolean): string {
  const q: Compact['q'] = {};
  for (const [id, s] of Object.entries(state.questions))
    q[id] = [s.attempts, s.correct ? 1 : 0, ...(withGiven ? s.given : [])];
  return JSON.stringify({ q, s: withSeen ? state.seen : [] } satisfies Compact);
}

/**
 * The state as suspend data within `limit` characters (4,096 in SCORM 1.2, 64,000 in 2004): the
 * answers given go first, then the blocks seen; attempts and results always stay.
 */
export function toSuspendData(state: LearnerState, limit: number): string {
  for (const [withGiven, withSeen] of [
    [true, true],
    [false, true],
    [false, false],
  ] as const) {
    const text = compact(state, withGiven, withSeen);
    if (text.length <= limit) return text;
  }
  return '';
}

export function fromSuspendData(text: string): LearnerState {
  try {
    const parsed = JSON.parse(text) as Partial<Compact>;
    const questions: Record<string, QuestionState> = {};
    for (const [id, entry] of Object.entries(parsed.q ?? {})) {
      if (!Array.isArray(entry) || typeof entry[0] !== 'number') continue;
      const [attempts, correct, ...given] = entry;
      questions[id] = {
        attempts,
        correct: correct === 1,
        given: given.filter((g): g is string => typeof g === 'string'),
      };
    }
    const seen = Array.isArray(parsed.s) ? parsed.s.filter((s): s is string => typeof s === 'string') : [];
    return { questions, seen };
  } catch {
    return emptyState;
  }
}
