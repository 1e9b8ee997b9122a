import { type BundledConfig, type LearnerModule, PACKAGE_FONT_DIR } from '../../modules/delivery/shared';
import { fetchBlock, fetchDispatchModule, fetchModule, PlayerError } from './api';
import { layoutOf, lmsOriginOf, playerRoute, type Layout } from './route';
import { localProgress, type ProgressStore } from './saved-progress';
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
  link: LmsLink | null;
  layout: Layout;
  store?: ProgressStore;
  fontBase?: string;
};

/** A page in a sandbox or with storage turned off has no localStorage: the learner starts afresh each visit. */
function storageOf(win: Window): Storage | null {
  try {
    return win.localStorage;
  } catch {
    return null;
  }
}

/**
 * Where the module comes from and where progress goes: a bundled package (module inside, SCORM
 * API around), a dispatch (live module, relayed through the package), /scorm/{id} (live module,
 * the SCORM API of the frames around it), or a learner route (live module, nothing to report to).
 */
export async function boot(win: Window): Promise<Session> {
  const bundled = (win as unknown as { TESSERA_PACKAGE?: BundledConfig }).TESSERA_PACKAGE;
  if (bundled) {
    const api = findScormApi(win, bundled.runtime);
    return {
      module: bundled.module,
      link: api && scormLink(api, bundled.reporting),
      layout: 'module',
      fontBase: PACKAGE_FONT_DIR,
    };
  }
  const route = playerRoute(win.location.pathname);
  if (!route) throw new PlayerError('There is no module at this address.');
  switch (route.kind) {
    case 'dispatch': {
      const origin = lmsOriginOf(win.location.search);
      if (!origin || win.parent === win)
        throw new PlayerError('This module opens only inside the learning platform it was sent to.');
      const start = await awaitDispatchStart(win, origin);
      const module = await fetchDispatchModule(route.id, start.session);
      return { module, link: relayLink(win, origin, start), layout: 'module' };
    }
    case 'block':
      return { module: await fetchBlock(route.id), link: null, layout: 'single' };
    case 'scorm': {
      const api = findAnyScormApi(win);
      return { module: await fetchModule(route.id), link: api && scormLink(api, 'passed-failed'), layout: 'module' };
    }
    default: {
      const module = await fetchModule(route.id);
      const storage = storageOf(win);
      return {
        module,
        link: null,
        layout: layoutOf(route.kind),
        store: storage ? localProgress(storage, module) : undefined,
      };
    }
  }
}
