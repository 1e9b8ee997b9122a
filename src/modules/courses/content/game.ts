import type { BlockData } from './blocks';
import { sha256 } from './hash';

export type GameCard = { id: string; text: string };
/** A game as learners receive it: both sides shuffled apart, each card with an opaque id, and the hashes of the right pairs. */
export type LearnerGame = { left: GameCard[]; right: GameCard[]; pairHashes: string[] };
type Pair = BlockData<'CVRBlockComponent'>['pairs'][number];

/** The game's id salts the hash, so equal pairs of two games do not look alike. */
const pairHash = (gameId: string, leftId: string, rightId: string) => sha256(`${gameId}:${leftId}:${rightId}`);

export async function isPair(gameId: string, leftId: string, rightId: string, pairHashes: string[]): Promise<boolean> {
  return pairHashes.includes(await pairHash(gameId, leftId, rightId));
}

/** mulberry32: a small seeded generator, so a module's shuffle is the same on every server and every load. */
export function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function shuffled(count: number, random: () => number): number[] {
  const order = [...Array(count).keys()];
  for (let i = count - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/**
 * Where a pair's right side would sit beside its left side, it swaps with its neighbour: that
 * neighbour cannot match its new place (the orders are permutations), so one pass leaves no pair
 * side by side. A single pair cannot be parted.
 */
function apart(leftOrder: number[], rightOrder: number[]): number[] {
  const order = [...rightOrder];
  const n = order.length;
  if (n < 2) return order;
  for (let i = 0; i < n; i++) {
    const next = (i + 1) % n;
    if (order[i] === leftOrder[i]) [order[i], order[next]] = [order[next]!, order[i]!];
  }
  return order;
}

/** Pairs with a blank side are no pairs at all: the author has not finished them. */
const complete = (pairs: Pair[]) => pairs.filter((p) => p.left.trim() !== '' && p.right.trim() !== '');

/**
 * The learner's game: the seed is a hash of the game's id and pairs, so the shuffle is
 * deterministic; ids come from the seed and the place in the shuffled list, so they say nothing
 * of the pairing.
 */
export async function learnerGame(gameId: string, pairs: Pair[]): Promise<LearnerGame> {
  const usable = complete(pairs);
  const seed = await sha256(`${gameId}:${JSON.stringify(usable)}`);
  const random = seeded(Number.parseInt(seed.slice(0, 8), 16));
  const leftOrder = shuffled(usable.length, random);
  const rightOrder = apart(leftOrder, shuffled(usable.length, random));
  const cardId = async (side: string, place: number) =>
    `${side}${(await sha256(`${seed}:${side}:${place}`)).slice(0, 10)}`;
  const left = await Promise.all(
    leftOrder.map(async (p, place) => ({ id: await cardId('l', place), text: usable[p]!.left })),
  );
  const right = await Promise.all(
    rightOrder.map(async (p, place) => ({ id: await cardId('r', place), text: usable[p]!.right })),
  );
  const rightPlace = new Map(rightOrder.map((p, place) => [p, place]));
  const pairHashes = await Promise.all(
    leftOrder.map((p, place) => pairHash(gameId, left[place]!.id, right[rightPlace.get(p)!]!.id)),
  );
  return { left, right, pairHashes: pairHashes.sort() };
}
