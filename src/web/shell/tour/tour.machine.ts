import { assign, fromPromise, setup } from 'xstate';
import { trackFeatureExperienced } from '../../api/insights';
import { fetchTourProgress, saveTourCompleted, type TourProgress } from '../../api/tourProgress';
import { eligibleTour, type RouteFacts } from './eligibleTour';
import { runBeforeStep } from './beforeStep';
import {
  ACTIVE_TOUR_TAGS,
  ELEMENT_RETRY_MS,
  retriesFor,
  TOUR_START_DELAY_MS,
  type BeforeStep,
  type TourDefinition,
  type TourStep,
} from './tourDefinition';
import {
  FIRST_VISIT,
  mergeTourProgress,
  readLocalTourProgress,
  withTourCompleted,
  writeLocalTourProgress,
} from './tourProgress';

export type TourEvent = { type: 'ROUTE'; route: RouteFacts } | { type: 'NEXT' } | { type: 'BACK' } | { type: 'SKIP' };

export interface TourContext {
  tours: readonly TourDefinition[];
  progress: TourProgress;
  route: RouteFacts;
  tour: TourDefinition | null;
  step: number;
  /** 1 going forward, -1 going back: a step whose target is missing is passed over in this direction. */
  direction: 1 | -1;
  /** Lookups of the current step's target so far. */
  attempts: number;
  /** Steps shown in this run, in order: Back returns along them. */
  shown: number[];
  /** Tours that found nothing to show on this visit of the route: not tried again until the route changes. */
  failed: string[];
  finished: boolean;
}

const currentStep = (context: TourContext): TourStep | undefined => context.tour?.steps[context.step];
/** The error an invoked actor failed with (its done and error events are not among TourEvent). */
const errorOf = (event: unknown) => (event as { error?: unknown }).error;
const nextTour = (context: TourContext) =>
  eligibleTour(context.tours, context.progress, context.route, ACTIVE_TOUR_TAGS, context.failed);

/**
 * The guided tour of SPEC §3, §4, §5, §8, §9. DOM work (finding a target, the before-step click)
 * and the server are named guards, actions and actors, so tests replace them.
 */
