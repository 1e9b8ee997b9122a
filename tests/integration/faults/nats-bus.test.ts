import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bus } from '../../../src/platform/bus/bus';
import { connectNatsBus } from '../../../src/platform/bus/nats';
import { freePort } from '../../support/process';
import { natsProcess } from './nats-process';

const withNats = Boolean(process.env.NATS_URL);
if (!withNats) console.log('NATS_URL is not set: the NATS bus restart test is skipped (it needs nats-server).');

describe.skipIf(!withNats)('the NATS bus across a server restart', () => {
  let nats: ReturnType<typeof natsProcess>;
  let bus: Bus;
  beforeAll(async () => {
    nats = natsProcess(await freePort());
    await nats.start();
    bus = await connectNatsBus(nats.url, 'bus-restart-test');
  });
  afterAll(async () => {
    if (!nats.running()) await nats.start();
    await bus?.close();
    await nats?.kill();
  });

  it('reports the loss, refuses to publish meanwhile, and is back with its subscriptions once the server is', async () => {
    const changes: boolean[] = [];
    bus.onConnection((up) => changes.push(up));
    const heard: string[] = [];
    bus.subscribe('restart.test', (payload) => heard.push(payload));
    bus.publish('restart.test', 'before');
    await bus.flush();

    await nats.kill();
    await expect.poll(() => bus.connected(), { timeout: 5000 }).toBe(false);
    expect(() => bus.publish('restart.test', 'during')).toThrow('NATS is disconnected');
    await expect(bus.check()).rejects.toThrow();

    await nats.start();
    await expect.poll(() => bus.connected(), { timeout: 15_000 }).toBe(true);
    expect(changes).toEqual([false, true]);
    bus.publish('restart.test', 'after');
    await bus.flush();
    await expect.poll(() => heard, { timeout: 5000 }).toEqual(['before', 'after']);
  });
});
