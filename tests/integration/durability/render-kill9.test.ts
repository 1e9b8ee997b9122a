import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/platform/db/database';
import { openTestDatabase, usingPostgres } from '../../support/database';
import { startServerProcess, waitForExit } from '../../support/process';
import { apiClient, registerUser } from '../../support/server';

/** About two minutes of speech: long enough to be killed in the middle of its render. */
const LONG_SCRIPT = Array.from(
  { length: 24 },
  (_, i) =>
    `Step ${i + 1}. When the alarm sounds, stop what you are doing, leave your things, and walk to the assembly point.`,
).join(' ');

describe('durability: SIGKILL in the middle of an avatar render', () => {
  let database: (Database & { url?: string }) | undefined;
  afterAll(async () => database?.close());

  it('after a restart the render runs again and ends COMPLETED (or ERROR), never stuck IN_PROGRESS', async () => {
    const env: Record<string, string | undefined> = {
      DATA_DIR: mkdtempSync(join(tmpdir(), 'tessera-render-kill9-')),
      JWT_SECRET: 'render kill nine test secret, long enough to sign',
      NATS_URL: process.env.NATS_URL,
    };
    if (usingPostgres) {
      database = await openTestDatabase();
      env.DATABASE_URL = database.url;
    }
    const first = await startServerProcess(env);
    const { token, api } = await registerUser(first.url);
    const courseId = (await api.post('/courses/', { course: { title: 'Evacuation' } })).body.course.id as string;
    const added = await api.post('/blocks/', {
      courseId,
      block: { type: 'AvatarBlockComponent', data: { script: LONG_SCRIPT } },
    });
    const blockId = added.body.block.id as string;
    const statusOf = async (client: typeof api) => {
      const blocks = (await client.get(`/courses/${courseId}`)).body.course.blocks as {
        id: string;
        data: { renderMediaStatus: string; url: string };
      }[];
      return blocks.find((b) => b.id === blockId)!.data;
    };
    expect((await api.post('/media/render-avatar', { courseId, blockId, script: LONG_SCRIPT })).status).toBe(202);

    const deadline = Date.now() + 30_000;
    while ((await statusOf(api)).renderMediaStatus !== 'IN_PROGRESS') {
      if (Date.now() > deadline) throw new Error(`the render never started:\n${first.output()}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    first.child.kill('SIGKILL');
    await waitForExit(first.child);

    const second = await startServerProcess(env);
    try {
      const again = apiClient(second.url, token);
      const end = Date.now() + 120_000;
      let data = await statusOf(again);
      while (data.renderMediaStatus === 'IN_PROGRESS' || data.renderMediaStatus === 'INIT') {
        if (Date.now() > end) break;
        await new Promise((r) => setTimeout(r, 250));
        data = await statusOf(again);
      }
      expect(data.renderMediaStatus).toBe('COMPLETED');
      const video = await fetch(`${second.url}${data.url}`);
      expect(video.status).toBe(200);
      expect(video.headers.get('content-type')).toBe('video/mp4');
      // Its body is left unread: a download still streaming must not hold the server's shutdown for ever.
    } finally {
      second.child.kill('SIGTERM');
      await waitForExit(second.child);
    }
  }, 240_000);
});
