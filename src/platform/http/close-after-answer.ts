import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';

/** How long the client has to read the answer once the server has said it is done. */
const READ_ANSWER_MS = 2_000;

/**
 * Ends the connection once this answer is sent, reading nothing more of the request: a body past
 * its limit is not taken in to the end (200 MB sent to a 20 MB limit is cut off near 20 MB). The
 * server half-closes after the answer, so the client reads it, then drops the socket.
 */
export function closeAfterAnswer(c: Context): void {
  c.header('Connection', 'close');
  const { incoming, outgoing } = (c.env ?? {}) as Partial<HttpBindings>;
  if (!incoming?.socket || !outgoing) return;
  const socket = incoming.socket;
  outgoing.once('finish', () => {
    // Node would otherwise read the rest of the body to reuse the connection.
    incoming.pause();
    socket.end();
    setTimeout(() => socket.destroy(), READ_ANSWER_MS).unref();
  });
}
