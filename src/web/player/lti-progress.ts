import type { LearnerState } from '../../modules/delivery/shared';
import { PlayerError } from './api';
import type { Progress, ProgressStore } from './saved-progress';
import { randomUuid } from '../uuid';

/** Whether the server has what the learner did: `waiting` while it cannot be reached, `ended` once the launch has expired. */
type KeptStatus = 'kept' | 'waiting' | 'ended';
export type KeptStatusSource = { current(): KeptStatus; subscribe(listener: () => void): () => void };

type Answer = { id: string; questionId: string; given: string[] };
type Place = { location: string; seen: string[]; games: LearnerState['games'] };

const URL = '/api/lti/progress';
/** The place alone (where the learner is, blocks seen) is kept at most this often; answers go at once. */
export const PLACE_INTERVAL_MS = 10_000;
/** After a failed call: waits before the next try, the last one repeated. */
const RETRY_MS = [1_000, 2_000, 5_000, 10_000, 30_000];
/** Answers per call, as the server takes them. */
const ANSWERS_PER_CALL = 100;
/** What a browser delivers after the page is gone (keepalive) is capped at 64 KiB in all. */
const KEEPALIVE_BYTES = 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const messageOf = async (res: Response) =>
  ((await res.json().catch(() => null)) as { message?: string } | null)?.message;
/** A refusal the same call would meet again: any 4xx but a time-out or a rate limit (401 ends the session). */
const refusedForGood = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429;

/**
 * An LTI learner's progress, kept by the server (so any device resumes it): read once when the
 * player opens; then each new answer goes at once, in order, and the place at most every 10 s,
 * one call at a time, retried until the server has it. The server checks each answer itself:
 * an answer carries an id, so one sent twice (a retry, the page leaving) counts once. When the
 * page is hidden or left, everything not yet acknowledged goes in one `keepalive` call.
 */
export async function ltiProgress(
  win: Window,
  launch: string,
  language: () => string,
  fetcher: typeof fetch = fetch,
): Promise<ProgressStore & { status: KeptStatusSource }> {
  const headers = { Authorization: `Bearer ${launch}`, 'Content-Type': 'application/json' };
  const loaded = await loadProgress(fetcher, headers);

  const counted = new Map(Object.entries(loaded.state.questions).map(([id, q]) => [id, q.attempts]));
  let pending: Answer[] = [];
  let place: Place = { location: loaded.location, seen: loaded.state.seen, games: loaded.state.games };
  let keptPlace = JSON.stringify(place);
  let lastCallAt = 0;
  let inFlight = false;
  let retrying = false;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let status: KeptStatus = 'kept';
  const listeners = new Set<() => void>();
  const setStatus = (next: KeptStatus) => {
    if (status === next) return;
    status = next;
    for (const listener of listeners) listener();
  };

  const placeKept = () => JSON.stringify(place) === keptPlace;
  const bodyOf = (answers: Answer[], at: Place) => JSON.stringify({ language: language(), answers, ...at });

  function schedule() {
    if (inFlight || retrying || status === 'ended') return;
    clearTimeout(timer);
    if (pending.length > 0) return void send();
    if (placeKept()) return;
    timer = setTimeout(() => void send(), Math.max(0, lastCallAt + PLACE_INTERVAL_MS - Date.now()));
  }

  async function send() {
    inFlight = true;
    const answers = pending.slice(0, ANSWERS_PER_CALL);
    const at = place;
    let res: Response | null = null;
    try {
      res = await fetcher(URL, { method: 'POST', headers, body: bodyOf(answers, at) });
    } catch {
      // Offline or the server out of reach: tried again below.
    }
    inFlight = false;
    lastCallAt = Date.now();
    if (res?.status === 401) return setStatus('ended');
    if (res && (res.ok || refusedForGood(res.status))) {
      if (!res.ok) console.warn('LTI progress refused:', res.status, await messageOf(res));
      pending = pending.slice(answers.length);
      keptPlace = JSON.stringify(at);
      failures = 0;
      setStatus('kept');
      return schedule();
    }
    failures += 1;
    if (failures >= 2) setStatus('waiting');
    retrying = true;
    timer = setTimeout(
      () => {
        retrying = false;
        void send();
      },
      RETRY_MS[Math.min(failures, RETRY_MS.length) - 1],
    );
  }

  /** The page is going (or hidden, which on a phone may be the last we hear of it): nothing waits for an answer. */
  function leave() {
    if (status === 'ended' || (pending.length === 0 && placeKept())) return;
    const answers = pending.slice(0, ANSWERS_PER_CALL);
    let body = bodyOf(answers, place);
    if (body.length > KEEPALIVE_BYTES) body = bodyOf(answers, { ...place, seen: [] });
    void fetcher(URL, { method: 'POST', headers, body, keepalive: true }).catch(() => {});
  }
  win.addEventListener('pagehide', leave);
  win.document.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState === 'hidden') leave();
  });

  return {
    load: () => loaded,
    save({ state, location }) {
      for (const [questionId, question] of Object.entries(state.questions)) {
        if (question.attempts <= (counted.get(questionId) ?? 0)) continue;
        counted.set(questionId, question.attempts);
        pending.push({ id: randomUuid(), questionId, given: question.given });
      }
      place = { location, seen: state.seen, games: state.games };
      schedule();
    },
    status: {
      current: () => status,
      subscribe(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
  };
}

/** The progress the server keeps, retried a few times on a bad connection; a launch that has expired says so. */
async function loadProgress(fetcher: typeof fetch, headers: Record<string, string>): Promise<Progress> {
  for (let attempt = 0; ; attempt++) {
    let res: Response | null = null;
    try {
      res = await fetcher(URL, { headers, cache: 'no-store' });
    } catch {
      // Tried again below.
    }
    if (res?.ok) return ((await res.json()) as { progress: Progress }).progress;
    if (res?.status === 401) throw new PlayerError('player.sessionOver', {}, await messageOf(res));
    if (res && refusedForGood(res.status))
      throw new PlayerError('player.progressNotLoaded', { status: res.status }, await messageOf(res));
    if (attempt === 3) throw new PlayerError('player.progressUnreachable');
    await sleep(RETRY_MS[attempt]!);
  }
}
