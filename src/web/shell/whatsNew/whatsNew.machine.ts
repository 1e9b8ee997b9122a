import { assign, fromPromise, not, setup, type SnapshotFrom } from 'xstate';
import { trackFeatureExperienced } from '../../api/insights';
import {
  fetchWhatsNewProgress,
  resetWhatsNewProgress,
  saveWhatsNewProgress,
  type WhatsNewProgress,
  whatsNewProgress,
} from '../../api/whatsNew';
import { readStored, writeStored } from '../storedRecord';
import type { WhatsNewFeature } from './features';

/** SPEC §9. */
export const WHATS_NEW_STORAGE_KEY = 'mb_whats_new_progress';
const WHATS_NEW_DELAY_MS = 200;
export const FETCH_FAILED = "Failed to fetch What's New progress";
export const SAVE_FAILED = "Failed to save What's New progress";
export const RESET_FAILED = "Failed to reset What's New progress";

const NOTHING_VIEWED: WhatsNewProgress = { viewedFeatures: [], lastViewedAt: null };

export interface WhatsNewInput {
  features: readonly WhatsNewFeature[];
  activeTags: readonly string[];
  /** `?resetWhatsNew=true`: forget what was viewed, here and on the server, and show everything. */
  reset: boolean;
  /** False while something else (a guided tour) has the screen: the popup waits. */
  enabled: boolean;
  /**
   * A first-time user: every feature is new to them, so none is announced; they are marked viewed
   * so that only features released later are.
   */
  newcomer: boolean;
}

interface WhatsNewContext extends WhatsNewInput {
  progress: WhatsNewProgress;
  shown: readonly WhatsNewFeature[];
  index: number;
}

export type WhatsNewEvent =
  | { type: 'NEXT' }
  | { type: 'BACK' }
  /** The close button. */
  | { type: 'CLOSE' }
  /** Escape. */
  | { type: 'SKIP' }
  | { type: 'SET_ENABLED'; enabled: boolean };

const latest = (a: string | null, b: string | null): string | null =>
  a === null || (b !== null && Date.parse(b) > Date.parse(a)) ? b : a;

/** Viewed here or on the server counts as viewed. */
const merged = (a: WhatsNewProgress, b: WhatsNewProgress): WhatsNewProgress => ({
  viewedFeatures: [...new Set([...a.viewedFeatures, ...b.viewedFeatures])],
  lastViewedAt: latest(a.lastViewedAt, b.lastViewedAt),
});

/** The unseen features whose required tags are all active, in the order of their first tag among the active ones. */
function unseenActive({ features, activeTags, progress }: WhatsNewContext): WhatsNewFeature[] {
  const tagRank = (feature: WhatsNewFeature) => Math.min(...feature.requiredTags.map((tag) => activeTags.indexOf(tag)));
  return features
    .filter((f) => !progress.viewedFeatures.includes(f.id))
    .filter((f) => f.requiredTags.every((tag) => activeTags.includes(tag)))
    .sort((a, b) => tagRank(a) - tagRank(b));
}

/**
 * checking (or resetting) → choosing → waiting 200 ms → showing (NEXT / BACK) → closing → done.
 * Progress is read from local storage and the server and merged; every close writes the shown
 * features as viewed to both, and only logs a server failure (SPEC §4, §8).
 */
