import type { Messages } from './pack';

/**
 * The packs the player fetches, the one the module is shown in only: each is its own small file,
 * in every package beside the player (the classic web-package player has them inlined).
 */
export const PACK_LOADERS: Record<string, () => Promise<Messages>> = {
  es: () => import('./es').then((m) => m.es),
  ca: () => import('./ca').then((m) => m.ca),
  fr: () => import('./fr').then((m) => m.fr),
  de: () => import('./de').then((m) => m.de),
  pt: () => import('./pt').then((m) => m.pt),
  it: () => import('./it').then((m) => m.it),
  nl: () => import('./nl').then((m) => m.nl),
  ar: () => import('./ar').then((m) => m.ar),
};
