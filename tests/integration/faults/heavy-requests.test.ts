import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_TIMED_OUT } from '../../../src/modules/ai/assistant';
import { CONTENT_MAX } from '../../../src/modules/ai/limits';
import { FIRE_SAFETY } from '../../support/ai-provider-behaviour';
import { makeDocx } from '../../support/documents';
import { registerUser, startTestServer, type TestServer } from '../../support/server';

/**
 * Calls to /api/health and module saves made one after another while `job` runs: how many were
 * answered before it settled. A job on the event loop would hold them all until it ends.
 */
async function answeredDuring<T>(
  server: TestServer,
  api: Awaited<ReturnType<typeof registerUser>>['api'],
  job: Promise<T>,
) {
  const courseId = (await api.post('/courses/', { course: { title: 't-0' } })).body.course.id as string;
  let settled = false;
  const result = job.finally(() => {
    settled = true;
  });
  let health = 0;
  let saves = 0;
  const probes = (async () => {
    for (let n = 1; !settled; n++) {
      if ((await fetch(`${server.url}/api/health`)).ok && !settled) health++;
      if ((await api.put(`/courses/${courseId}`, { course: { title: `t-${n}` } })).status === 200 && !settled) saves++;
    }
  })();
  const value = await result;
  await probes;
  return { value, health, saves };
}

describe('heavy requests do not hold the server', () => {
  let server: TestServer;
  let author: Awaited<ReturnType<typeof registerUser>>;

  beforeAll(async () => {
    server = await startTestServer({ env: { AI_TIMEOUT: '4' } });
    author = await registerUser(server.url, 'Heavy');
  });
  afterAll(async () => server.close());

  const upload = async (name: string, bytes: Buffer) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    const res = await fetch(`${server.url}/api/ai/upload`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${author.token}` },
    });
    return { status: res.status, body: (await res.json()) as { message?: string } };
  };

  it('a small Word file that unpacks to 100 MB is refused before it is read, and the server stays as it was', async () => {
    const line = 'The assembly point is the car park by the north gate; wait there for the fire marshal. ';
    const bomb = await makeDocx(Array.from({ length: 1_100_000 }, () => line));
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const rssBefore = process.memoryUsage().rss;
    const refused = await upload('report.docx', bomb);
    expect(refused).toEqual({
      status: 413,
      body: { message: 'report.docx unpacks to more than 64 MB; it cannot be read' },
    });
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(400 * 1024 * 1024);
    const fine = await upload('notes.docx', await makeDocx(FIRE_SAFETY.split('\n')));
    expect(fine.status).toBe(201);
  });

  it('the offline assistant on 200,000 characters works off the event loop: health checks and saves are answered while it runs, and it ends at its time-out', async () => {
    const courseId = (await author.api.post('/courses/', { course: { title: 'Long' } })).body.course.id as string;
    let content = '';
    for (let i = 0; content.length < CONTENT_MAX - 1000; i++)
      content += `${FIRE_SAFETY.replace(/fire/gi, `fire ${i}`)}\n`;
    const asking = author.api.post('/ai/questions', { courseId, prompt: '', content, numberOfQuestions: 20 });
    const { value: answer, health, saves } = await answeredDuring(server, author.api, asking);
    // Done within the time-out, or cut at it with the assistant's message: either way, never a held server.
    if (answer.status !== 200) expect(answer).toMatchObject({ status: 503, body: { message: AI_TIMED_OUT } });
    // Held on the event loop, none would be answered before the job's own answer.
    expect(health).toBeGreaterThan(3);
    expect(saves).toBeGreaterThan(3);
  });
});
