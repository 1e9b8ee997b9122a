import WebSocket from 'ws';
import type { ClientMessage, ServerMessage } from '../../src/platform/realtime/protocol';
import { now } from './stats';

export type TimedMessage = { at: number; message: ServerMessage };

/**
 * A protocol v1 client like tests/support/live-client.ts, except that it stamps every message
 * with performance.now() the moment the frame arrives (before any parsing) and hands it to
 * `onMessage` at once, so delivery latency is measured without scanning message lists.
 */
export async function connectTimedLive(baseUrl: string, token: string, onMessage: (m: TimedMessage) => void) {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ws?token=${encodeURIComponent(token)}`);
  const waiters = new Set<(m: ServerMessage) => void>();
  ws.on('message', (data) => {
    const at = now();
    const message = JSON.parse(String(data)) as ServerMessage;
    if (message.type === 'ping') ws.send(JSON.stringify({ v: 2, type: 'pong' } satisfies ClientMessage));
    onMessage({ at, message });
    for (const w of [...waiters]) w(message);
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
    ws.once('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
  });

  /** Resolves on the next message (from now on) that matches; bounded by `timeoutMs`. */
  function next(predicate: (m: ServerMessage) => boolean, timeoutMs = 10_000): Promise<ServerMessage> {
    return new Promise((resolve, reject) => {
      const waiter = (m: ServerMessage) => {
        if (!predicate(m)) return;
        clearTimeout(timer);
        waiters.delete(waiter);
        resolve(m);
      };
      const timer = setTimeout(() => {
        waiters.delete(waiter);
        reject(new Error(`no matching message within ${timeoutMs} ms`));
      }, timeoutMs);
      waiters.add(waiter);
    });
  }

  return {
    send: (message: ClientMessage) => ws.send(JSON.stringify(message)),
    next,
    close: () =>
      new Promise<void>((resolve) => {
        if (ws.readyState === WebSocket.CLOSED) return resolve();
        const timer = setTimeout(() => {
          ws.terminate();
          resolve();
        }, 2000);
        ws.once('close', () => {
          clearTimeout(timer);
          resolve();
        });
        ws.close();
      }),
  };
}
