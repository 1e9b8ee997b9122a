/**
 * Where a learner put an item, as the player keeps it (a question's `given`) and hashes it. Apart
 * from the sorting's check: the player reports places to the LMS, only the sorting's view checks them.
 */
export const placeOf = (itemId: string, pileId: string) => `${itemId}:${pileId}`;
export const itemOfPlace = (place: string) => place.slice(0, place.indexOf(':'));
export const pileOfPlace = (place: string) => place.slice(place.indexOf(':') + 1);
