import type { DispatchConfig } from '../../modules/delivery/shared';
import { admitDispatch, openDispatchSession, sessionRefusal } from './tracking/dispatch-session';
import { isFrom, type ToPlayer } from './tracking/relay-protocol';
import { findScormApi, type ScormApi } from './tracking/scorm-api';
import { type ScormLink, scormLink } from './tracking/scorm-link';
import { sessionGate } from './tracking/session-gate';

/**
 * A dispatch package's page, in the LMS. It asks Tessera first whether it may start here, and
 * only then opens the LMS session: a refused or unreachable dispatch says so and the LMS hears
 * nothing. Then it opens the learner's session with Tessera itself (so Tessera sees the LMS origin
 * from the browser), frames the live module from Tessera, hands it the session and relays its
 * reports to the LMS (origins checked both ways), each once Tessera says the session is still
 * open: a revoked dispatch stops reporting at the next report.
 */
const READY_TIMEOUT_MS = 20_000;
const UNREACHABLE = 'This module cannot be reached right now. Please try again later.';
const NO_LMS = 'This module could not connect to the learning platform.';
const config = (window as unknown as { TESSERA_DISPATCH: DispatchConfig }).TESSERA_DISPATCH;
const server = new URL(config.server).origin;
document.title = config.title;
const status = document.getElementById('status')!;
const show = (message: string) => {
  status.textContent = message;
  status.hidden = false;
};
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function launch(api: ScormApi) {
  try {
    await admitDispatch(server, config.dispatchId, config.secret);
  } catch (error) {
    show(messageOf(error));
    return;
  }
  const link = scormLink(api, config.reporting);
  if (!link) {
    show(NO_LMS);
    return;
  }
  try {
    play(link, await openDispatchSession(server, config.dispatchId, config.secret, link.snapshot.learnerId));
  } catch (error) {
    // Refused for this learner (the learner cap, the new-learner rate): nothing was written.
    link.abandon();
    show(messageOf(error));
  }
}

function play(link: ScormLink, token: string) {
  const frame = document.createElement('iframe');
  frame.title = document.title;
  frame.className = 'player-frame';
  frame.src = `${server}/dispatch/${encodeURIComponent(config.dispatchId)}?origin=${encodeURIComponent(location.origin)}`;
  const stop = (message: string) => {
    clearTimeout(timeout);
    frame.remove();
    show(message);
  };
  const timeout = setTimeout(() => stop(UNREACHABLE), READY_TIMEOUT_MS);
  const gate = sessionGate(
    () => sessionRefusal(server, config.dispatchId, token),
    (message) => {
      stop(message);
      link.close();
    },
  );
  window.addEventListener('message', (event) => {
    if (!isFrom(event, server, frame.contentWindow)) return;
    const { data } = event;
    if (data.type === 'ready') {
      clearTimeout(timeout);
      const start: ToPlayer = {
        tessera: 1,
        type: 'start',
        session: token,
        snapshot: link.snapshot,
        suspendLimit: link.suspendLimit,
      };
      frame.contentWindow?.postMessage(start, server);
    }
    if (data.type === 'report') gate.pass(() => link.report(data.report));
    if (data.type === 'interaction') gate.pass(() => link.record(data.interaction));
  });
  window.addEventListener('pagehide', () => {
    if (gate.closed) return;
    gate.flush();
    link.finish();
  });
  document.body.append(frame);
}

const api = findScormApi(window, config.runtime);
if (api) void launch(api);
else show(NO_LMS);
