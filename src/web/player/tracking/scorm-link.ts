import { SUSPEND_DATA_LIMIT, type Reporting, type ScormVersion } from '../../../modules/delivery/shared';
import type { LmsLink, Report, Snapshot } from './link';
import type { ScormApi } from './scorm-api';
import { writeInteraction } from './scorm-interactions';
import { duration2004, timespan12 } from './session-time';

const KEYS = {
  scorm12: {
    learnerId: 'cmi.core.student_id',
    learnerName: 'cmi.core.student_name',
    entry: 'cmi.core.entry',
    location: 'cmi.core.lesson_location',
    mastery: 'cmi.student_data.mastery_score',
    language: 'cmi.student_preference.language',
    exit: 'cmi.core.exit',
    sessionTime: 'cmi.core.session_time',
    raw: 'cmi.core.score.raw',
    min: 'cmi.core.score.min',
    max: 'cmi.core.score.max',
  },
  scorm2004: {
    learnerId: 'cmi.learner_id',
    learnerName: 'cmi.learner_name',
    entry: 'cmi.entry',
    location: 'cmi.location',
    mastery: 'cmi.scaled_passing_score',
    language: 'cmi.learner_preference.language',
    exit: 'cmi.exit',
    sessionTime: 'cmi.session_time',
    raw: 'cmi.score.raw',
    min: 'cmi.score.min',
    max: 'cmi.score.max',
  },
} as const;
const LOCATION_LIMIT = { scorm12: 255, scorm2004: 1000 } as const;

function readSnapshot(api: ScormApi): Snapshot {
  const k = KEYS[api.version];
  const mastery = api.get(k.mastery);
  const masteryScore =
    mastery === '' || Number.isNaN(Number(mastery))
      ? null
      : api.version === 'scorm12'
        ? Number(mastery)
        : Math.round(Number(mastery) * 100);
  return {
    learnerId: api.get(k.learnerId),
    learnerName: api.get(k.learnerName),
    entry: api.get(k.entry),
    location: api.get(k.location),
    suspendData: api.get('cmi.suspend_data'),
    masteryScore,
    language: api.get(k.language),
  };
}

/** SCORM 1.2 has one status: passed/failed once the quiz is done (or completed/incomplete, as the author chose). */
function lessonStatus(report: Report, reporting: Reporting): string {
  if (!report.completed) return 'incomplete';
  if (reporting === 'completed-incomplete' || report.passed === null) return 'completed';
  return report.passed ? 'passed' : 'failed';
}

/** What a report says in the LMS's elements: the results first, then where the learner is. */
function reportValues(version: ScormVersion, reporting: Reporting, report: Report) {
  const k = KEYS[version];
  const results: [string, string][] =
    version === 'scorm12'
      ? [['cmi.core.lesson_status', lessonStatus(report, reporting)]]
      : [
          ['cmi.completion_status', report.completed ? 'completed' : 'incomplete'],
          ['cmi.progress_measure', report.progress.toFixed(2)],
          ['cmi.success_status', report.passed === null ? 'unknown' : report.passed ? 'passed' : 'failed'],
        ];
  if (report.score !== null) {
    results.push([k.min, '0'], [k.max, '100'], [k.raw, String(report.score)]);
    if (version === 'scorm2004') results.push(['cmi.score.scaled', (report.score / 100).toFixed(2)]);
  }
  const place: [string, string][] = [
    [k.location, report.location.slice(0, LOCATION_LIMIT[version])],
    ['cmi.suspend_data', report.suspendData],
  ];
  return { results, place };
}

/** Where the learner is (location, suspend data) is committed at most this often; results at once. */
export const PLACE_COMMIT_INTERVAL_MS = 10_000;

/**
 * A launch to look at a finished attempt: the LMS says review, or relaunches an attempt that is over
 * without resuming it (entry ""). Nothing of it is written: the attempt stays as the learner left it.
 */
