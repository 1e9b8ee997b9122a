import { comparePositions } from './position';

let latest: string | undefined;

/**
 * Remembers the newest global position this tab wrote or heard of live, so list reads can wait
 * for the read model to include it (read-your-writes, and no stale list after a live change).
 */
export function notePosition(position: string): void {
  if (latest === undefined || comparePositions(position, latest) > 0) latest = position;
}

export const latestPosition = (): string | undefined => latest;
