import { z } from 'zod';
import type { LmsLink } from './link';
import { isFrom, type ToLauncher } from './relay-protocol';

const startSchema = z.object({
  tessera: z.literal(1),
  type: z.literal('start'),
  /** The dispatch session the package opened (it keeps the secret to itself). */
  session: z.string().min(1).max(2000),
  suspendLimit: z.number().int().positive(),
  snapshot: z.object({
    learnerId: z.string(),
    learnerName: z.string(),
    entry: z.string(),
    location: z.string(),
    suspendData: z.string(),
    masteryScore: z.number().nullable(),
    // Dispatch packages already in LMSs were made before the LMS's language was passed on.
    language: z.string().max(100).default(''),
  }),
});
export type DispatchStart = z.infer<typeof startSchema>;

const post = (win: Window, lmsOrigin: string, message: ToLauncher) => win.parent.postMessage(message, lmsOrigin);

/** Tells the dispatch package the player is ready and waits for its start message (session and LMS snapshot). */
export function awaitDispatchStart(win: Window, lmsOrigin: string): Promise<DispatchStart> {
  return new Promise((resolve) => {
    const onMessage = (event: MessageEvent) => {
      if (!isFrom(event, lmsOrigin, win.parent)) return;
      const start = startSchema.safeParse(event.data);
      if (!start.success) return;
      win.removeEventListener('message', onMessage);
      resolve(start.data);
    };
    win.addEventListener('message', onMessage);
    post(win, lmsOrigin, { tessera: 1, type: 'ready' });
  });
}

/** The player's link through the dispatch package: every report goes to the LMS frame, which writes it to the LMS. */
export function relayLink(win: Window, lmsOrigin: string, start: DispatchStart): LmsLink {
  return {
    snapshot: start.snapshot,
    suspendLimit: start.suspendLimit,
    report: (report) => post(win, lmsOrigin, { tessera: 1, type: 'report', report }),
    // The dispatch package finishes the LMS session itself when the LMS closes it.
    finish: () => undefined,
  };
}
