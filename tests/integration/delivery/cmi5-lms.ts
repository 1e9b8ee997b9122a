import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { listenOnLoopback } from '../../support/listen';
import { HTML, sendFile } from './static-files';

/**
 * A stand-in cmi5 LMS for browser tests, over real HTTP: it serves an unzipped package's AU under
 * /au/, launches it as cmi5 says (a launch URL with endpoint, fetch, actor, registration and
 * activityId), answers the fetch URL once with an auth token, and is the LRS the AU talks to
 * (LMS.LaunchData and the AU's own documents in the state API, the learner's preferences in the
 * agent profile API, statements). It records every statement in the order it arrived.
 */

export const CMI5_CATEGORY = 'https://w3id.org/xapi/cmi5/context/categories/cmi5';
export const MOVE_ON_CATEGORY = 'https://w3id.org/xapi/cmi5/context/categories/moveon';
export const SESSION_ID = 'https://w3id.org/xapi/cmi5/context/extensions/sessionid';
export const MASTERY_SCORE = 'https://w3id.org/xapi/cmi5/context/extensions/masteryscore';

export type LaunchMode = 'Normal' | 'Browse' | 'Review';

export type Launch = {
  url: string;
  registration: string;
  sessionId: string;
  activityId: string;
  actor: Record<string, unknown>;
  launchData: Record<string, unknown>;
};

export type Statement = {
  id: string;
  actor: unknown;
  verb: { id: string };
  object: { id: string; definition?: Record<string, unknown> };
  result?: {
    success?: boolean;
    completion?: boolean;
    duration?: string;
    response?: string;
    score?: { scaled?: number };
  };
  context?: {
    registration?: string;
    contextActivities?: { category?: { id: string }[]; grouping?: { id: string }[] };
    extensions?: Record<string, unknown>;
  };
  timestamp: string;
};

export type Cmi5Lms = {
  origin: string;
  /** Every statement received, in order. */
  statements: Statement[];
  /** Requests the LRS refused (no or unknown token, no xAPI version header). */
  refused: string[];
  serve(packageDir: string): void;
  launch(input: {
    auId: string;
    registration?: string;
    launchMode?: LaunchMode;
    masteryScore?: number;
    returnURL?: string;
    languagePreference?: string;
  }): Launch;
  close(): Promise<void>;
};

const ACTOR = {
  objectType: 'Agent',
  name: 'Lee Learner',
  account: { homePage: 'https://lms.test', name: 'lee' },
};

const verbName = (s: Statement) => s.verb.id.split('/').at(-1)!;

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `writeDelayMs`: how long the LRS takes over each write (a statement or a state document), as a
 * busy LRS does: the write is kept only after it, and answered then.
 */
