import WebSocket from 'ws';
import { serverMessage, type ClientMessage, type ServerMessage } from '../../src/platform/realtime/protocol';

/** A websocket client speaking protocol v2, collecting every message for assertions. */
export async function connectLive(baseUrl: string, token: string) {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ws?token=${encodeURIComponent(token)}`);
  const messages: ServerMessage[] = [];
  const waiters = new Set<() => void>();
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.once('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  ws.on('message', (data) => {
    const message = serverMessage.parse(JSON.parse(String(data)));
    messages.push(message);
    if (message.type === 'ping') ws.send(JSON.stringify({ v: 2, type: 'pong' }));
    for (const w of waiters) w();
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
    ws.once('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
  });

  function waitFor<T extends ServerMessage>(predicate: (m: ServerMessage) => m is T, timeoutMs?: number): Promise<T>;
  function waitFor(predicate: (m: ServerMessage) => boolean, timeoutMs?: number): Promise<ServerMessage>;
  function waitFor(predicate: (m: ServerMessage) => boolean, timeoutMs = 5000): Promise<ServerMessage> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = messages.find(predicate);
        if (found) {
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
        }
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(
          new Error(`no matching message within ${timeoutMs} ms; got ${JSON.stringify(messages.map((m) => m.type))}`),
        );
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  }

  return {
    messages,
    send: (message: ClientMessage) => ws.send(JSON.stringify(message)),
    /** Sends any text, as a misbehaving client would. */
    sendRaw: (data: string) => ws.send(data),
    /** Settles when the server (or the client) closed the socket, with its code and reason. */
    closed,
    isOpen: () => ws.readyState === WebSocket.OPEN,
    waitFor,
    events: (room: string) => messages.flatMap((m) => (m.type === 'event' && m.room === room ? [m.event] : [])),
    close: () =>
      new Promise<void>((resolve) => {
        if (ws.readyState === WebSocket.CLOSED) return resolve();
        ws.once('close', () => resolve());
        ws.close();
      }),
  };
}
