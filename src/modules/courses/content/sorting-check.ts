import { seeded, shuffled } from './game';
import { sha256 } from './hash';
import type { SortingData } from './kinds';
import { itemOfPlace, placeOf } from './sorting-places';

/** A sorting as learners receive it: items shuffled with no pile, and a hash of each item's right place. */
export type LearnerSorting = SortingData & { answerHashes: string[] };

/** The sorting's id salts the hash, so the same item and pile ids in two sortings do not look alike. */
const placeHash = (sortingId: string, place: string) => sha256(`${sortingId}:${place}`);

/** An item a learner can sort: it has words or a picture, and a pile that exists. */
const sortable = (data: SortingData) => {
  const piles = new Set(data.piles.map((p) => p.id));
  return data.items.filter((item) => (item.text.trim() !== '' || item.image?.url) && piles.has(item.pile));
};

/**
 * The learner's sorting: items in an order seeded by the ids of the sorting and its items, so it
 * is the same on every server, every load and in every language (an LMS's report of where each
 * item went reads alike), and says nothing of how the author grouped them.
 */
export async function learnerSorting(sortingId: string, data: SortingData): Promise<LearnerSorting> {
  const items = sortable(data);
  const seed = await sha256(`${sortingId}:${items.map((item) => item.id).join(',')}`);
  const order = shuffled(items.length, seeded(Number.parseInt(seed.slice(0, 8), 16)));
  const answerHashes = await Promise.all(items.map((item) => placeHash(sortingId, placeOf(item.id, item.pile))));
  return {
    ...data,
    items: order.map((i) => ({ ...items[i]!, pile: '' })),
    answerHashes: answerHashes.sort(),
  };
}

/** For each of the learner's places, in order: whether it is the item's right pile. */
export async function rightPlaces(sortingId: string, given: string[], answerHashes: string[]): Promise<boolean[]> {
  const hashes = new Set(answerHashes);
  return Promise.all(given.map(async (place) => hashes.has(await placeHash(sortingId, place))));
}

/** Every item placed once, each in its right pile. */
export async function isSortedRight(sortingId: string, given: string[], answerHashes: string[]): Promise<boolean> {
  const items = new Set(given.map(itemOfPlace));
  if (items.size !== given.length || given.length !== answerHashes.length) return false;
  return (await rightPlaces(sortingId, given, answerHashes)).every(Boolean);
}

/** The items `given` put in a wrong pile: what a check marks. */
export async function wrongItems(sortingId: string, given: string[], answerHashes: string[]): Promise<Set<string>> {
  const right = await rightPlaces(sortingId, given, answerHashes);
  return new Set(given.filter((_, i) => !right[i]).map(itemOfPlace));
}

/** Each item's right pile, found by hashing it with each pile as a check does: shown once no attempt is left. */
export async function rightPiles(sortingId: string, sorting: LearnerSorting): Promise<Record<string, string>> {
  const found = await Promise.all(
    sorting.items.map(async (item) => {
      const places = sorting.piles.map((pile) => placeOf(item.id, pile.id));
      const right = await rightPlaces(sortingId, places, sorting.answerHashes);
      return [item.id, sorting.piles[right.indexOf(true)]?.id ?? ''] as const;
    }),
  );
  return Object.fromEntries(found);
}
