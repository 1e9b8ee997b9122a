import type Cmi5 from '@xapi/cmi5';
import { SUSPEND_DATA_LIMIT } from '../../../modules/delivery/shared';
import { PlayerError } from '../api';
import type { Interaction, LmsLink, Report } from './link';
import { lrsOutbox } from './lrs-outbox';
import { response2004 } from './scorm-interactions';

/** The player's own document in the LRS's state API: where the learner is, per registration. */
const PROGRESS_STATE = 'https://tessera.dev/xapi/state/progress';
/** The part of each answered statement's object id that groups a module's questions. */
const TEST_ID = 'module';

/** What the player keeps between launches of one registration, and what it already told the LMS. */
type SavedProgress = {
  location: string;
  suspendData: string;
  completed: boolean;
  result: 'passed' | 'failed' | null;
};

/** An axios error's HTTP status (the platform answered), or undefined (it could not be reached). */
const statusOf = (error: unknown) => (error as { response?: { status?: number } } | null)?.response?.status;

function parseSaved(data: unknown): SavedProgress | null {
  const saved = data as Partial<SavedProgress> | null;
  if (typeof saved !== 'object' || saved === null) return null;
  return {
    location: typeof saved.location === 'string' ? saved.location : '',
    suspendData: typeof saved.suspendData === 'string' ? saved.suspendData : '',
    completed: saved.completed === true,
    result: saved.result === 'passed' || saved.result === 'failed' ? saved.result : null,
  };
}

async function launched(): Promise<Cmi5> {
  const { default: Cmi5 } = await import('@xapi/cmi5');
  if (!Cmi5.isCmiAvailable) throw new PlayerError('player.notLaunched');
  const cmi5 = Cmi5.instance;
  try {
    // The launch sequence: the fetch URL's auth token, LMS.LaunchData, the learner's preferences, initialized.
    await cmi5.initialize();
  } catch (error) {
    throw new PlayerError(statusOf(error) === undefined ? 'player.platformUnreachable' : 'player.launchRefused');
  }
  return cmi5;
}

async function readSaved(cmi5: Cmi5): Promise<SavedProgress | null> {
  const { actor, activityId, registration } = cmi5.getLaunchParameters();
  try {
    const res = await cmi5.xapi!.getState({ agent: actor, activityId, registration, stateId: PROGRESS_STATE });
    return parseSaved(res.data);
  } catch (error) {
    if (statusOf(error) === 404) return null;
    // Starting afresh would overwrite the learner's progress with nothing.
    throw new PlayerError('player.platformUnreachable');
  }
}

/** The LMS's mastery score (0–1) as a pass mark in percent, rounded up so a pass here is one the LMS accepts. */
const passMark = (scaled: number | undefined) => (typeof scaled === 'number' ? Math.ceil(scaled * 100 - 1e-9) : null);

/**
 * The player as a cmi5 AU: launched by the LMS (tracking/launch parameters in the address), it
 * reports through @xapi/cmi5 to the LMS's LRS. Statements go one after another, in the order the
 * learner earned them: initialized, answered…, completed, passed or failed (each once per
 * registration, and only in Normal launch mode), terminated. Where the learner is stays in the LRS's
 * state API, so another launch of the same registration resumes.
 */
export async function cmi5Link(win: Window): Promise<LmsLink> {
  const cmi5 = await launched();
  const saved = await readSaved(cmi5);
  const { actor, activityId, registration } = cmi5.getLaunchParameters();
  const launchData = cmi5.getLaunchData();
  const normal = launchData.launchMode === 'Normal';
  const told = { completed: saved?.completed ?? false, result: saved?.result ?? null };
  const outbox = lrsOutbox({
    endpoint: cmi5.getLaunchParameters().endpoint,
    authorization: `Basic ${cmi5.getAuthToken()}`,
  });
  // @xapi/cmi5 builds each statement (the cmi5 context, the session id); the outbox sends it.
  (cmi5 as unknown as { sendXapiStatement: (statement: Record<string, unknown>) => Promise<void> }).sendXapiStatement =
    (statement) => outbox.statement(statement);
  let terminated = false;
  const save = (report: Report) => {
    const progress: SavedProgress = { location: report.location, suspendData: report.suspendData, ...told };
    outbox.state({
      query: { activityId, agent: JSON.stringify(actor), registration, stateId: PROGRESS_STATE },
      body: progress,
    });
  };
  const terminate = () => {
    if (terminated) return;
    terminated = true;
    void cmi5.terminate();
  };
  const languages = cmi5.getLearnerPreferences()?.languagePreference ?? '';
  return {
    snapshot: {
      learnerId: actor.account?.name ?? actor.mbox ?? '',
      learnerName: actor.name ?? '',
      entry: saved ? 'resume' : 'ab-initio',
      location: saved?.location ?? '',
      suspendData: saved?.suspendData ?? '',
      masteryScore: passMark(launchData.masteryScore),
      language: languages.split(',')[0]?.trim() ?? '',
    },
    suspendLimit: SUSPEND_DATA_LIMIT.scorm2004,
    report(report) {
      if (terminated) return;
      if (normal && report.completed && !told.completed) {
        told.completed = true;
        void cmi5.complete();
      }
      if (normal && report.passed !== null && told.result === null) {
        told.result = report.passed ? 'passed' : 'failed';
        const scaled = (report.score ?? 0) / 100;
        void (report.passed ? cmi5.pass(scaled) : cmi5.fail(scaled));
      }
      // A Review launch shows the learner's attempt as it was; it changes nothing.
      if (launchData.launchMode !== 'Review') save(report);
    },
    record(interaction: Interaction) {
      if (terminated) return;
      const definition = {
        type: 'http://adlnet.gov/expapi/activities/cmi.interaction',
        interactionType: interaction.response.kind,
        description: { [win.document.documentElement.lang || 'und']: interaction.description },
      } as const;
      const duration = { start: new Date(interaction.at - interaction.latencyMs), end: new Date(interaction.at) };
      void cmi5.interaction(
        TEST_ID,
        interaction.blockId,
        response2004(interaction.response),
        definition,
        interaction.correct,
        duration,
      );
    },
    // The page is going (closed, navigated away, reloaded): nothing can wait for the LRS any more.
    finish() {
      terminate();
      outbox.leave();
    },
    async exit() {
      terminate();
      await outbox.settled();
      if (launchData.returnURL) win.location.assign(launchData.returnURL);
    },
  };
}
