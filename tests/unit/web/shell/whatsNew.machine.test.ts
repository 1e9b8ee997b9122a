import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { WhatsNewProgress } from '../../../../src/web/api/whatsNew';
import { FEATURE_IDS } from '../../../../src/web/shell/shellSeen';
import { ACTIVE_TAGS, WHATS_NEW_FEATURES, type WhatsNewFeature } from '../../../../src/web/shell/whatsNew/features';
import {
  FETCH_FAILED,
  RESET_FAILED,
  SAVE_FAILED,
  selectShownFeature,
  WHATS_NEW_STORAGE_KEY,
  whatsNewMachine,
} from '../../../../src/web/shell/whatsNew/whatsNew.machine';

vi.mock('../../../../src/web/api/insights', () => ({ trackFeatureExperienced: vi.fn() }));
const { trackFeatureExperienced } = await import('../../../../src/web/api/insights');

const ALL_IDS = WHATS_NEW_FEATURES.map((f) => f.id);
const NOTHING: WhatsNewProgress = { viewedFeatures: [], lastViewedAt: null };

/** A localStorage of one test: storedRecord reads and writes window.localStorage. */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  const storage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
  vi.stubGlobal('window', { localStorage: storage });
  return { stored: () => JSON.parse(items.get(WHATS_NEW_STORAGE_KEY) ?? 'null') as WhatsNewProgress | null };
}

interface Start {
  server?: () => Promise<WhatsNewProgress>;
  save?: (progress: WhatsNewProgress) => Promise<unknown>;
  reset?: () => Promise<unknown>;
  features?: readonly WhatsNewFeature[];
  activeTags?: readonly string[];
  resetRequested?: boolean;
  enabled?: boolean;
  newcomer?: boolean;
}

function start({
  server = async () => NOTHING,
  save = async () => undefined,
  reset = async () => undefined,
  features = WHATS_NEW_FEATURES,
  activeTags = ACTIVE_TAGS,
  resetRequested = false,
  enabled = true,
  newcomer = false,
}: Start = {}) {
  const saved: WhatsNewProgress[] = [];
  const resets: number[] = [];
  const machine = whatsNewMachine.provide({
    actors: {
      fetchProgress: fromPromise(server),
      saveProgress: fromPromise(({ input }: { input: WhatsNewProgress }) => {
        saved.push(input);
        return save(input);
      }),
      resetProgress: fromPromise(() => {
        resets.push(Date.now());
        return reset();
      }),
    },
  });
  const actor = createActor(machine, {
    input: { features, activeTags, reset: resetRequested, enabled, newcomer },
  }).start();
  const shown = () => selectShownFeature(actor.getSnapshot());
  const shownId = () => shown()?.feature.id ?? null;
  return { actor, saved, resets, shown, shownId };
}

/** Moves the fake clock to an absolute time (ms since the test started), running promise callbacks on the way. */
let startedAt = 0;
const at = (ms: number) => vi.advanceTimersByTimeAsync(startedAt + ms - Date.now());

