import { type BundledConfig, type LearnerModule, PACKAGE_FONT_DIR } from '../../modules/delivery/shared';
import { fetchBlock, fetchDispatchModule, fetchModule, PlayerError } from './api';
import { defaultLanguage } from './default-language';
import { languageMemory } from './language-memory';
import { learnerAttempt } from './learner-attempt';
import { type LearnerStatements, statementSender } from './learner-statements';
import { countLearnerView } from './learner-view';
import { launchOf } from './lti-launch';
import { ltiProgress, type KeptStatusSource } from './lti-progress';
import { layoutOf, lmsOriginOf, type PlayerRoute, playerRoute, type Layout } from './route';
import { localProgress, type ProgressStore } from './saved-progress';
import { prepareWords } from '../blocks/words/player-words';
import { cmi5Link } from './tracking/cmi5-on-demand';
import type { LmsLink } from './tracking/link';
import { awaitDispatchStart, relayLink } from './tracking/relay-link';
import { findAnyScormApi, findScormApi } from './tracking/scorm-api';
import { scormLink } from './tracking/scorm-link';

/**
 * `store` keeps the learner's progress in the browser when no LMS keeps it (and nothing at all in
 * a preview); `fontBase` is where the theme's fonts are (a package's own folder; Tessera otherwise).
 */
export type Session = {
  module: LearnerModule;
  /** The module in another language it offers (from the package, or fetched); none in a preview. */
  moduleIn?: (language: string) => Promise<LearnerModule>;
  /** Keeps the learner's choice of language for their next visit. */
  rememberLanguage?: (language: string) => void;
  link: LmsLink | null;
  layout: Layout;
  store?: ProgressStore & { status?: KeptStatusSource };
  fontBase?: string;
  /** Where a share-link learner's statements go (for an xAPI LRS, when the server has one). */
  statements?: LearnerStatements;
};

/** A page in a sandbox or with storage turned off has no localStorage: the learner starts afresh each visit. */
function storageOf(win: Window): Storage | null {
  try {
    return win.localStorage;
  } catch {
    return null;
  }
}

type Fetch = (language: string | null) => Promise<LearnerModule>;

/** Each language fetched once per visit: switching back and forth asks the server nothing new. */
function fetchedLanguages(first: LearnerModule, fetchIn: Fetch) {
  const known = new Map([[first.language, Promise.resolve(first)]]);
  return (language: string) => {
    let module = known.get(language);
    if (!module) {
      module = fetchIn(language);
      known.set(language, module);
      module.catch(() => known.delete(language));
    }
    return module;
  };
}

/**
 * The module in the language the learner starts in (`defaultLanguage`), with the way to the others.
 * `first` is the module in the language the link asks for (or its own).
 */
async function inLanguages(
  win: Window,
  first: LearnerModule,
  moduleIn: (language: string) => Promise<LearnerModule>,
  lms: string | null,
) {
  const memory = languageMemory(storageOf(win), first.id);
  const language = defaultLanguage(
    first.languages.map((l) => l.code),
    { link: linkLanguage(win), lastChoice: memory.last(), lms, browser: win.navigator.languages ?? [] },
  );
  const withWords = async (language: string) => {
    const module = await moduleIn(language);
    await prepareWords(module.language, module.playerWords);
    return module;
  };
  const module = language === first.language ? first : await moduleIn(language);
  // Without its pack the player still plays, in English.
  await prepareWords(module.language, module.playerWords).catch(() => {});
  return { module, moduleIn: withWords, rememberLanguage: memory.remember };
}

/** A live module, fetched first in the link's language, then in the learner's if that is another. */
async function fetched(win: Window, fetchIn: Fetch, lms: string | null) {
  const first = await fetchIn(linkLanguage(win));
  return inLanguages(win, first, fetchedLanguages(first, fetchIn), lms);
}

const linkLanguage = (win: Window) => new URLSearchParams(win.location.search).get('lang');

