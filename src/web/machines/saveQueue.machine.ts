import { and, assign, fromPromise, raise, setup, type SnapshotFrom } from 'xstate';

/** A partial set of field values; a newer value for a field replaces an older one. */
export type Patch = Record<string, unknown>;

interface SaveQueueContext {
  enabled: boolean;
  /** Changes no save has taken yet. */
  pending: Patch;
  /** The changes the running save carries. */
  inFlight: Patch | null;
  /** A save was asked for while another was running; it runs when that one settles. */
  saveQueued: boolean;
  /** Consecutive failed saves, for the retry backoff. */
  failures: number;
  /** The running save has not settled for longer than a save should take. */
  slow: boolean;
}

type SaveQueueEvent =
  | { type: 'change'; patch: Patch }
  /** Drops these keys' unsaved values (the author chose another version of them). */
  | { type: 'discard'; keys: string[] }
  /** Save now (page hidden, unload, leaving the editor). */
  | { type: 'flush' }
  /** The author asked to save: runs even where autosave is off (mono modules). */
  | { type: 'saveNow' }
  | { type: 'setEnabled'; enabled: boolean };

/** Raised by the machine itself, between its regions. */
type InternalEvent = { type: 'save.requested' } | { type: 'save.started' };

const RETRY_BASE_MS = 5_000;
const RETRY_MAX_MS = 60_000;

const isEmpty = (patch: Patch): boolean => Object.keys(patch).length === 0;

/**
 * Three parallel regions:
 * - `edits` times the unsaved changes (debounce after the last change, capped by a max wait after
 *   the first) and asks for a save;
 * - `saver` runs one save at a time, queues a request that comes while one is running, restores a
 *   failed save's changes and retries; a slow save is waited for (a second save sent beside it would
 *   race it), and only one that has not settled for minutes is given up and its changes sent again;
 * - `indicator` keeps "Saving…" visible for a minimum time after each save starts.
 */
