import { hostOrigin } from '../../api/embedding';

/** What a host page receives when the person closes the blocked-cookies banner (SPEC §8). */
const CANCEL_MESSAGE = { source: 'tessera', type: 'cancel' } as const;

/** Tells the page Tessera is embedded in that the person gave up; nothing when Tessera is not in a frame. */
export function postCancelToHost(): void {
  if (window.parent === window) return;
  window.parent.postMessage(CANCEL_MESSAGE, hostOrigin() ?? '*');
}
