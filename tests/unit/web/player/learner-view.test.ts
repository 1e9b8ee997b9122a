import { describe, expect, it, vi } from 'vitest';
import { countLearnerView, VIEWER_KEY } from '../../../../src/web/player/learner-view';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, v),
    removeItem: (k) => void items.delete(k),
    clear: () => items.clear(),
    key: (i) => [...items.keys()][i] ?? null,
    get length() {
      return items.size;
    },
  };
}

const sent = (send: ReturnType<typeof vi.fn>) =>
  send.mock.calls.map(([url, init]) => ({ url, method: init.method, body: JSON.parse(init.body) }));

describe('countLearnerView', () => {
  it('sends one view of the module, by the way the learner came, with this browser’s kept viewer id, and answers the server’s token', async () => {
    const send = vi
      .fn()
      .mockImplementation(
        async () => new Response(JSON.stringify({ recorded: true, viewerToken: 'signed' }), { status: 202 }),
      );
    const storage = memoryStorage();
    expect(await countLearnerView({ kind: 'share', id: 'c1' }, 'c1', storage, send)).toBe('signed');
    await countLearnerView({ kind: 'block', id: 'b9' }, 'c1', storage, send);
    const viewer = storage.getItem(VIEWER_KEY);
    expect(viewer).toMatch(/^[a-f0-9]{32}$/);
    expect(sent(send)).toEqual([
      { url: '/api/courses/views/c1', method: 'PUT', body: { via: 'share', viewer } },
      { url: '/api/courses/views/c1', method: 'PUT', body: { via: 'module', viewer } },
    ]);
  });

  it('counts neither a dispatch (its session is its view) nor a thumbnail', async () => {
    const send = vi.fn();
    expect(await countLearnerView({ kind: 'dispatch', id: 'd1' }, 'c1', null, send)).toBeNull();
    await countLearnerView({ kind: 'thumb-grabber', id: 'c1' }, 'c1', null, send);
    expect(send).not.toHaveBeenCalled();
  });

  it('sends no viewer id without storage, and stays silent when the call fails or throws', async () => {
    const failing = vi.fn().mockRejectedValue(new TypeError('offline'));
    expect(await countLearnerView({ kind: 'module', id: 'c1' }, 'c1', null, failing)).toBeNull();
    expect(sent(failing)[0]?.body).toEqual({ via: 'module' });
    const throwing = vi.fn(() => {
      throw new TypeError('blocked');
    });
    expect(() => countLearnerView({ kind: 'scorm', id: 'c1' }, 'c1', null, throwing)).not.toThrow();
    await Promise.resolve();
  });
});
