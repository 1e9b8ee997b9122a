import { PlayerError } from '../api';
import type { LmsLink } from './link';

/** cmi5-on-demand in the classic player (vite.classic-player.config.ts): a web package is never launched as a cmi5 AU. */
export async function cmi5Link(_win: Window): Promise<LmsLink> {
  throw new PlayerError('player.noCmi5');
}
