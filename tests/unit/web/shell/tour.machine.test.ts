import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { TourProgress } from '../../../../src/web/api/tourProgress';
import type { RouteFacts } from '../../../../src/web/shell/tour/eligibleTour';
import { tourMachine } from '../../../../src/web/shell/tour/tour.machine';
import {
  ELEMENT_RETRY_MS,
  TOUR_START_DELAY_MS,
  type BeforeStep,
  type TourDefinition,
} from '../../../../src/web/shell/tour/tourDefinition';
import { TOURS } from '../../../../src/web/shell/tour/tours';

const DASHBOARD: RouteFacts = { pattern: '/author/home', newModule: false };
const NEW_MODULE: RouteFacts = { pattern: '/edit/:id', newModule: true };
const OLD_MODULE: RouteFacts = { pattern: '/edit/:id', newModule: false };
const FIRST_TIME: TourProgress = { isFirstTimeUser: true, completedTours: [] };

function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    entries: map,
  };
}

interface Options {
  tours?: readonly TourDefinition[];
  route?: RouteFacts;
  progress?: TourProgress | Error;
  /** Targets on the page (selectors); a function of time for targets that appear later. */
  present?: (selector: string) => boolean;
  beforeStep?: (step: BeforeStep) => Promise<void>;
  save?: (tourId: string) => Promise<void>;
}