export async function startCmi5Lms({ writeDelayMs = () => 0 }: { writeDelayMs?: () => number } = {}): Promise<Cmi5Lms> {
  let packageDir = '';
  const statements: Statement[] = [];
  /** Each statement kept, by id: the same statement again is no second one (xAPI §2.2.2). */
  const kept = new Map<string, string>();
  const refused: string[] = [];
  /** Fetch keys not yet used, each with the token it hands out. */
  const fetchKeys = new Map<string, string>();
  const tokens = new Set<string>();
  /** LMS.LaunchData per registration; the AU's own state documents by registration and id. */
  const launchData = new Map<string, Record<string, unknown>>();
  const preferences = new Map<string, string>();
  const states = new Map<string, string>();

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const path = decodeURIComponent(url.pathname);
    const json = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (path.startsWith('/au/')) return sendFile(res, packageDir, path.slice(4));
    if (path === '/returned') return void res.writeHead(200, { 'content-type': HTML }).end('<h1>Back in the LMS</h1>');
    if (path.startsWith('/fetch/') && req.method === 'POST') {
      const key = path.slice(7);
      const token = fetchKeys.get(key);
      // cmi5 §8.2.3: a fetch URL answers once; after that, an error in its own format.
      if (!token) return json(200, { 'error-code': '1', 'error-text': 'This fetch URL was already used.' });
      fetchKeys.delete(key);
      tokens.add(token);
      return json(200, { 'auth-token': token });
    }
    if (!path.startsWith('/lrs/')) return void res.writeHead(404).end();

    const auth = req.headers.authorization ?? '';
    const version = req.headers['x-experience-api-version'];
    if (!tokens.has(auth.replace(/^Basic /, '')) || !version?.toString().startsWith('1.0')) {
      refused.push(`${req.method} ${path}`);
      return json(401, { message: 'unauthorised' });
    }
    const resource = path.slice(5);
    const registration = url.searchParams.get('registration') ?? '';
    if (resource === 'activities/state') {
      const stateId = url.searchParams.get('stateId') ?? '';
      if (stateId === 'LMS.LaunchData') {
        const data = launchData.get(registration);
        return data ? json(200, data) : json(404, {});
      }
      const key = `${registration} ${stateId}`;
      if (req.method === 'GET') {
        const doc = states.get(key);
        return doc ? void res.writeHead(200, { 'content-type': 'application/json' }).end(doc) : json(404, {});
      }
      if (req.method === 'PUT' || req.method === 'POST') {
        const document = await bodyOf(req);
        await sleep(writeDelayMs());
        states.set(key, document);
        return void res.writeHead(204).end();
      }
    }
    if (resource === 'agents/profile' && url.searchParams.get('profileId') === 'cmi5LearnerPreferences') {
      const agent = JSON.parse(url.searchParams.get('agent') ?? '{}') as { account?: { name?: string } };
      const language = preferences.get(agent.account?.name ?? '');
      return language ? json(200, { languagePreference: language, audioPreference: 'on' }) : json(404, {});
    }
    if (resource === 'statements' && req.method === 'POST') {
      const body = JSON.parse(await bodyOf(req)) as Statement | Statement[];
      const received = Array.isArray(body) ? body : [body];
      await sleep(writeDelayMs());
      for (const statement of received) {
        const text = JSON.stringify(statement);
        const known = kept.get(statement.id);
        if (known !== undefined && known !== text) return json(409, { message: `statement ${statement.id} differs` });
        if (known !== undefined) continue;
        kept.set(statement.id, text);
        statements.push(statement);
      }
      return json(
        200,
        received.map((s) => s.id),
      );
    }
    res.writeHead(404).end();
  });
  const origin = await listenOnLoopback(server);

  return {
    origin,
    statements,
    refused,
    serve(dir) {
      packageDir = dir;
    },
    launch({ auId, registration = randomUUID(), launchMode = 'Normal', masteryScore, returnURL, languagePreference }) {
      const sessionId = randomUUID();
      const key = randomUUID();
      fetchKeys.set(key, Buffer.from(`lee:${randomUUID()}`).toString('base64'));
      if (languagePreference) preferences.set(ACTOR.account.name, languagePreference);
      const data = {
        contextTemplate: {
          contextActivities: { grouping: [{ objectType: 'Activity', id: auId }] },
          extensions: { [SESSION_ID]: sessionId },
        },
        launchMode,
        launchMethod: 'AnyWindow',
        moveOn: 'CompletedAndPassed',
        ...(masteryScore !== undefined ? { masteryScore } : {}),
        ...(returnURL ? { returnURL } : {}),
      };
      launchData.set(registration, data);
      const query = new URLSearchParams({
        endpoint: `${origin}/lrs/`,
        fetch: `${origin}/fetch/${key}`,
        actor: JSON.stringify(ACTOR),
        registration,
        activityId: auId,
      });
      return {
        url: `${origin}/au/index.html?${query}`,
        registration,
        sessionId,
        activityId: auId,
        actor: ACTOR,
        launchData: data,
      };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const CMI5_DEFINED = new Set(['initialized', 'completed', 'passed', 'failed', 'terminated']);
const DURATION = /^P(\d+D)?T(\d+H)?(\d+M)?(\d+(\.\d+)?S)?$/;

/**
 * What breaks the cmi5 rules (spec §9) in one session's statements: each carries the launch's
 * actor, registration and context template (session id, grouping); the cmi5-defined verbs are
 * about the AU itself and carry the cmi5 category (completed, passed and failed the moveOn one
 * too, with a duration; passed and failed with a score and the mastery score when the LMS gave
 * one); other statements (answered) are not in the cmi5 category; initialized comes first,
 * terminated last, completed and passed/failed at most once; none of them in Browse or Review mode.
 */
export function cmi5Problems(session: Statement[], launch: Launch): string[] {
  const problems: string[] = [];
  const names = session.map(verbName);
  if (names[0] !== 'initialized') problems.push(`first statement is ${names[0]}, not initialized`);
  if (names.includes('terminated') && names.at(-1) !== 'terminated') problems.push('statements after terminated');
  for (const once of ['completed', 'passed', 'failed'])
    if (names.filter((n) => n === once).length > 1) problems.push(`${once} more than once`);
  if (names.includes('passed') && names.includes('failed')) problems.push('both passed and failed');
  const mode = launch.launchData.launchMode;
  const mastery = launch.launchData.masteryScore;
  for (const s of session) {
    const name = verbName(s);
    const at = `${name} ${s.id}`;
    const categories = (s.context?.contextActivities?.category ?? []).map((c) => c.id);
    if (JSON.stringify(s.actor) !== JSON.stringify(launch.actor)) problems.push(`${at}: another actor`);
    if (s.context?.registration !== launch.registration) problems.push(`${at}: registration`);
    if (s.context?.extensions?.[SESSION_ID] !== launch.sessionId) problems.push(`${at}: session id`);
    if (!s.context?.contextActivities?.grouping?.some((g) => g.id === launch.activityId))
      problems.push(`${at}: context template's grouping`);
    if (!/^[0-9a-f-]{36}$/.test(s.id)) problems.push(`${at}: id is not a UUID`);
    if (Number.isNaN(Date.parse(s.timestamp))) problems.push(`${at}: timestamp`);
    if (CMI5_DEFINED.has(name)) {
      if (s.object.id !== launch.activityId) problems.push(`${at}: object is not the AU`);
      if (!categories.includes(CMI5_CATEGORY)) problems.push(`${at}: no cmi5 category`);
    } else if (categories.includes(CMI5_CATEGORY)) problems.push(`${at}: cmi5 category on a cmi5-allowed statement`);
    if (['completed', 'passed', 'failed'].includes(name)) {
      if (mode !== 'Normal') problems.push(`${at}: in ${mode} mode`);
      if (!categories.includes(MOVE_ON_CATEGORY)) problems.push(`${at}: no moveOn category`);
      if (!DURATION.test(s.result?.duration ?? '')) problems.push(`${at}: duration`);
    }
    if (name === 'completed' && s.result?.completion !== true) problems.push(`${at}: completion`);
    if (name === 'passed' || name === 'failed') {
      if (s.result?.success !== (name === 'passed')) problems.push(`${at}: success`);
      if (typeof s.result?.score?.scaled !== 'number') problems.push(`${at}: score`);
      if (mastery !== undefined && s.context?.extensions?.[MASTERY_SCORE] !== mastery)
        problems.push(`${at}: mastery score`);
      if (name === 'passed' && mastery !== undefined && (s.result?.score?.scaled ?? 0) < (mastery as number))
        problems.push(`${at}: passed below the mastery score`);
    }
    if (name === 'terminated' && !DURATION.test(s.result?.duration ?? '')) problems.push(`${at}: duration`);
    if (name === 'answered') {
      if (!s.object.id.startsWith(`${launch.activityId}/`)) problems.push(`${at}: object not under the AU`);
      if (s.object.definition && 'correctResponsesPattern' in s.object.definition)
        problems.push(`${at}: reveals the correct response`);
    }
  }
  return problems;
}

/** A session's statements: those of its launch's registration and session id, in the order received. */
export const sessionStatements = (lms: Cmi5Lms, launch: Launch) =>
  lms.statements.filter(
    (s) => s.context?.registration === launch.registration && s.context?.extensions?.[SESSION_ID] === launch.sessionId,
  );

export const verbsOf = (statements: Statement[]) => statements.map(verbName);
