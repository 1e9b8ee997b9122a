/** What a learner did in a module: each question's attempts and result, each game's result, and which blocks were seen. */
export type QuestionState = { attempts: number; correct: boolean; given: string[] };
/** The last finished round of a game (how many pairs were tried to match them all), or a scenario's last way to an end (how many replies). */
type GameResult = { tries: number; completed: boolean };
export type LearnerState = {
  questions: Record<string, QuestionState>;
  games: Record<string, GameResult>;
  seen: string[];
};

export const emptyState: LearnerState = { questions: {}, games: {}, seen: [] };

export type LearnerAction =
  | { type: 'answered'; questionId: string; given: string[]; correct: boolean }
  | { type: 'played'; gameId: string; tries: number; completed: boolean }
  | { type: 'seen'; blockId: string };

export function learnerReducer(state: LearnerState, action: LearnerAction): LearnerState {
  switch (action.type) {
    case 'answered': {
      const before = state.questions[action.questionId];
      const next = { attempts: (before?.attempts ?? 0) + 1, correct: action.correct, given: action.given };
      return { ...state, questions: { ...state.questions, [action.questionId]: next } };
    }
    case 'played': {
      const completed = action.completed || !!state.games[action.gameId]?.completed;
      return { ...state, games: { ...state.games, [action.gameId]: { tries: action.tries, completed } } };
    }
    case 'seen':
      return state.seen.includes(action.blockId) ? state : { ...state, seen: [...state.seen, action.blockId] };
  }
}

/** Only what belongs to blocks the module still has (a new publish may have removed some). */
export function keepBlocks(state: LearnerState, blockIds: Set<string>): LearnerState {
  const kept = <T>(record: Record<string, T>) =>
    Object.fromEntries(Object.entries(record).filter(([id]) => blockIds.has(id)));
  return {
    questions: kept(state.questions),
    games: kept(state.games),
    seen: state.seen.filter((id) => blockIds.has(id)),
  };
}

/**
 * Compact form for suspend data: { q: { id: [attempts, correct 0|1, ...given] }, g: { id: [tries,
 * completed 0|1] }, s: [seen ids] }.
 */
type Compact = {
  q: Record<string, [number, 0 | 1, ...string[]]>;
  g?: Record<string, [number, 0 | 1]>;
  s: string[];
};

function compact(state: LearnerState, withGiven: boolean, withSeen: boolean): string {
  const q: Compact['q'] = {};
  for (const [id, s] of Object.entries(state.questions))
    q[id] = [s.attempts, s.correct ? 1 : 0, ...(withGiven ? s.given : [])];
  const g: NonNullable<Compact['g']> = {};
  for (const [id, r] of Object.entries(state.games)) g[id] = [r.tries, r.completed ? 1 : 0];
  return JSON.stringify({ q, g, s: withSeen ? state.seen : [] } satisfies Compact);
}

/** FNV-1a of a block id, as 5 base-36 characters: short enough to pack hundreds of questions in 4,096 characters. */
function shortHash(id: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) hash = Math.imul(hash ^ id.charCodeAt(i), 0x01000193) >>> 0;
  return (hash % 36 ** 5).toString(36).padStart(5, '0');
}

/**
 * The last resort, for a module too big for the compact form: each question in 7 characters (its
 * id's short hash, its attempts in base 36, 0|1), games as in the compact form, no blocks seen.
 * The module's own block ids turn the hashes back into questions.
 */
function packed(state: LearnerState): string {
  const p = Object.entries(state.questions)
    .map(([id, s]) => `${shortHash(id)}${Math.min(s.attempts, 35).toString(36)}${s.correct ? 1 : 0}`)
    .join('');
  const g: NonNullable<Compact['g']> = {};
  for (const [id, r] of Object.entries(state.games)) g[id] = [r.tries, r.completed ? 1 : 0];
  return JSON.stringify({ p, g });
}

function unpacked(p: string, blockIds: string[]): Record<string, QuestionState> {
  const byHash = new Map(blockIds.map((id) => [shortHash(id), id]));
  const questions: Record<string, QuestionState> = {};
  for (let at = 0; at + 7 <= p.length; at += 7) {
    const id = byHash.get(p.slice(at, at + 5));
    const attempts = Number.parseInt(p[at + 5]!, 36);
    if (id && attempts > 0) questions[id] = { attempts, correct: p[at + 6] === '1', given: [] };
  }
  return questions;
}

/**
 * The state as suspend data within `limit` characters (4,096 in SCORM 1.2, 64,000 in 2004): the
 * answers given go first, then the blocks seen, then the ids in full (packed); attempts, results
 * and game results always stay, up to about 550 questions in SCORM 1.2.
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
  const text = packed(state);
  return text.length <= limit ? text : '';
}

const isEntry = (entry: unknown): entry is [number, ...unknown[]] =>
  Array.isArray(entry) && typeof entry[0] === 'number';

/** `blockIds`: the module's, which packed suspend data needs to name its questions. */
export function fromSuspendData(text: string, blockIds: string[] = []): LearnerState {
  try {
    const parsed = JSON.parse(text) as Partial<Compact> & { p?: unknown };
    const questions: Record<string, QuestionState> = typeof parsed.p === 'string' ? unpacked(parsed.p, blockIds) : {};
    for (const [id, entry] of Object.entries(parsed.q ?? {})) {
      if (!isEntry(entry)) continue;
      const [attempts, correct, ...given] = entry;
      questions[id] = {
        attempts,
        correct: correct === 1,
        given: given.filter((g): g is string => typeof g === 'string'),
      };
    }
    const games: Record<string, GameResult> = {};
    for (const [id, entry] of Object.entries(parsed.g ?? {}))
      if (isEntry(entry)) games[id] = { tries: entry[0], completed: entry[1] === 1 };
    const seen = Array.isArray(parsed.s) ? parsed.s.filter((s): s is string => typeof s === 'string') : [];
    return { questions, games, seen };
  } catch {
    return emptyState;
  }
}