function startTour(options: Options = {}) {
  const saved: string[] = [];
  const finished: string[] = [];
  const lookups: string[] = [];
  const present = options.present ?? (() => true);
  const machine = tourMachine.provide({
    actors: {
      loadProgress: fromPromise(async () => {
        const progress = options.progress ?? FIRST_TIME;
        if (progress instanceof Error) throw progress;
        return progress;
      }),
      runBeforeStep: fromPromise(({ input }: { input: BeforeStep }) => (options.beforeStep ?? (async () => {}))(input)),
      saveCompleted: fromPromise<unknown, { tourId: string }>(async ({ input }) => {
        saved.push(input.tourId);
        await options.save?.(input.tourId);
      }),
    },
    guards: {
      targetPresent: ({ context }) => {
        const target = context.tour!.steps[context.step]!.target;
        lookups.push(target);
        return present(target);
      },
    },
    actions: {
      reportFinished: ({ context }) => {
        if (context.finished) finished.push(context.tour!.id);
      },
    },
  });
  const actor = createActor(machine, { input: { tours: options.tours ?? TOURS, route: options.route ?? DASHBOARD } });
  actor.start();
  const state = () => actor.getSnapshot();
  const shownTitle = () =>
    state().matches({ running: 'showing' }) ? state().context.tour!.steps[state().context.step]!.title : null;
  return { actor, state, shownTitle, saved, finished, lookups };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('window', { localStorage: memoryStorage() });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('guided tour machine', () => {
  it('starts the dashboard tour 800 ms after the route matches, for a first-time user', async () => {
    const tour = startTour();
    await vi.advanceTimersByTimeAsync(TOUR_START_DELAY_MS - 1);
    expect(tour.state().matches('scheduled')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(tour.shownTitle()).toBe('Create a module');
    expect(tour.state().context.tour!.id).toBe('dashboard');
  });

  it('leaving the route before 800 ms cancels the start; coming back waits 800 ms again', async () => {
    const tour = startTour();
    await vi.advanceTimersByTimeAsync(500);
    tour.actor.send({ type: 'ROUTE', route: { pattern: '/author/favorites', newModule: false } });
    await vi.advanceTimersByTimeAsync(1000);
    expect(tour.state().matches('idle')).toBe(true);
    tour.actor.send({ type: 'ROUTE', route: DASHBOARD });
    await vi.advanceTimersByTimeAsync(TOUR_START_DELAY_MS - 1);
    expect(tour.shownTitle()).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(tour.shownTitle()).toBe('Create a module');
  });

  it('does not start a completed tour, nor the first-time tour for someone who is no longer new', async () => {
    for (const progress of [
      { isFirstTimeUser: true, completedTours: ['dashboard'] },
      { isFirstTimeUser: false, completedTours: [] },
    ]) {
      const tour = startTour({ progress });
      await vi.advanceTimersByTimeAsync(5000);
      expect(tour.state().matches('idle')).toBe(true);
    }
  });

  it('starts the module-creation tour only on a module created just now, new user or not', async () => {
    const old = startTour({ route: OLD_MODULE, progress: { isFirstTimeUser: false, completedTours: ['dashboard'] } });
    await vi.advanceTimersByTimeAsync(5000);
    expect(old.state().matches('idle')).toBe(true);
    const fresh = startTour({ route: NEW_MODULE, progress: { isFirstTimeUser: false, completedTours: ['dashboard'] } });
    await vi.advanceTimersByTimeAsync(TOUR_START_DELAY_MS);
    expect(fresh.shownTitle()).toBe('Name your module');
  });

  it('needs every required tag active, and picks the highest priority among eligible tours', async () => {
    const [dashboard] = TOURS;
    const inactive = {
      ...dashboard!,
      id: 'beta',
      priority: 500,
      triggerConditions: { ...dashboard!.triggerConditions, requiredTags: ['beta-only'] },
    };
    const urgent = {
      ...dashboard!,
      id: 'urgent',
      priority: 150,
      steps: [{ ...dashboard!.steps[0]!, title: 'Urgent' }],
    };
    const tour = startTour({ tours: [dashboard!, inactive, urgent] });
    await vi.advanceTimersByTimeAsync(TOUR_START_DELAY_MS);
    expect(tour.state().context.tour!.id).toBe('urgent');
    expect(tour.shownTitle()).toBe('Urgent');
  });

  it('moves forward and back through shown steps, and finishing completes it, clears first-time and syncs', async () => {
    const tour = startTour();
    await vi.advanceTimersByTimeAsync(TOUR_START_DELAY_MS);
    tour.actor.send({ type: 'BACK' });
    expect(tour.shownTitle()).toBe('Create a module');
    tour.actor.send({ type: 'NEXT' });
    expect(tour.shownTitle()).toBe('Your library');
    tour.actor.send({ type: 'BACK' });
    expect(tour.shownTitle()).toBe('Create a module');
    for (const _ of TOURS[0]!.steps) tour.actor.send({ type: 'NEXT' });
    await vi.advanceTimersByTimeAsync(0);
    expect(tour.state().matches('idle')).toBe(true);
    expect(tour.state().context.progress).toEqual({ isFirstTimeUser: false, completedTours: ['dashboard'] });
    expect(tour.saved).toEqual(['dashboard']);
    expect(tour.finished).toEqual(['dashboard']);
    const local = (window.localStorage as unknown as ReturnType<typeof memoryStorage>).entries;
    expect(JSON.parse(local.get('mb_tour_progress')!)).toEqual({
      isFirstTimeUser: false,
      completedTours: ['dashboard'],
    });
    expect(local.get('first-time-user')).toBe('false');
    expect(JSON.parse(local.get('completed-tours')!)).toEqual(['dashboard']);
    await vi.advanceTimersByTimeAsync(5000);
    expect(tour.state().matches('idle')).toBe(true);
  });

  it('skipping completes the tour too, but is not reported as experienced', async () => {
    const tour = startTour();
    await vi.advanceTimersByTimeAsync(TOUR_START_DELAY_MS);
    tour.actor.send({ type: 'NEXT' });
    tour.actor.send({ type: 'SKIP' });
    await vi.advanceTimersByTimeAsync(0);
    expect(tour.state().context.progress.completedTours).toEqual(['dashboard']);
    expect(tour.saved).toEqual(['dashboard']);
    expect(tour.finished).toEqual([]);
  });

  it('looks for a missing target every 300 ms, 2 retries, then passes over the step', async () => {
    const tour = startTour({ present: (target) => target !== '[data-tour="library-nav"]' });
    await vi.advanceTimersByTimeAsync(TOUR_START_DELAY_MS);
    tour.actor.send({ type: 'NEXT' });
    expect(tour.state().matches({ running: 'waiting' })).toBe(true);
    await vi.advanceTimersByTimeAsync(ELEMENT_RETRY_MS * 2 - 1);
    expect(tour.shownTitle()).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(tour.shownTitle()).toBe('Find any module');
    expect(tour.lookups.filter((t) => t === '[data-tour="library-nav"]')).toHaveLength(3);
    tour.actor.send({ type: 'BACK' });
    expect(tour.shownTitle()).toBe('Create a module');
  });

  it('waits longer (5 retries) for a side-panel section, and shows it when it appears', async () => {
    let now = 0;
    const tour = startTour({
      route: NEW_MODULE,
      present: (target) => !target.includes('module-labels') || now >= 1400,
    });
    await vi.advanceTimersByTimeAsync(TOUR_START_DELAY_MS);
    tour.actor.send({ type: 'NEXT' });
    tour.actor.send({ type: 'NEXT' });
    tour.actor.send({ type: 'NEXT' });
    await vi.advanceTimersByTimeAsync(0);
    for (let i = 0; i < 4; i++) {
      now += ELEMENT_RETRY_MS;
      await vi.advanceTimersByTimeAsync(ELEMENT_RETRY_MS);
    }
    expect(tour.shownTitle()).toBeNull();
    now += ELEMENT_RETRY_MS;
    await vi.advanceTimersByTimeAsync(ELEMENT_RETRY_MS);
    expect(tour.shownTitle()).toBe('Label your module');
  });

  it('passes over a side-panel section that never appears (labels in standalone mode) after 5 retries', async () => {
    const tour = startTour({ route: NEW_MODULE, present: (target) => !target.includes('module-labels') });
    await vi.advanceTimersByTimeAsync(TOUR_START_DELAY_MS);
    for (let i = 0; i < 3; i++) tour.actor.send({ type: 'NEXT' });
    await vi.advanceTimersByTimeAsync(ELEMENT_RETRY_MS * 5 - 1);
    expect(tour.shownTitle()).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(tour.shownTitle()).toBe('Completion');
  });

  it('a failing beforeStep is only warned about and the tour goes on (SPEC §5)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const tour = startTour({ route: NEW_MODULE, beforeStep: async () => Promise.reject(new Error('no button')) });
    await vi.advanceTimersByTimeAsync(TOUR_START_DELAY_MS);
    for (let i = 0; i < 3; i++) tour.actor.send({ type: 'NEXT' });
    await vi.advanceTimersByTimeAsync(0);
    expect(warn).toHaveBeenCalledWith('A tour step could not prepare its target', expect.any(Error));
    expect(tour.shownTitle()).toBe('Label your module');
  });

  it('runs the beforeStep before looking for the target', async () => {
    const order: string[] = [];
    let panelOpen = false;
    const tour = startTour({
      route: NEW_MODULE,
      present: (target) => {
        order.push(`look ${target}`);
        return !target.startsWith('.side-panel') || panelOpen;
      },
      beforeStep: async (step) => {
        order.push(`${step.action} ${step.selector}`);
        panelOpen = true;
      },
    });
    await vi.advanceTimersByTimeAsync(TOUR_START_DELAY_MS);
    for (let i = 0; i < 3; i++) tour.actor.send({ type: 'NEXT' });
    await vi.advanceTimersByTimeAsync(0);
    expect(tour.shownTitle()).toBe('Label your module');
    expect(order.slice(-2)).toEqual([
      'click [data-tour="side-panel"][aria-pressed="false"]',
      'look .side-panel [data-tour="module-labels"]',
    ]);
  });

  it('a tour with nothing to show logs "Failed to start tour", is not completed, and waits for another route', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const tour = startTour({ present: () => false });
    await vi.advanceTimersByTimeAsync(TOUR_START_DELAY_MS + ELEMENT_RETRY_MS * 2 * 4);
    expect(error).toHaveBeenCalledWith('Failed to start tour', 'dashboard');
    expect(tour.state().matches('idle')).toBe(true);
    expect(tour.state().context.progress.completedTours).toEqual([]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(tour.state().matches('idle')).toBe(true);
    expect(tour.saved).toEqual([]);
  });

  it('a failed progress fetch is logged and the local copy decides', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('window', {
      localStorage: memoryStorage({ 'first-time-user': 'false', 'completed-tours': '["dashboard"]' }),
    });
    const tour = startTour({ route: NEW_MODULE, progress: new Error('offline') });
    await vi.advanceTimersByTimeAsync(0);
    expect(error).toHaveBeenCalledWith('Failed to fetch tour progress', expect.any(Error));
    expect(tour.state().context.progress).toEqual({ isFirstTimeUser: false, completedTours: ['dashboard'] });
    await vi.advanceTimersByTimeAsync(TOUR_START_DELAY_MS);
    expect(tour.shownTitle()).toBe('Name your module');
  });

  it('a tour finished locally counts even when the server has not heard of it', async () => {
    vi.stubGlobal('window', {
      localStorage: memoryStorage({ mb_tour_progress: '{"isFirstTimeUser":false,"completedTours":["dashboard"]}' }),
    });
    const tour = startTour();
    await vi.advanceTimersByTimeAsync(5000);
    expect(tour.state().matches('idle')).toBe(true);
    expect(tour.state().context.progress).toEqual({ isFirstTimeUser: false, completedTours: ['dashboard'] });
  });

  it('a failed sync is only logged: the tour stays completed', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const tour = startTour({ save: async () => Promise.reject(new Error('offline')) });
    await vi.advanceTimersByTimeAsync(TOUR_START_DELAY_MS);
    tour.actor.send({ type: 'SKIP' });
    await vi.advanceTimersByTimeAsync(0);
    expect(error).toHaveBeenCalledWith('Failed to save tour progress', expect.any(Error));
    expect(tour.state().matches('idle')).toBe(true);
    expect(tour.state().context.progress.completedTours).toEqual(['dashboard']);
  });

  it('leaving the tour’s route ends the run without completing it', async () => {
    const tour = startTour();
    await vi.advanceTimersByTimeAsync(TOUR_START_DELAY_MS);
    tour.actor.send({ type: 'ROUTE', route: { pattern: '/create-module', newModule: false } });
    expect(tour.state().matches('idle')).toBe(true);
    expect(tour.state().context.progress.completedTours).toEqual([]);
  });
});