export const saveQueueMachine = setup({
  types: {
    context: {} as SaveQueueContext,
    events: {} as SaveQueueEvent | InternalEvent,
    input: {} as { enabled: boolean },
  },
  actors: {
    save: fromPromise<unknown, { patch: Patch }>(() => Promise.reject(new Error('No save actor was provided'))),
  },
  delays: {
    debounce: 5_000,
    maxWait: 5_000,
    stallTimeout: 30_000,
    abandonTimeout: 120_000,
    indicatorMinimum: 3_000,
    retryBackoff: ({ context }) => Math.min(RETRY_BASE_MS * 2 ** Math.max(context.failures - 1, 0), RETRY_MAX_MS),
  },
  guards: {
    hasPending: ({ context }) => !isEmpty(context.pending),
    nothingPending: ({ context }) => isEmpty(context.pending),
    isEnabled: ({ context }) => context.enabled,
    isEnabling: ({ event }) => event.type === 'setEnabled' && event.enabled,
    saveQueued: ({ context }) => context.saveQueued,
  },
  actions: {
    mergeChange: assign({
      pending: ({ context, event }) =>
        event.type === 'change' ? { ...context.pending, ...event.patch } : context.pending,
    }),
    discardKeys: assign({
      pending: ({ context, event }) =>
        event.type === 'discard'
          ? Object.fromEntries(Object.entries(context.pending).filter(([key]) => !event.keys.includes(key)))
          : context.pending,
    }),
    assignEnabled: assign({
      enabled: ({ context, event }) => (event.type === 'setEnabled' ? event.enabled : context.enabled),
    }),
    requestSave: raise({ type: 'save.requested' }),
    queueSave: assign({ saveQueued: true }),
    takePending: assign({
      inFlight: ({ context }) => context.pending,
      pending: {},
      saveQueued: false,
      slow: false,
    }),
    announceSaveStarted: raise({ type: 'save.started' }),
    settleSuccess: assign({ inFlight: null, failures: 0, slow: false }),
    /** The running save's changes go back under any newer edits: newer values win. */
    restoreInFlight: assign({
      pending: ({ context }) => ({ ...context.inFlight, ...context.pending }),
      inFlight: null,
      slow: false,
    }),
    markSlow: assign({ slow: true }),
    countFailure: assign({ failures: ({ context }) => context.failures + 1 }),
    warnStalled: ({ context }) => {
      console.warn('Autosave: a save has not settled after 30 s; still waiting for it', context.inFlight);
    },
    warnAbandoned: ({ context }) => {
      console.warn('Autosave: a save has not settled after 2 min; its changes are sent again', context.inFlight);
    },
  },
}).createMachine({
  id: 'saveQueue',
  type: 'parallel',
  context: ({ input }) => ({
    enabled: input.enabled,
    pending: {},
    inFlight: null,
    saveQueued: false,
    failures: 0,
    slow: false,
  }),
  on: {
    discard: { actions: 'discardKeys' },
    setEnabled: [
      { guard: and(['isEnabling', 'hasPending']), actions: ['assignEnabled', 'requestSave'] },
      { actions: 'assignEnabled' },
    ],
  },
  states: {
    edits: {
      initial: 'clean',
      states: {
        clean: {
          on: { change: { target: 'dirty', actions: 'mergeChange' } },
        },
        dirty: {
          initial: 'debouncing',
          // A save took every pending change: nothing is left to time.
          always: { guard: 'nothingPending', target: 'clean' },
          after: { maxWait: { target: 'clean', actions: 'requestSave' } },
          on: { flush: { target: 'clean' } },
          states: {
            debouncing: {
              after: { debounce: { target: '#saveQueue.edits.clean', actions: 'requestSave' } },
              on: { change: { target: 'debouncing', reenter: true, actions: 'mergeChange' } },
            },
          },
        },
      },
    },
    saver: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'save.requested': { guard: and(['isEnabled', 'hasPending']), target: 'running' },
            flush: { guard: and(['isEnabled', 'hasPending']), target: 'running' },
            saveNow: { guard: 'hasPending', target: 'running' },
          },
        },
        running: {
          entry: ['takePending', 'announceSaveStarted'],
          invoke: {
            src: 'save',
            input: ({ context }) => ({ patch: context.inFlight ?? {} }),
            onDone: [
              {
                guard: and(['saveQueued', 'isEnabled', 'hasPending']),
                target: 'running',
                reenter: true,
                actions: 'settleSuccess',
              },
              { target: 'idle', actions: 'settleSuccess' },
            ],
            onError: { target: 'retrying', actions: ['restoreInFlight', 'countFailure'] },
          },
          after: {
            stallTimeout: { actions: ['markSlow', 'warnStalled'] },
            // Leaving the state stops (and aborts) the stalled save; its changes ride with the next one,
            // which the server orders after it should the abandoned one still arrive (the editor's save number).
            abandonTimeout: [
              { guard: 'isEnabled', target: 'running', reenter: true, actions: ['warnAbandoned', 'restoreInFlight'] },
              { target: 'idle', actions: ['warnAbandoned', 'restoreInFlight'] },
            ],
          },
          on: {
            'save.requested': { actions: 'queueSave' },
            flush: { actions: 'queueSave' },
            saveNow: { actions: 'queueSave' },
          },
        },
        retrying: {
          after: {
            retryBackoff: [{ guard: and(['isEnabled', 'hasPending']), target: 'running' }, { target: 'idle' }],
          },
          on: {
            flush: { guard: and(['isEnabled', 'hasPending']), target: 'running' },
            saveNow: { guard: 'hasPending', target: 'running' },
          },
        },
      },
    },
    indicator: {
      initial: 'idle',
      states: {
        idle: { on: { 'save.started': 'holding' } },
        holding: {
          after: { indicatorMinimum: 'idle' },
          on: { 'save.started': { target: 'holding', reenter: true } },
        },
      },
    },
  },
});

export type SaveQueueSnapshot = SnapshotFrom<typeof saveQueueMachine>;

export type SaveStatus = 'saving' | 'slow' | 'saved' | 'unsaved' | 'failed';

export function selectSaveStatus(snapshot: SaveQueueSnapshot): SaveStatus {
  if (snapshot.matches({ saver: 'running' }) && snapshot.context.slow) return 'slow';
  if (snapshot.matches({ saver: 'running' }) || snapshot.matches({ indicator: 'holding' })) return 'saving';
  if (snapshot.matches({ saver: 'retrying' })) return 'failed';
  return isEmpty(snapshot.context.pending) ? 'saved' : 'unsaved';
}

export const selectHasUnsavedChanges = ({ context }: SaveQueueSnapshot): boolean =>
  !isEmpty(context.pending) || context.inFlight !== null;

/** The values not yet confirmed by the server, newest first: what the user sees over the server's copy. */
export const selectUnsavedValues = ({ context }: SaveQueueSnapshot): Patch => ({
  ...context.inFlight,
  ...context.pending,
});

/** Nothing left to do: no save running or waiting to retry, and nothing pending that autosave would save. */
export const selectIsSettled = (snapshot: SaveQueueSnapshot): boolean =>
  snapshot.matches({ saver: 'idle' }) && (isEmpty(snapshot.context.pending) || !snapshot.context.enabled);