beforeEach(() => {
  vi.useFakeTimers();
  startedAt = Date.now();
  vi.mocked(trackFeatureExperienced).mockClear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("What's New: when and what it shows", () => {
  it('shows nothing before 200 ms after the check, and the first unseen feature at 200 ms', async () => {
    memoryStorage();
    const { shownId } = start();
    await at(199);
    expect(shownId()).toBeNull();
    await at(200);
    expect(shownId()).toBe('realtime-collaboration');
  });

  it('counts the 200 ms from the end of the check, not from the start', async () => {
    memoryStorage();
    const { shownId } = start({ server: () => new Promise((resolve) => setTimeout(() => resolve(NOTHING), 500)) });
    await at(699);
    expect(shownId()).toBeNull();
    await at(700);
    expect(shownId()).toBe('realtime-collaboration');
  });

  it('shows only unseen features whose tags are active, in the order of the active tags', async () => {
    memoryStorage();
    const { actor, shown, shownId } = start({
      server: async () => ({ viewedFeatures: ['revamped-dashboard'], lastViewedAt: '2026-01-01T00:00:00.000Z' }),
      activeTags: ['getting-started', 'collaboration', 'tagging'],
    });
    await at(200);
    const order = [shownId()];
    expect(shown()?.total).toBe(3);
    actor.send({ type: 'NEXT' });
    order.push(shownId());
    actor.send({ type: 'NEXT' });
    order.push(shownId());
    expect(order).toEqual(['getting-started-microbuilder', 'realtime-collaboration', 'tagging-made-simple']);
  });

  it('shows the four features of SPEC §9 in tag order to a user who has seen none', async () => {
    memoryStorage();
    const { actor, shown } = start();
    await at(200);
    const seen: string[] = [];
    for (let i = 0; i < 4; i++) {
      const current = shown();
      if (!current) break;
      seen.push(`${current.position}/${current.total} ${current.feature.id}`);
      if (!current.isLast) actor.send({ type: 'NEXT' });
    }
    expect(seen).toEqual(FEATURE_IDS.map((id, i) => `${i + 1}/4 ${id}`));
  });

  it('a feature viewed on this device but not on the server (or the other way) counts as viewed', async () => {
    memoryStorage({
      [WHATS_NEW_STORAGE_KEY]: JSON.stringify({ viewedFeatures: ['realtime-collaboration'], lastViewedAt: null }),
    });
    const { shownId, shown } = start({
      server: async () => ({ viewedFeatures: ['revamped-dashboard'], lastViewedAt: '2026-01-01T00:00:00.000Z' }),
    });
    await at(200);
    expect(shownId()).toBe('tagging-made-simple');
    expect(shown()?.total).toBe(2);
  });

  it('keeps the later lastViewedAt of the two copies, whatever their offsets', async () => {
    memoryStorage({
      [WHATS_NEW_STORAGE_KEY]: JSON.stringify({ viewedFeatures: [], lastViewedAt: '2026-03-01T12:00:00.000+02:00' }),
    });
    const { actor } = start({
      server: async () => ({ viewedFeatures: [], lastViewedAt: '2026-03-01T11:00:00.000Z' }),
    });
    await at(200);
    expect(actor.getSnapshot().context.progress.lastViewedAt).toBe('2026-03-01T11:00:00.000Z');
  });

  it('shows nothing, and saves nothing, when every feature was viewed', async () => {
    memoryStorage();
    const { actor, saved, shownId } = start({ server: async () => ({ viewedFeatures: ALL_IDS, lastViewedAt: null }) });
    await at(1_000);
    expect(shownId()).toBeNull();
    expect(actor.getSnapshot().status).toBe('done');
    expect(saved).toEqual([]);
  });

  it('a newcomer is shown nothing: every feature is marked viewed and synced, so only later ones are announced', async () => {
    const local = memoryStorage();
    const { actor, saved, shownId } = start({ newcomer: true });
    await at(1_000);
    expect(shownId()).toBeNull();
    expect(actor.getSnapshot().status).toBe('done');
    expect(saved.map((p) => p.viewedFeatures)).toEqual([ALL_IDS]);
    expect(local.stored()?.viewedFeatures).toEqual(ALL_IDS);
    expect(vi.mocked(trackFeatureExperienced)).not.toHaveBeenCalled();
  });

  it('a newcomer who asks with ?resetWhatsNew=true sees every feature', async () => {
    memoryStorage();
    const { shownId } = start({ newcomer: true, resetRequested: true });
    await at(200);
    expect(shownId()).toBe('realtime-collaboration');
  });

  it('waits while held back (a guided tour runs) and shows when let go', async () => {
    memoryStorage();
    const { actor, shownId } = start({ enabled: false });
    await at(1_000);
    expect(shownId()).toBeNull();
    actor.send({ type: 'SET_ENABLED', enabled: true });
    expect(shownId()).toBe('realtime-collaboration');
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'SET_ENABLED', enabled: false });
    expect(shownId()).toBeNull();
    actor.send({ type: 'SET_ENABLED', enabled: true });
    expect(shownId()).toBe('revamped-dashboard');
  });
});

describe("What's New: navigation", () => {
  it('NEXT and BACK move between the features; BACK on the first stays', async () => {
    memoryStorage();
    const { actor, shownId } = start();
    await at(200);
    actor.send({ type: 'BACK' });
    expect(shownId()).toBe('realtime-collaboration');
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'NEXT' });
    expect(shownId()).toBe('tagging-made-simple');
    actor.send({ type: 'BACK' });
    expect(shownId()).toBe('revamped-dashboard');
  });

  it('NEXT on the last feature finishes: all viewed, synced, and each feature tracked as experienced', async () => {
    vi.setSystemTime(new Date('2026-11-26T10:00:00.000Z'));
    startedAt = Date.now();
    const local = memoryStorage();
    const { actor, saved, shownId } = start();
    await at(200);
    for (let i = 0; i < 4; i++) actor.send({ type: 'NEXT' });
    expect(shownId()).toBeNull();
    const expected = { viewedFeatures: ALL_IDS, lastViewedAt: '2026-11-26T10:00:00.200Z' };
    expect(local.stored()).toEqual(expected);
    expect(saved).toEqual([expected]);
    expect(vi.mocked(trackFeatureExperienced).mock.calls.map(([id]) => id)).toEqual(ALL_IDS);
    await at(201);
    expect(actor.getSnapshot().status).toBe('done');
  });
});