export const whatsNewMachine = setup({
  types: {
    context: {} as WhatsNewContext,
    events: {} as WhatsNewEvent,
    input: {} as WhatsNewInput,
  },
  actors: {
    fetchProgress: fromPromise<WhatsNewProgress>(({ signal }) => fetchWhatsNewProgress(signal)),
    resetProgress: fromPromise<unknown>(() => resetWhatsNewProgress()),
    saveProgress: fromPromise<unknown, WhatsNewProgress>(({ input }) => saveWhatsNewProgress(input)),
  },
  delays: { showDelay: WHATS_NEW_DELAY_MS },
  guards: {
    isReset: ({ context }) => context.reset,
    greetsNewcomer: ({ context }) => context.newcomer && !context.reset && context.shown.length > 0,
    hasUnseen: ({ context }) => context.shown.length > 0,
    isEnabled: ({ context }) => context.enabled,
    isLast: ({ context }) => context.index === context.shown.length - 1,
    hasPrevious: ({ context }) => context.index > 0,
  },
  actions: {
    readLocalProgress: assign({
      progress: () => readStored(WHATS_NEW_STORAGE_KEY, whatsNewProgress) ?? NOTHING_VIEWED,
    }),
    forgetProgress: assign({ progress: NOTHING_VIEWED }),
    mergeServerProgress: assign({
      progress: ({ context }, server: WhatsNewProgress) => merged(context.progress, server),
    }),
    pickUnseen: assign({ shown: ({ context }) => unseenActive(context), index: 0 }),
    assignEnabled: assign({
      enabled: ({ context, event }) => (event.type === 'SET_ENABLED' ? event.enabled : context.enabled),
    }),
    next: assign({ index: ({ context }) => context.index + 1 }),
    back: assign({ index: ({ context }) => context.index - 1 }),
    markShownViewed: assign({
      progress: ({ context }) =>
        merged(context.progress, {
          viewedFeatures: context.shown.map((f) => f.id),
          lastViewedAt: new Date().toISOString(),
        }),
    }),
    storeLocally: ({ context }) => writeStored(WHATS_NEW_STORAGE_KEY, context.progress),
    /** SPEC §2 user.feature.experienced: the popup was gone through to the end, so every shown feature was seen. */
    trackShownExperienced: ({ context }) => {
      for (const feature of context.shown) trackFeatureExperienced(feature.id);
    },
    logFailure: (_, params: { message: string; error: unknown }) => console.error(params.message, params.error),
  },
}).createMachine({
  id: 'whatsNew',
  context: ({ input }) => ({
    features: input.features,
    activeTags: input.activeTags,
    reset: input.reset,
    enabled: input.enabled,
    newcomer: input.newcomer,
    progress: NOTHING_VIEWED,
    shown: [],
    index: 0,
  }),
  initial: 'starting',
  on: { SET_ENABLED: { actions: 'assignEnabled' } },
  states: {
    starting: {
      always: [{ guard: 'isReset', target: 'resetting' }, { target: 'checking' }],
    },
    resetting: {
      entry: ['forgetProgress', 'storeLocally'],
      invoke: {
        src: 'resetProgress',
        onDone: 'choosing',
        onError: {
          target: 'choosing',
          actions: { type: 'logFailure', params: ({ event }) => ({ message: RESET_FAILED, error: event.error }) },
        },
      },
    },
    checking: {
      entry: 'readLocalProgress',
      invoke: {
        src: 'fetchProgress',
        onDone: {
          target: 'choosing',
          actions: { type: 'mergeServerProgress', params: ({ event }) => event.output },
        },
        onError: {
          target: 'choosing',
          actions: { type: 'logFailure', params: ({ event }) => ({ message: FETCH_FAILED, error: event.error }) },
        },
      },
    },
    choosing: {
      entry: 'pickUnseen',
      always: [
        { guard: 'greetsNewcomer', target: 'closing' },
        { guard: 'hasUnseen', target: 'waiting' },
        { target: 'done' },
      ],
    },
    waiting: {
      after: { showDelay: 'ready' },
    },
    /** Due, but held back while another overlay has the screen. */
    ready: {
      always: { guard: 'isEnabled', target: 'showing' },
    },
    showing: {
      always: { guard: not('isEnabled'), target: 'ready' },
      on: {
        NEXT: [{ guard: 'isLast', target: 'closing', actions: 'trackShownExperienced' }, { actions: 'next' }],
        BACK: { guard: 'hasPrevious', actions: 'back' },
        CLOSE: 'closing',
        SKIP: 'closing',
      },
    },
    closing: {
      entry: ['markShownViewed', 'storeLocally'],
      invoke: {
        src: 'saveProgress',
        input: ({ context }) => context.progress,
        onDone: 'done',
        onError: {
          target: 'done',
          actions: { type: 'logFailure', params: ({ event }) => ({ message: SAVE_FAILED, error: event.error }) },
        },
      },
    },
    done: { type: 'final' },
  },
});

export type WhatsNewSnapshot = SnapshotFrom<typeof whatsNewMachine>;

export interface ShownFeature {
  feature: WhatsNewFeature;
  /** Every feature of this showing, in order. */
  features: readonly WhatsNewFeature[];
  /** 1-based. */
  position: number;
  total: number;
  isFirst: boolean;
  isLast: boolean;
}

/** The feature on screen, or null while the popup is not shown. */
export function selectShownFeature({ context, value }: WhatsNewSnapshot): ShownFeature | null {
  const feature = context.shown[context.index];
  if (value !== 'showing' || !feature) return null;
  return {
    feature,
    features: context.shown,
    position: context.index + 1,
    total: context.shown.length,
    isFirst: context.index === 0,
    isLast: context.index === context.shown.length - 1,
  };
}