/**
 * Where the module comes from and where progress goes: a bundled package (module inside in each
 * of its languages, SCORM API around or launched as a cmi5 AU), a dispatch (live module, relayed through the package),
 * /scorm/{id} (live module, the SCORM API of the frames around it), or a learner route (live
 * module, nothing to report to). A live module opened by a learner is counted as their view.
 */
export async function boot(win: Window): Promise<Session> {
  const bundled = (win as unknown as { TESSERA_PACKAGE?: BundledConfig }).TESSERA_PACKAGE;
  if (bundled) {
    const link = await bundledLink(win, bundled);
    const modules = [bundled.module, ...bundled.otherLanguages];
    const byLanguage = new Map(modules.map((m) => [m.language, m]));
    // Every language is in the package: switching needs no network.
    const moduleIn = async (language: string) => byLanguage.get(language) ?? bundled.module;
    const session = await inLanguages(win, bundled.module, moduleIn, link?.snapshot.language ?? null);
    // A web package has no LMS: progress stays in the learner's browser.
    const storage = bundled.runtime === 'web' ? storageOf(win) : null;
    return {
      ...session,
      link,
      layout: 'module',
      fontBase: PACKAGE_FONT_DIR,
      store: storage ? localProgress(storage, session.module) : undefined,
    };
  }
  const route = playerRoute(win.location.pathname);
  if (!route) throw new PlayerError('player.noModuleHere');
  const session = await liveSession(win, route);
  const storage = storageOf(win);
  const viewed = countLearnerView(route, session.module.id, storage);
  // A share-link learner's statements carry what their view was answered (their name for the server).
  if (route.kind === 'share')
    session.statements = statementSender({
      moduleId: route.id,
      viewerToken: viewed,
      // Before the player saves progress for this opening: only an earlier visit's counts.
      attempt: learnerAttempt(storage, route.id, session.store?.load() != null),
      language: () => win.document.documentElement.lang,
    });
  return session;
}

/** A bundled package's LMS: a SCORM API around it, a cmi5 LMS that launched it, or none (a web package). */
async function bundledLink(win: Window, bundled: BundledConfig): Promise<LmsLink | null> {
  switch (bundled.runtime) {
    case 'web':
      return null;
    case 'cmi5':
      // Only a cmi5 package loads cmi5's code.
      return cmi5Link(win);
    default: {
      const api = findScormApi(win, bundled.runtime);
      return api && scormLink(api, bundled.reporting);
    }
  }
}

async function liveSession(win: Window, route: PlayerRoute): Promise<Session> {
  switch (route.kind) {
    case 'dispatch': {
      const origin = lmsOriginOf(win.location.search);
      if (!origin || win.parent === win) throw new PlayerError('player.onlyInPlatform');
      const start = await awaitDispatchStart(win, origin);
      const fetchIn = (language: string | null) => fetchDispatchModule(route.id, start.session, language);
      return {
        ...(await fetched(win, fetchIn, start.snapshot.language)),
        link: relayLink(win, origin, start),
        layout: 'module',
      };
    }
    case 'block':
      return {
        ...(await fetched(win, (language) => fetchBlock(route.id, language), null)),
        link: null,
        layout: 'single',
      };
    case 'scorm': {
      const api = findAnyScormApi(win);
      const link = api && scormLink(api, 'passed-failed');
      return {
        ...(await fetched(win, (language) => fetchModule(route.id, language), link?.snapshot.language ?? null)),
        link,
        layout: 'module',
      };
    }
    default: {
      const session = await fetched(win, (language) => fetchModule(route.id, language), null);
      const storage = storageOf(win);
      const launch = route.kind === 'lti' ? launchOf(win, route.id) : null;
      return {
        ...session,
        link: null,
        layout: layoutOf(route.kind),
        // A launched learner's progress is the server's (any device resumes it, and it grades the answers);
        // anyone else's stays in their browser. Progress is kept by block ids, the same in every language.
        store: launch
          ? await ltiProgress(win, launch, () => win.document.documentElement.lang || session.module.language)
          : storage
            ? localProgress(storage, session.module)
            : undefined,
      };
    }
  }
}
