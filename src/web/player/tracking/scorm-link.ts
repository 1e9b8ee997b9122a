import { SUSPEND_DATA_LIMIT, type Reporting } from '../../../modules/delivery/shared';
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

function writeReport(api: ScormApi, reporting: Reporting, report: Report) {
  const k = KEYS[api.version];
  if (api.version === 'scorm12') api.set('cmi.core.lesson_status', lessonStatus(report, reporting));
  else {
    api.set('cmi.completion_status', report.completed ? 'completed' : 'incomplete');
    api.set('cmi.progress_measure', report.progress.toFixed(2));
    api.set('cmi.success_status', report.passed === null ? 'unknown' : report.passed ? 'passed' : 'failed');
  }
  if (report.score !== null) {
    api.set(k.min, '0');
    api.set(k.max, '100');
    api.set(k.raw, String(report.score));
    if (api.version === 'scorm2004') api.set('cmi.score.scaled', (report.score / 100).toFixed(2));
  }
  api.set(k.location, report.location.slice(0, LOCATION_LIMIT[api.version]));
  api.set('cmi.suspend_data', report.suspendData);
  api.commit();
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
 * The player's link to an LMS's SCORM API: reads the snapshot once, writes each report and
 * commits, journals each answer as an interaction, and on finish records the session time and
 * exits: suspended while the attempt is not over (so the learner resumes), normally once it is.
 * Nothing is written once `finish` ran.
 */
export function scormLink(api: ScormApi, reporting: Reporting, now: () => number = Date.now): ScormLink | null {
  if (!api.initialize()) return null;
  const started = now();
  const snapshot = readSnapshot(api);
  let finished = false;
  let lastReport: Report | null = null;
  const writeSessionTime = () => {
    const elapsed = now() - started;
    api.set(KEYS[api.version].sessionTime, api.version === 'scorm12' ? timespan12(elapsed) : duration2004(elapsed));
  };
  return {
    snapshot,
    suspendLimit: SUSPEND_DATA_LIMIT[api.version],
    report(report) {
      if (finished) return;
      lastReport = report;
      writeReport(api, reporting, report);
    },
    record(interaction) {
      if (!finished) writeInteraction(api, interaction);
    },
    abandon() {
      if (finished) return;
      finished = true;
      api.terminate();
    },
    close() {
      if (finished) return;
      finished = true;
      writeSessionTime();
      api.commit();
      api.terminate();
    },
    finish() {
      if (finished) return;
      finished = true;
      writeSessionTime();
      api.set(KEYS[api.version].exit, attemptOver(lastReport) ? NORMAL_EXIT[api.version] : 'suspend');
      api.commit();
      api.terminate();
    },
  };
}
