import type { RecordedEvent } from '../eventstore/types';
import type { RoomStreams } from '../realtime/catch-up';
import type { TesseraModule } from './module';

/** The live socket's and the relay's view of every module: each asked in turn, their answers joined. */
export function liveOf(modules: readonly TesseraModule[]) {
  const live = modules.flatMap((m) => (m.live ? [m.live] : []));
  return {
    roomKinds: live.flatMap((l) => l.roomKinds ?? []),
    roomsOf: (event: RecordedEvent) => live.flatMap((l) => l.roomsOf?.(event) ?? []),
    nameOf: (event: RecordedEvent) => {
      for (const l of live) {
        const name = l.nameOf?.(event);
        if (name !== undefined) return name;
      }
      return undefined;
    },
    streamsOf: (busRoom: string): RoomStreams => {
      const parts = live.map((l) => l.streamsOf?.(busRoom) ?? {});
      return { streams: parts.flatMap((p) => p.streams ?? []), prefixes: parts.flatMap((p) => p.prefixes ?? []) };
    },
    sessionUsersOf: async (event: RecordedEvent) =>
      (await Promise.all(live.map((l) => l.sessionUsersOf?.(event) ?? []))).flat(),
  };
}
