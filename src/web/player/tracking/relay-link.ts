import type { LmsLink, Snapshot } from './link';
import { isFrom, type ToLauncher, type ToPlayer } from './relay-protocol';

export type DispatchStart = ToPlayer;

const isString = (value: unknown): value is string => typeof value === 'string';

/**
 * The dispatch package's start message, checked by hand (no schema library in the player's bundle):
 * the session it opened, the LMS snapshot and the LMS's limit on suspend data; null when it is not one.
 */
export function readStart(data: unknown): DispatchStart | null {
  const start = data as Partial<Record<keyof ToPlayer, unknown>>;
  const snapshot = start.snapshot as Partial<Record<keyof Snapshot, unknown>> | null | undefined;
  const { session, suspendLimit } = start;
  if (start.tessera !== 1 || start.type !== 'start') return null;
  if (!isString(session) || session.length < 1 || session.length > 2000) return null;
  if (!Number.isInteger(suspendLimit) || (suspendLimit as number) <= 0) return null;
  if (typeof snapshot !== 'object' || snapshot === null) return null;
  const { learnerId, learnerName, entry, location, suspendData, masteryScore } = snapshot;
  if (![learnerId, learnerName, entry, location, suspendData].every(isString)) return null;
  if (masteryScore !== null && typeof masteryScore !== 'number') return null;
  // Dispatch packages already in LMSs were made before the LMS's language was passed on.
  const language = snapshot.language ?? '';
  if (!isString(language) || language.length > 100) return null;
  return {
    tessera: 1,
    type: 'start',
    session,
    suspendLimit: suspendLimit as number,
    snapshot: {
      learnerId: learnerId as string,
      learnerName: learnerName as string,
      entry: entry as string,
      location: location as string,
      suspendData: suspendData as string,
      masteryScore,
      language,
    },
  };
}

const post = (win: Window, lmsOrigin: string, message: ToLauncher) => win.parent.postMessage(message, lmsOrigin);

/** Tells the dispatch package the player is ready and waits for its start message (session and LMS snapshot). */
export function awaitDispatchStart(win: Window, lmsOrigin: string): Promise<DispatchStart> {
  return new Promise((resolve) => {
    const onMessage = (event: MessageEvent) => {
      if (!isFrom(event, lmsOrigin, win.parent)) return;
      const start = readStart(event.data);
      if (!start) return;
      win.removeEventListener('message', onMessage);
      resolve(start);
    };
    win.addEventListener('message', onMessage);
    post(win, lmsOrigin, { tessera: 1, type: 'ready' });
  });
}

/** The player's link through the dispatch package: every report and answer goes to the LMS frame, which writes it to the LMS. */
export function relayLink(win: Window, lmsOrigin: string, start: DispatchStart): LmsLink {
  return {
    snapshot: start.snapshot,
    suspendLimit: start.suspendLimit,
    report: (report) => post(win, lmsOrigin, { tessera: 1, type: 'report', report }),
    record: (interaction) => post(win, lmsOrigin, { tessera: 1, type: 'interaction', interaction }),
    // The dispatch package finishes the LMS session itself when the LMS closes it.
    finish: () => undefined,
  };
}