describe("What's New: closing and skipping", () => {
  for (const type of ['CLOSE', 'SKIP'] as const) {
    it(`${type} on the first feature marks every shown feature viewed, here and on the server; nothing is tracked`, async () => {
      vi.setSystemTime(new Date('2026-11-26T10:00:00.000Z'));
      startedAt = Date.now();
      const local = memoryStorage();
      const { actor, saved, shownId } = start({
        server: async () => ({ viewedFeatures: ['revamped-dashboard'], lastViewedAt: '2026-01-01T00:00:00.000Z' }),
      });
      await at(200);
      actor.send({ type });
      expect(shownId()).toBeNull();
      const expected = {
        viewedFeatures: [
          'revamped-dashboard',
          'realtime-collaboration',
          'tagging-made-simple',
          'getting-started-microbuilder',
        ],
        lastViewedAt: '2026-11-26T10:00:00.200Z',
      };
      expect(local.stored()).toEqual(expected);
      expect(saved).toEqual([expected]);
      expect(trackFeatureExperienced).not.toHaveBeenCalled();
    });
  }

  it('a failed sync is only logged: the local copy keeps the viewed features and the popup stays closed', async () => {
    const local = memoryStorage();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('503');
    const { actor, shownId } = start({ save: () => Promise.reject(failure) });
    await at(200);
    actor.send({ type: 'SKIP' });
    await at(201);
    expect(error).toHaveBeenCalledWith(SAVE_FAILED, failure);
    expect(local.stored()?.viewedFeatures).toEqual(ALL_IDS);
    expect(shownId()).toBeNull();
    expect(actor.getSnapshot().status).toBe('done');
  });
});

describe("What's New: server failures and local storage", () => {
  it("a failed fetch logs 'Failed to fetch What's New progress' and falls back to local storage", async () => {
    memoryStorage({
      [WHATS_NEW_STORAGE_KEY]: JSON.stringify({
        viewedFeatures: ['realtime-collaboration', 'revamped-dashboard', 'tagging-made-simple'],
        lastViewedAt: '2026-01-01T00:00:00.000Z',
      }),
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('Cannot reach the server');
    const { shownId, shown } = start({ server: () => Promise.reject(failure) });
    await at(200);
    expect(error).toHaveBeenCalledWith("Failed to fetch What's New progress", failure);
    expect(FETCH_FAILED).toBe("Failed to fetch What's New progress");
    expect(shownId()).toBe('getting-started-microbuilder');
    expect(shown()?.total).toBe(1);
  });

  it('a failed fetch with nothing stored locally shows every feature', async () => {
    memoryStorage();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { shown } = start({ server: () => Promise.reject(new Error('500')) });
    await at(200);
    expect(shown()?.total).toBe(4);
  });

  it('an unreadable local record counts as nothing viewed', async () => {
    memoryStorage({ [WHATS_NEW_STORAGE_KEY]: '{"viewedFeatures": 3}' });
    const { shown } = start();
    await at(200);
    expect(shown()?.total).toBe(4);
  });
});

describe("What's New: ?resetWhatsNew=true", () => {
  it('resets the server and local progress, without reading them, and shows every feature 200 ms later', async () => {
    const local = memoryStorage({
      [WHATS_NEW_STORAGE_KEY]: JSON.stringify({ viewedFeatures: ALL_IDS, lastViewedAt: '2026-01-01T00:00:00.000Z' }),
    });
    const server = vi.fn(async () => ({ viewedFeatures: ALL_IDS, lastViewedAt: null }));
    const { resets, shown } = start({ resetRequested: true, server });
    expect(resets).toHaveLength(1);
    expect(local.stored()).toEqual(NOTHING);
    await at(199);
    expect(shown()).toBeNull();
    await at(200);
    expect(server).not.toHaveBeenCalled();
    expect(shown()?.feature.id).toBe('realtime-collaboration');
    expect(shown()?.total).toBe(4);
  });

  it('a failed server reset is only logged: the features are shown all the same', async () => {
    memoryStorage({ [WHATS_NEW_STORAGE_KEY]: JSON.stringify({ viewedFeatures: ALL_IDS, lastViewedAt: null }) });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('500');
    const { shown } = start({ resetRequested: true, reset: () => Promise.reject(failure) });
    await at(200);
    expect(error).toHaveBeenCalledWith(RESET_FAILED, failure);
    expect(shown()?.total).toBe(4);
  });
});