export const tourMachine = setup({
  types: {
    context: {} as TourContext,
    events: {} as TourEvent,
    input: {} as { tours: readonly TourDefinition[]; route: RouteFacts },
  },
  actors: {
    loadProgress: fromPromise<TourProgress>(({ signal }) => fetchTourProgress(signal)),
    runBeforeStep: fromPromise<void, BeforeStep>(({ input }) => runBeforeStep(input)),
    saveCompleted: fromPromise<unknown, { tourId: string }>(({ input }) => saveTourCompleted(input.tourId)),
  },
  guards: {
    targetPresent: ({ context }) => {
      const step = currentStep(context);
      return step !== undefined && globalThis.document?.querySelector(step.target) != null;
    },
    retriesLeft: ({ context }) => {
      const step = currentStep(context);
      return step !== undefined && context.attempts <= retriesFor(step);
    },
    tourEligible: ({ context }) => nextTour(context) !== null,
    hasBeforeStep: ({ context }) => currentStep(context)?.beforeStep !== undefined,
    stepInDirection: ({ context }) => {
      const next = context.step + context.direction;
      return context.tour !== null && next >= 0 && next < context.tour.steps.length;
    },
    atStartGoingBack: ({ context }) => context.direction === -1 && context.step === 0,
    anyShown: ({ context }) => context.shown.length > 0,
    hasNextStep: ({ context }) => context.tour !== null && context.step < context.tour.steps.length - 1,
    hasShownBefore: ({ context }) => context.shown.length > 1,
    stillOnTourRoute: ({ context, event }) =>
      event.type === 'ROUTE' && event.route.pattern === context.tour?.triggerConditions.onSpecificRoute,
  },
  actions: {
    adoptServerProgress: assign({
      progress: ({ event }) =>
        mergeTourProgress((event as unknown as { output: TourProgress }).output, readLocalTourProgress()),
    }),
    adoptLocalProgress: assign({ progress: () => readLocalTourProgress() ?? FIRST_VISIT }),
    assignRoute: assign(({ context, event }) =>
      event.type === 'ROUTE' && event.route.pattern !== context.route.pattern
        ? { route: event.route, failed: [] }
        : event.type === 'ROUTE'
          ? { route: event.route }
          : {},
    ),
    chooseTour: assign({ tour: ({ context }) => nextTour(context) }),
    startRun: assign({ step: 0, direction: 1, attempts: 0, shown: [], finished: false }),
    countAttempt: assign({ attempts: ({ context }) => context.attempts + 1 }),
    recordShown: assign({ shown: ({ context }) => [...context.shown.filter((s) => s !== context.step), context.step] }),
    moveOn: assign({ step: ({ context }) => context.step + context.direction, attempts: 0 }),
    turnForward: assign({ direction: 1, attempts: 0 }),
    stepForward: assign({ step: ({ context }) => context.step + 1, direction: 1, attempts: 0 }),
    stepBack: assign(({ context }) => ({
      step: context.shown.at(-2) ?? context.step,
      shown: context.shown.slice(0, -1),
      direction: -1 as const,
      attempts: 0,
    })),
    markFinished: assign({ finished: true }),
    completeTour: assign({
      progress: ({ context }) =>
        context.tour ? withTourCompleted(context.progress, context.tour.id) : context.progress,
    }),
    keepProgressLocally: ({ context }) => writeLocalTourProgress(context.progress),
    reportFinished: ({ context }) => {
      if (context.finished && context.tour) trackFeatureExperienced(context.tour.id);
    },
    markFailed: assign({
      failed: ({ context }) => (context.tour ? [...context.failed, context.tour.id] : context.failed),
    }),
    dropTour: assign({ tour: null }),
    logFetchFailed: ({ event }) => console.error('Failed to fetch tour progress', errorOf(event)),
    logStartFailed: ({ context }) => console.error('Failed to start tour', context.tour?.id),
    warnBeforeStepFailed: ({ event }) => console.warn('A tour step could not prepare its target', errorOf(event)),
    logSaveFailed: ({ event }) => console.error('Failed to save tour progress', errorOf(event)),
  },
  delays: {
    startDelay: TOUR_START_DELAY_MS,
    retryDelay: ELEMENT_RETRY_MS,
  },
}).createMachine({
  id: 'tour',
  context: ({ input }) => ({
    tours: input.tours,
    progress: FIRST_VISIT,
    route: input.route,
    tour: null,
    step: 0,
    direction: 1,
    attempts: 0,
    shown: [],
    failed: [],
    finished: false,
  }),
  initial: 'loading',
  states: {
    loading: {
      on: { ROUTE: { actions: 'assignRoute' } },
      invoke: {
        src: 'loadProgress',
        onDone: { target: 'idle', actions: 'adoptServerProgress' },
        onError: { target: 'idle', actions: ['logFetchFailed', 'adoptLocalProgress'] },
      },
    },
    idle: {
      entry: 'dropTour',
      always: { guard: 'tourEligible', target: 'scheduled', actions: 'chooseTour' },
      on: { ROUTE: { target: 'idle', reenter: true, actions: 'assignRoute' } },
    },
    scheduled: {
      after: { startDelay: 'running' },
      on: { ROUTE: { target: 'idle', actions: 'assignRoute' } },
    },
    running: {
      entry: 'startRun',
      initial: 'preparing',
      on: {
        SKIP: '#tour.completing',
        ROUTE: [
          { guard: 'stillOnTourRoute', actions: 'assignRoute' },
          { target: 'idle', actions: 'assignRoute' },
        ],
      },
      states: {
        preparing: {
          always: [{ guard: 'hasBeforeStep', target: 'beforeStep' }, { target: 'locating' }],
        },
        beforeStep: {
          invoke: {
            src: 'runBeforeStep',
            input: ({ context }) => currentStep(context)!.beforeStep!,
            onDone: 'locating',
            onError: { target: 'locating', actions: 'warnBeforeStepFailed' },
          },
        },
        locating: {
          entry: 'countAttempt',
          always: [
            { guard: 'targetPresent', target: 'showing' },
            { guard: 'retriesLeft', target: 'waiting' },
            { target: 'passingOver' },
          ],
        },
        waiting: { after: { retryDelay: 'locating' } },
        passingOver: {
          always: [
            { guard: 'stepInDirection', target: 'preparing', actions: 'moveOn' },
            { guard: 'atStartGoingBack', target: 'preparing', actions: 'turnForward' },
            { guard: 'anyShown', target: '#tour.completing', actions: 'markFinished' },
            { target: '#tour.idle', actions: ['logStartFailed', 'markFailed'] },
          ],
        },
        showing: {
          entry: 'recordShown',
          on: {
            NEXT: [
              { guard: 'hasNextStep', target: 'preparing', actions: 'stepForward' },
              { target: '#tour.completing', actions: 'markFinished' },
            ],
            BACK: { guard: 'hasShownBefore', target: 'preparing', actions: 'stepBack' },
          },
        },
      },
    },
    completing: {
      entry: ['completeTour', 'keepProgressLocally', 'reportFinished'],
      on: { ROUTE: { actions: 'assignRoute' } },
      invoke: {
        src: 'saveCompleted',
        input: ({ context }) => ({ tourId: context.tour!.id }),
        onDone: 'idle',
        onError: { target: 'idle', actions: 'logSaveFailed' },
      },
    },
  },
});
