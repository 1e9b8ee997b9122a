import type { Bus } from '../bus/bus';
import type { Logger } from '../logger';
import { type PresenceOnBus, presenceSubject } from './bus-rooms';
import { createCoalescer } from './coalescer';

/**
 * Announces members' presence to every instance: at most one announcement per member per room
 * in `intervalMs` (the latest wins); leaving is said at once.
 */
export function createPresence(deps: { bus: Bus; intervalMs: number; logger: Logger }) {
  const { bus, logger } = deps;
  const publish = (busRoom: string, presence: PresenceOnBus) =>
    bus.publish(presenceSubject(busRoom), JSON.stringify(presence));
  const pending = createCoalescer<{ busRoom: string; presence: PresenceOnBus }>(deps.intervalMs, (value) =>
    publish(value.busRoom, value.presence),
  );
  const keyOf = (busRoom: string, userId: string) => `${busRoom}\n${userId}`;

  function guarded(announce: () => void) {
    try {
      announce();
    } catch (err) {
      // The bus is down: presence is repeated by clients, so this one can be lost.
      logger.debug({ err }, 'presence not announced');
    }
  }

  return {
    here(busRoom: string, presence: { userId: string; name: string; focus: string | null }) {
      guarded(() => pending.offer(keyOf(busRoom, presence.userId), { busRoom, presence }));
    },
    left(busRoom: string, userId: string) {
      pending.drop(keyOf(busRoom, userId));
      guarded(() => publish(busRoom, { userId, left: true }));
    },
    clear: pending.clear,
  };
}
