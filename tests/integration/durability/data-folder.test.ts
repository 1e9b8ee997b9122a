import { mkdtempSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServerProcess, waitForExit } from '../../support/process';
import { registerUser } from '../../support/server';

describe('the embedded database’s data folder is one process’s', () => {
  it('a second Tessera on the same folder refuses at once, naming the folder and the process holding it; the first goes on', async () => {
    const dataDir = realpathSync(mkdtempSync(join(tmpdir(), 'tessera-one-folder-')));
    // The embedded database: no DATABASE_URL, whatever this run uses.
    const env = { DATA_DIR: dataDir, JWT_SECRET: 'one folder test secret, long enough', DATABASE_URL: undefined };
    const first = await startServerProcess(env);
    try {
      const { api } = await registerUser(first.url);
      const created = (await api.post('/courses/', { course: { title: 'Kept' } })).body.course.id as string;

      const refused = await startServerProcess(env).then(
        (second) => {
          second.child.kill('SIGKILL');
          return 'started';
        },
        (error: Error) => error.message,
      );
      expect(refused).toContain(
        `The data folder ${dataDir} is in use by another Tessera (process ${first.child.pid} on `,
      );
      expect(refused).toContain('Stop that one first, or give this one its own folder with DATA_DIR.');

      expect((await api.get(`/courses/${created}`)).body.course.title).toBe('Kept');
      const ready = await (await fetch(`${first.url}/api/ready`)).json();
      const holders = new Set(Object.values(ready.checks.leases).map((l) => (l as { holder: string }).holder));
      expect([...holders]).toEqual([expect.stringMatching(new RegExp(`:${first.child.pid}$`))]);
    } finally {
      first.child.kill('SIGTERM');
      await waitForExit(first.child);
    }
    // Stopped (or killed), it leaves the folder to the next.
    const next = await startServerProcess(env);
    next.child.kill('SIGKILL');
    await waitForExit(next.child);
    const afterKill = await startServerProcess(env);
    afterKill.child.kill('SIGTERM');
    await waitForExit(afterKill.child);
    expect(afterKill.child.exitCode).toBe(0);
  }, 120_000);
});