function isReview(api: ScormApi): boolean {
  if (api.version === 'scorm12') {
    if (api.get('cmi.core.lesson_mode') === 'review') return true;
    return (
      api.get('cmi.core.entry') === '' && ['passed', 'completed', 'failed'].includes(api.get('cmi.core.lesson_status'))
    );
  }
  if (api.get('cmi.mode') === 'review') return true;
  return (
    api.get('cmi.entry') === '' &&
    (api.get('cmi.completion_status') === 'completed' || ['passed', 'failed'].includes(api.get('cmi.success_status')))
  );
}

/** Each edition's word for an exit that ends the attempt (SCORM 1.2's is the empty string). */
const NORMAL_EXIT = { scorm12: '', scorm2004: 'normal' } as const;

/**
 * Finished with the module: completed, or its quiz decided (passed, or failed once every question
 * is settled, so with no attempts left). The LMS may then close the attempt; before that the
 * learner must be able to come back to it.
 */
const attemptOver = (report: Report | null) => !!report && (report.completed || report.passed !== null);

export type ScormLink = LmsLink & {
  /** Ends the LMS session writing nothing more (a dispatch Tessera refused before the learner began). */
  abandon(): void;
  /**
   * Ends the LMS session Tessera closed mid-way (a revoked dispatch): its time is the learner's and
   * is recorded; nothing of what was refused is.
   */
  close(): void;
};

/**
 * The player's link to an LMS's SCORM API: reads the snapshot once, writes what each report
 * changes (results committed at once, the learner's place at most every 10 s), journals each
 * answer as an interaction, and on finish records the session time and exits: suspended while the
 * attempt is not over (so the learner resumes), normally once it is. Nothing is written once
 * `finish` ran, nor in a review launch.
 */
export function scormLink(api: ScormApi, reporting: Reporting, now: () => number = Date.now): ScormLink | null {
  if (!api.initialize()) return null;
  const started = now();
  const snapshot = readSnapshot(api);
  const review = isReview(api);
  let finished = false;
  let lastReport: Report | null = null;
  // Each element is written when its value changes, not with every report.
  const written = new Map<string, string>();
  let lastCommit = Number.NEGATIVE_INFINITY;
  let commitLater: ReturnType<typeof setTimeout> | undefined;

  const setChanged = (values: [string, string][]) => {
    let changed = false;
    for (const [key, value] of values) {
      if (written.get(key) === value) continue;
      api.set(key, value);
      written.set(key, value);
      changed = true;
    }
    return changed;
  };
  const commit = () => {
    clearTimeout(commitLater);
    commitLater = undefined;
    lastCommit = now();
    api.commit();
  };
  /** Results and answers are committed at once; a new place waits for the next commit, at most an interval. */
  const commitPlace = () => {
    const wait = lastCommit + PLACE_COMMIT_INTERVAL_MS - now();
    if (wait <= 0) commit();
    else commitLater ??= setTimeout(commit, wait);
  };
  const writeSessionTime = () => {
    const elapsed = now() - started;
    api.set(KEYS[api.version].sessionTime, api.version === 'scorm12' ? timespan12(elapsed) : duration2004(elapsed));
  };
  const end = (last: () => void) => {
    if (finished) return;
    finished = true;
    clearTimeout(commitLater);
    if (!review) last();
    api.terminate();
  };
  return {
    snapshot,
    suspendLimit: SUSPEND_DATA_LIMIT[api.version],
    report(report) {
      if (finished || review) return;
      lastReport = report;
      const { results, place } = reportValues(api.version, reporting, report);
      const resultsChanged = setChanged(results);
      const placeChanged = setChanged(place);
      if (resultsChanged) commit();
      else if (placeChanged) commitPlace();
    },
    record(interaction) {
      if (finished || review) return;
      writeInteraction(api, interaction);
      commit();
    },
    abandon() {
      end(() => {});
    },
    close() {
      end(() => {
        writeSessionTime();
        api.commit();
      });
    },
    finish() {
      end(() => {
        writeSessionTime();
        api.set(KEYS[api.version].exit, attemptOver(lastReport) ? NORMAL_EXIT[api.version] : 'suspend');
        api.commit();
      });
    },
  };
}
