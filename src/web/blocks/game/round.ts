import type { LearnerGame } from '../../../modules/courses/content';

/**
 * One round of a matching game: the cards the learner has turned or picked (`open`), the pairs
 * matched, the tries and what to announce. Memory keeps a missed pair face up until the next card
 * is turned; word match lets one card per side be picked at a time and clears a miss at once.
 */
export type Side = 'left' | 'right';
export type Rule = 'memory' | 'match';
export type OpenCard = { id: string; side: Side; text: string };
/** What to announce: a memory card turned (its words), or the verdict on two cards (the player says it in the learner's language). */
export type Said = { turned: string } | { match: boolean; first: string; second: string } | null;
export type Round = {
  rule: Rule;
  open: OpenCard[];
  matched: string[];
  tries: number;
  misses: number;
  /** The two open cards are being checked against the pair hashes. */
  checking: boolean;
  said: Said;
};
export type RoundAction = { type: 'pick'; card: OpenCard } | { type: 'checked'; match: boolean };

export const newRound = (rule: Rule): Round => ({
  rule,
  open: [],
  matched: [],
  tries: 0,
  misses: 0,
  checking: false,
  said: null,
});

function opened({ rule, open }: Round, card: OpenCard): OpenCard[] {
  if (rule === 'memory') return open.length === 2 ? [card] : [...open, card];
  if (open.some((o) => o.id === card.id)) return open.filter((o) => o.id !== card.id);
  return [...open.filter((o) => o.side !== card.side), card];
}

export function roundReducer(round: Round, action: RoundAction): Round {
  if (action.type === 'checked') {
    const tried = { ...round, tries: round.tries + 1, checking: false };
    // The verdict names both cards: a memory player hears the second card only here.
    const cards = { first: round.open[0]?.text ?? '', second: round.open[1]?.text ?? '' };
    if (action.match)
      return {
        ...tried,
        open: [],
        matched: [...round.matched, ...round.open.map((o) => o.id)],
        said: { match: true, ...cards },
      };
    const open = round.rule === 'memory' ? round.open : [];
    return { ...tried, misses: round.misses + 1, open, said: { match: false, ...cards } };
  }
  const { card } = action;
  if (round.checking || round.matched.includes(card.id)) return round;
  // A memory card already face up (and not part of a shown miss) stays as it is.
  if (round.rule === 'memory' && round.open.length < 2 && round.open.some((o) => o.id === card.id)) return round;
  const open = opened(round, card);
  const checking = open.length === 2 && (round.rule === 'memory' || open[0]!.side !== open[1]!.side);
  return { ...round, open, checking, said: round.rule === 'memory' ? { turned: card.text } : null };
}

/** The two open cards as a (left, right) pair, or null when both are on one side (never a pair). */
export function pairOf(open: OpenCard[]): { left: string; right: string } | null {
  const left = open.find((o) => o.side === 'left');
  const right = open.find((o) => o.side === 'right');
  return left && right ? { left: left.id, right: right.id } : null;
}

/** The matched pairs, in the order they were matched, each as the places of its cards: [left, right]. */
export function matchedPlaces(game: LearnerGame, matched: string[]): [number, number][] {
  const pairs: [number, number][] = [];
  for (let i = 0; i + 1 < matched.length; i += 2) {
    const ids = [matched[i]!, matched[i + 1]!];
    const left = game.left.findIndex((card) => ids.includes(card.id));
    const right = game.right.findIndex((card) => ids.includes(card.id));
    pairs.push([left, right]);
  }
  return pairs;
}
