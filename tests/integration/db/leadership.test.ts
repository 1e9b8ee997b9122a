import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/platform/db/database';
import { pino } from 'pino';
import { leaseLog, whileLeader } from '../../../src/platform/db/leadership';
import { waitUntil } from '../../support/eventually';
import { openTestDatabase } from '../../support/database';

describe('whileLeader', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => database.close());

  it('a stop that comes while the work is still starting stops the work once it has started, and returns', async () => {
    let release: () => void = () => undefined;
    const done = new Promise<void>((resolve) => (release = resolve));
    let stops = 0;
    let startedWork: () => void = () => undefined;
    const starting = new Promise<void>((resolve) => (startedWork = resolve));
    const leader = whileLeader(
      database.leases,
      'leadership-test',
      async () => {
        startedWork();
        // Starting takes a while (reading a checkpoint, the head…): the stop arrives meanwhile.
        await new Promise((r) => setTimeout(r, 200));
        return {
          done,
          stop: async () => {
            stops++;
            release();
          },
        };
      },
      { onStatus: () => undefined, onFailed: () => undefined },
    );
    await starting;
    await leader.stop();
    expect(stops).toBe(1);
  });

  it('logs every lease gained and released, naming the work and where it stands', async () => {
    const lines: { msg: string; lease: string; change: string; position?: string }[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    let end: () => void = () => undefined;
    const leader = whileLeader(
      database.leases,
      'logged-work',
      async () => ({ done: new Promise<void>((resolve) => (end = resolve)), stop: async () => end() }),
      {
        onStatus: () => undefined,
        onFailed: () => undefined,
        onLease: leaseLog(logger, 'logged-work', () => ({ commit: 12n, prepare: 3n })),
      },
    );
    await waitUntil(async () => lines.length === 1);
    await leader.stop();
    expect(lines.map(({ msg, lease, change, position }) => ({ msg, lease, change, position }))).toEqual([
      { msg: 'lease gained: logged-work at 12/3', lease: 'logged-work', change: 'gained', position: '12/3' },
      { msg: 'lease released: logged-work at 12/3', lease: 'logged-work', change: 'released', position: '12/3' },
    ]);
  });
});
