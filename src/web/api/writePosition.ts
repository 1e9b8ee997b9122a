import { comparePositions } from '../live/position';

let latest: string | undefined;

/** Remembers the newest global position this tab wrote, so list reads can wait for it (read-your-writes). */
export function noteWrite(position: string): void {
  if (latest === undefined || comparePositions(position, latest) > 0) latest = position;
}

export const lastWritePosition = (): string | undefined => latest;
