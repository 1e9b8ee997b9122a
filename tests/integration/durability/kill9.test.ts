import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/platform/db/database';
import { openTestDatabase, usingPostgres } from '../../support/database';
import { startServerProcess, waitForExit } from '../../support/process';
import { apiClient, registerUser } from '../../support/server';

const COURSES = 5;

describe('durability: SIGKILL in the middle of a burst of saves', () => {
  let database: (Database & { url?: string }) | undefined;
  afterAll(async () => database?.close());

  it('loses no acknowledged save, in the course or in the list', async () => {
    const env: Record<string, string | undefined> = {
      DATA_DIR: mkdtempSync(join(tmpdir(), 'tessera-kill9-')),
      JWT_SECRET: 'kill nine test secret, long enough for signing',
      NATS_URL: process.env.NATS_URL,
    };
    if (usingPostgres) {
      database = await openTestDatabase();
      env.DATABASE_URL = database.url;
    }
    const first = await startServerProcess(env);
    const { token, api } = await registerUser(first.url);
    const ids: string[] = [];
    const createdRevision = new Map<string, number>();
    for (let i = 0; i < COURSES; i++) {
      const { course, revision } = (await api.post('/courses/', { course: { title: 't-0' } })).body;
      ids.push(course.id);
      createdRevision.set(course.id, revision);
    }

    const acked = new Map<string, number>(ids.map((id) => [id, 0]));
    let stop = false;
    const writers = ids.map(async (id) => {
      for (let n = 1; !stop; n++) {
        const res = await api.put(`/courses/${id}`, { course: { title: `t-${n}` } }).catch(() => null);
        if (res?.status !== 200) return;
        acked.set(id, n);
      }
    });
    while ([...acked.values()].reduce((a, b) => a + b, 0) < 60) await new Promise((r) => setTimeout(r, 10));
    first.child.kill('SIGKILL');
    stop = true;
    await waitForExit(first.child);
    await Promise.all(writers);

    const second = await startServerProcess(env);
    try {
      const again = apiClient(second.url, token);
      for (const id of ids) {
        const { body } = await again.get(`/courses/${id}`);
        const n = Number(body.course.title.slice(2));
        // A save in flight at the kill may or may not have landed; every acknowledged one has.
        expect(n).toBeGreaterThanOrEqual(acked.get(id)!);
        // One rename per save, and the first save also started the draft.
        expect(body.revision).toBe(createdRevision.get(id)! + n + (n > 0 ? 1 : 0));
      }
      const deadline = Date.now() + 10_000;
      for (;;) {
        const list = (await again.get('/courses/list?pageSize=100')).body.courses as Array<{
          id: string;
          title: string;
        }>;
        const current = await Promise.all(ids.map(async (id) => (await again.get(`/courses/${id}`)).body.course.title));
        const listed = ids.map((id) => list.find((c) => c.id === id)?.title);
        if (JSON.stringify(listed) === JSON.stringify(current)) break;
        if (Date.now() > deadline) expect(listed).toEqual(current);
        await new Promise((r) => setTimeout(r, 100));
      }
    } finally {
      second.child.kill('SIGTERM');
      await waitForExit(second.child);
    }
  }, 120_000);
});
