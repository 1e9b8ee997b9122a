import { describe, expect, it } from 'vitest';
import { createInProcessBus } from '../../../src/platform/bus/in-process';

describe('in-process bus', () => {
  it('delivers to exact and wildcard subscribers until they unsubscribe', async () => {
    const bus = createInProcessBus();
    const got: string[] = [];
    const offExact = bus.subscribe('room.a', (p) => got.push(`exact:${p}`));
    bus.subscribe('room.>', (p) => got.push(`wild:${p}`));
    bus.publish('room.a', '1');
    bus.publish('room.b', '2');
    bus.publish('other', '3');
    await bus.flush();
    expect(got.sort()).toEqual(['exact:1', 'wild:1', 'wild:2']);
    offExact();
    bus.publish('room.a', '4');
    await bus.flush();
    expect(got).not.toContain('exact:4');
    expect(got).toContain('wild:4');
  });
});
