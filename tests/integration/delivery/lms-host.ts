import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { listenOnLoopback } from '../../support/listen';
import { ruleBroken } from '../../support/strict-lms-rules';
import { HTML, sendFile } from './static-files';

/**
 * A stand-in LMS for browser tests: serves an unzipped package (`serve`) under /pkg/ and a host page that
 * provides the SCORM API through scorm-again (1.2 or 2004), frames the package's index.html, and
 * records every value the content sets (in localStorage, per learner, across reloads). On a new
 * session it hands the content what it saved before in the same attempt, as an LMS does: entry
 * "resume", location, suspend data; the mastery score from the manifest; and the learner's language
 * when the test gives one. A normal exit (1.2 "", 2004 "normal") closes the attempt: the next
 * session is a new one, entry "ab-initio", with nothing of the old attempt; or, with
 * `attempts=keep`, the finished attempt again (entry "", its status and suspend data). Every API call is
 * counted by name (`calls`), reads included. Every write is held to the strictest LMS's rules
 * (tests/support/strict-lms-rules.ts): one that breaks them is refused, as Moodle refuses it, and
 * listed in `refused`.
 */

const HOST_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Test LMS</title>
<script src="/scorm-again/scorm12.min.js"></script><script src="/scorm-again/scorm2004.min.js"></script></head>
<body><main><h1>Test LMS</h1><iframe id="sco" title="Module" style="width:100%;height:80vh;border:0"></iframe></main>
<script>
const params = new URLSearchParams(location.search);
const version = params.get('version');
const learner = params.get('learner');
const key = 'lms-' + learner;
const record = JSON.parse(localStorage.getItem(key) || '{"log":[],"sessions":0,"attemptStart":0,"calls":[],"refused":[]}');
// The rules' source as compiled for Node may name its functions through this helper.
var __name = (f) => f;
const ruleBroken = ${String(ruleBroken)};
const interactionTypes = {};
/** Refuses a write that breaks the strict rules, as Moodle does (error 406), and lists it. */
const strict = (target, setName) => {
  const set = target[setName].bind(target);
  target[setName] = (element, value) => {
    const n = /^cmi\\.interactions\\.(\\d+)\\./.exec(element)?.[1];
    const broken = ruleBroken(version, element, String(value), n === undefined ? undefined : interactionTypes[n]);
    if (broken) { record.refused.push(broken); persist(); return 'false'; }
    if (n !== undefined && element.endsWith('.type')) interactionTypes[n] = String(value);
    return set(element, value);
  };
};
record.refused ??= [];
const persist = () => localStorage.setItem(key, JSON.stringify(record));
const lastEntry = (k) => { for (let i = record.log.length - 1; i >= record.attemptStart; i--) if (record.log[i][0] === k) return record.log[i]; return null; };
const last = (k) => lastEntry(k)?.[1] ?? '';
const exit = lastEntry(version === 'scorm12' ? 'cmi.core.exit' : 'cmi.exit');
const over = !!exit && exit[1] === (version === 'scorm12' ? '' : 'normal');
// As Moodle does without "new attempt" settings: a finished attempt is relaunched as it is, entry "".
const keepsFinished = params.get('attempts') === 'keep';
if (over && !keepsFinished) record.attemptStart = record.log.length;
const entry = over ? '' : record.log.length > record.attemptStart ? 'resume' : 'ab-initio';
const mastery = params.get('mastery') || '';
const language = params.get('language') || '';
let api;
if (version === 'scorm12') {
  api = window.API = new Scorm12API({ logLevel: 5 });
  strict(api, 'LMSSetValue');
  api.cmi.core.student_id = learner;
  api.cmi.core.student_name = 'Learner, Lee';
  api.cmi.core.entry = entry;
  if (last('cmi.core.lesson_status')) api.cmi.core.lesson_status = last('cmi.core.lesson_status');
  if (last('cmi.core.lesson_location')) api.cmi.core.lesson_location = last('cmi.core.lesson_location');
  if (last('cmi.suspend_data')) api.cmi.suspend_data = last('cmi.suspend_data');
  if (mastery) api.cmi.student_data.mastery_score = mastery;
  if (language) api.cmi.student_preference.language = language;
  api.on('LMSSetValue.cmi.*', (element, value) => { record.log.push([element, String(value)]); persist(); });
  api.on('LMSFinish', () => { record.log.push(['finish', '']); persist(); });
  for (const name of ['LMSInitialize', 'LMSGetValue', 'LMSSetValue', 'LMSCommit', 'LMSFinish'])
    api.on(name, () => { record.calls.push(name); persist(); });
} else {
  api = window.API_1484_11 = new Scorm2004API({ logLevel: 5 });
  strict(api, 'SetValue');
  api.cmi.learner_id = learner;
  api.cmi.learner_name = 'Learner, Lee';
  api.cmi.entry = entry;
  if (last('cmi.completion_status')) api.cmi.completion_status = last('cmi.completion_status');
  if (last('cmi.success_status')) api.cmi.success_status = last('cmi.success_status');
  if (last('cmi.location')) api.cmi.location = last('cmi.location');
  if (last('cmi.suspend_data')) api.cmi.suspend_data = last('cmi.suspend_data');
  if (mastery) api.cmi.scaled_passing_score = mastery;
  if (language) api.cmi.learner_preference.language = language;
  api.on('SetValue.cmi.*', (element, value) => { record.log.push([element, String(value)]); persist(); });
  api.on('Terminate', () => { record.log.push(['finish', '']); persist(); });
  for (const name of ['Initialize', 'GetValue', 'SetValue', 'Commit', 'Terminate'])
    api.on(name, () => { record.calls.push(name); persist(); });
}
record.sessions += 1;
persist();
document.getElementById('sco').src = '/pkg/index.html';
</script></body></html>`;

export type Lms = {
  origin: string;
  serve: (packageDir: string) => void;
  /** `attempts: 'keep'`: a finished attempt is relaunched as it is (entry ""), as Moodle does by default. */
  url: (version: string, learner: string, mastery: string, language?: string, attempts?: 'new' | 'keep') => string;
  close: () => Promise<void>;
};

export async function startLms(): Promise<Lms> {
  let packageDir = '';
  const scormAgain = join(process.cwd(), 'node_modules', 'scorm-again', 'dist');
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (path === '/lms.html') return void res.writeHead(200, { 'content-type': HTML }).end(HOST_PAGE);
    if (path.startsWith('/pkg/')) return sendFile(res, packageDir, path.slice(5));
    if (path.startsWith('/scorm-again/')) return sendFile(res, scormAgain, path.slice(13));
    res.writeHead(404).end();
  });
  const origin = await listenOnLoopback(server);
  return {
    origin,
    serve: (dir) => {
      packageDir = dir;
    },
    url: (version, learner, mastery, language = '', attempts = 'new') =>
      `${origin}/lms.html?version=${version}&learner=${encodeURIComponent(learner)}&mastery=${mastery}&language=${encodeURIComponent(language)}&attempts=${attempts}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The values the LMS received, last one per element, and whether the session was finished. */
export type LmsRecord = {
  log: [string, string][];
  sessions: number;
  attemptStart: number;
  calls: string[];
  /** Writes the strict rules refused (they reached neither the log nor the LMS). */
  refused: string[];
};
export const lastValues = (record: LmsRecord) => Object.fromEntries(record.log);
