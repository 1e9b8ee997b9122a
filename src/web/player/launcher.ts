import type { DispatchConfig } from '../../modules/delivery/shared';
import { openDispatchSession } from './tracking/dispatch-session';
import { findScormApi } from './tracking/scorm-api';
import { scormLink } from './tracking/scorm-link';
import { isFrom, type ToPlayer } from './tracking/relay-protocol';

/**
 * A dispatch package's page, in the LMS: it opens the learner's session with Tessera itself (so
 * Tessera sees the LMS origin from the browser), talks to the LMS's SCORM API and frames the live
 * module from Tessera, handing it the session and relaying its reports (origins checked both
 * ways). If Tessera cannot be reached, or refuses the dispatch, it says so and nothing is reported.
 */
const READY_TIMEOUT_MS = 20_000;
const config = (window as unknown as { TESSERA_DISPATCH: DispatchConfig }).TESSERA_DISPATCH;
const server = new URL(config.server).origin;
document.title = config.title;
const status = document.getElementById('status')!;
const show = (message: string) => {
  status.textContent = message;
  status.hidden = false;
};

const api = findScormApi(window, config.runtime);
const link = api && scormLink(api, config.reporting);
if (!link) show('This module could not connect to the learning platform.');
else {
  const frame = document.createElement('iframe');
  frame.title = document.title;
  frame.className = 'player-frame';
  frame.src = `${server}/dispatch/${encodeURIComponent(config.dispatchId)}?origin=${encodeURIComponent(location.origin)}`;
  const session = openDispatchSession(server, config.dispatchId, config.secret, link.snapshot.learnerId);
  const timeout = setTimeout(
    () => refused('This module cannot be reached right now. Please try again later.'),
    READY_TIMEOUT_MS,
  );
  const refused = (message: string) => {
    clearTimeout(timeout);
    frame.remove();
    show(message);
  };
  session.catch((error: unknown) => refused(error instanceof Error ? error.message : String(error)));
  window.addEventListener('message', (event) => {
    if (!isFrom(event, server, frame.contentWindow)) return;
    if (event.data.type === 'ready') {
      clearTimeout(timeout);
      void session.then(
        (token) => {
          const start: ToPlayer = {
            tessera: 1,
            type: 'start',
            session: token,
            snapshot: link.snapshot,
            suspendLimit: link.suspendLimit,
          };
          frame.contentWindow?.postMessage(start, server);
        },
        () => undefined,
      );
    }
    if (event.data.type === 'report') link.report(event.data.report);
    if (event.data.type === 'interaction') link.record(event.data.interaction);
  });
  window.addEventListener('pagehide', () => link.finish());
  document.body.append(frame);
}
