import { describe, expect, it } from 'vitest';
import type { LearnerBody } from '../../../src/modules/delivery/learner-bodies';
import type { Published } from '../../../src/modules/delivery/published';
import { readyLearnerAnswers } from '../../../src/modules/delivery/ready-learner-answers';
import type { Theme } from '../../../src/modules/themes';

const bytes = (text: string) => new Uint8Array(Buffer.from(text));
const body: LearnerBody = { json: bytes('{"id":"c1"}'), br: bytes('br'), gzip: bytes('gz') };
const head = { course_id: 'c1', revision: 3 } as Published;
const look = { id: 'look' } as unknown as Theme;

/** What the reads keep right now; each test changes one thing. */
function kept() {
  const now = {
    head: head as Published | undefined,
    look: look as Theme | undefined,
    body: body as LearnerBody | undefined,
  };
  const ready = readyLearnerAnswers({ head: () => now.head, look: () => now.look, body: () => now.body }, 2);
  ready.remember('c1', undefined, { head, look, lookKey: 'org/theme', etag: '"c1-3"', bodyKey: 'k' });
  ready.remember('c1', 'es', { head, look, lookKey: 'org/theme', etag: '"c1-3-es"', bodyKey: 'k' });
  return { now, ready };
}

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  new Request(`http://tessera.test${path}`, { method, headers });

describe('readyLearnerAnswers: reads answered again from memory', () => {
  it('answers a remembered read while its head, look and bytes are the ones kept', () => {
    const { ready } = kept();
    const answer = ready.answer(get('/api/delivery/modules/c1'));
    expect(answer).toMatchObject({ status: 200, route: '/api/delivery/modules/:id', headers: { ETag: '"c1-3"' } });
    expect(answer?.body).toBe(body.json);
    expect(ready.answer(get('/api/delivery/modules/c1?lang=es'))?.headers.ETag).toBe('"c1-3-es"');
    expect(ready.answer(get('/api/delivery/modules/c1', { 'if-none-match': '"c1-3"' }))?.status).toBe(304);
  });

  it('leaves to the route a read whose head, look or bytes changed since', () => {
    for (const change of ['head', 'look', 'body'] as const) {
      const { now, ready } = kept();
      now[change] = undefined;
      expect(ready.answer(get('/api/delivery/modules/c1')), change).toBeUndefined();
    }
    const { now, ready } = kept();
    now.head = { ...head }; // read again: another object, even with the same fields
    expect(ready.answer(get('/api/delivery/modules/c1'))).toBeUndefined();
  });

  it('leaves to the route anything it did not remember exactly', () => {
    const { ready } = kept();
    expect(ready.answer(get('/api/delivery/modules/c2'))).toBeUndefined();
    expect(ready.answer(get('/api/delivery/modules/c1?lang=fr'))).toBeUndefined();
    expect(ready.answer(get('/api/delivery/modules/c1?lang=es&v=2'))).toBeUndefined();
    expect(ready.answer(get('/api/delivery/modules/c1?lang=e%73'))).toBeUndefined();
    expect(ready.answer(get('/api/delivery/modules/c1', {}, 'HEAD'))).toBeUndefined();
    expect(ready.answer(get('/api/delivery/blocks/c1'))).toBeUndefined();
  });

  it('forgets the least recently remembered beyond its size', () => {
    const { ready } = kept();
    ready.remember('c9', undefined, { head, look, lookKey: 'org/theme', etag: '"c9"', bodyKey: 'k' });
    expect(ready.answer(get('/api/delivery/modules/c1'))).toBeUndefined();
    expect(ready.answer(get('/api/delivery/modules/c1?lang=es'))).toBeDefined();
  });
});
