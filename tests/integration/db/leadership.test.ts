import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/platform/db/database';
import { whileLeader } from '../../../src/platform/db/leadership';
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
});
