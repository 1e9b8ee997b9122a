import {
  ANY,
  BACKWARDS,
  END,
  KurrentDBClient,
  FORWARDS,
  NO_STREAM,
  START as ESDB_START,
  STREAM_EXISTS,
  StreamNotFoundError,
  WrongExpectedVersionError as EsdbWrongExpectedVersionError,
  excludeSystemEvents,
  jsonEvent,
  type AppendStreamState,
  type JSONType,
  type RecordedEvent as EsdbRecordedEvent,
} from '@kurrent/kurrentdb-client';
import {
  START,
  WrongExpectedVersionError,
  comparePositions,
  type AppendResult,
  type BatchHandler,
  type EventMetadata,
  type EventStore,
  type ExpectedVersion,
  type NewEvent,
  type Position,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type Subscription,
} from '../types';

const HEAD_PAGE_SIZE = 100;

function toStreamState(expected: ExpectedVersion): AppendStreamState {
  if (expected === 'no_stream') return NO_STREAM;
  if (expected === 'stream_exists') return STREAM_EXISTS;
  if (expected === 'any') return ANY;
  return BigInt(expected);
}

const isSystem = (event: EsdbRecordedEvent): boolean => event.type.startsWith('$') || event.streamId.startsWith('$');

/** The client types positions as optional; stream reads carry real ones only from server 22.6 on. */
function requirePosition(position: Position | undefined): Position {
  if (!position) throw new Error('EventStoreDB reported no $all position (server older than 22.6?)');
  return position;
}

function toMetadata(metadata: unknown): EventMetadata {
  const isObject = typeof metadata === 'object' && metadata !== null;
  return isObject && !Array.isArray(metadata) && !(metadata instanceof Uint8Array) ? (metadata as EventMetadata) : {};
}

function toRecorded(event: EsdbRecordedEvent): RecordedEvent {
  return {
    id: event.id,
    streamId: event.streamId,
    version: Number(event.revision),
    type: event.type,
    data: event.data,
    metadata: toMetadata(event.metadata),
    position: requirePosition(event.position),
    recordedAt: event.created,
  };
}

/** The event store on EventStoreDB 22.6 or later, through its gRPC client. */
export class EsdbEventStore implements EventStore {
  private readonly client: KurrentDBClient;

  constructor(connectionString: string) {
    this.client = KurrentDBClient.connectionString(connectionString);
  }

  async appendToStream(
    streamId: string,
    events: NewEvent[],
    { expectedVersion }: { expectedVersion: ExpectedVersion },
  ): Promise<AppendResult> {
    if (events.length === 0) throw new Error('appendToStream needs at least one event');
    const data = events.map((e) =>
      // The client sends data through JSON.stringify, which takes any JSON value, not just JSONType.
      jsonEvent({ id: e.id, type: e.type, data: (e.data ?? null) as JSONType, metadata: e.metadata }),
    );
    try {
      const result = await this.client.appendToStream(streamId, data, {
        streamState: toStreamState(expectedVersion),
      });
      return { nextVersion: Number(result.nextExpectedRevision), position: requirePosition(result.position) };
    } catch (error) {
      if (!(error instanceof EsdbWrongExpectedVersionError)) throw error;
      const actual = error.actualState === NO_STREAM ? 'no_stream' : Number(error.actualState);
      throw new WrongExpectedVersionError(streamId, expectedVersion, actual);
    }
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const backwards = options.direction === 'backwards';
    const from = options.fromVersion;
    const read = this.client.readStream(streamId, {
      direction: backwards ? BACKWARDS : FORWARDS,
      fromRevision: from === undefined ? (backwards ? END : ESDB_START) : BigInt(from),
      maxCount: options.maxCount,
    });
    const events: RecordedEvent[] = [];
    try {
      for await (const resolved of read) if (resolved.event) events.push(toRecorded(resolved.event));
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const maxCount = options.maxCount ?? 1000;
    const named = options.streams && new Set(options.streams);
    const prefixes = options.streamPrefixes;
    const wanted =
      named || prefixes
        ? (stream: string) => named?.has(stream) === true || prefixes?.some((p) => stream.startsWith(p)) === true
        : null;
    // This client version has no server-side filter on $all reads: filter here, page until enough match.
    // ESDB's fromPosition is inclusive, so each page also returns the event at `cursor`: one extra slot.
    const pageSize = maxCount + 1;
    const matched: RecordedEvent[] = [];
    let cursor = options.after ?? START;
    for (;;) {
      let count = 0;
      for await (const { event } of this.client.readAll({ fromPosition: cursor, maxCount: pageSize })) {
        count++;
        if (!event || comparePositions(event.position, cursor) <= 0) continue;
        cursor = event.position;
        if (!isSystem(event) && (!wanted || wanted(event.streamId))) matched.push(toRecorded(event));
      }
      if (matched.length >= maxCount) return matched.slice(0, maxCount);
      if (count < pageSize) return matched;
    }
  }

  async headPosition(): Promise<Position> {
    let cursor: Position | undefined;
    for (;;) {
      let count = 0;
      let found: Position | undefined;
      const page = this.client.readAll({ direction: BACKWARDS, fromPosition: cursor ?? END, maxCount: HEAD_PAGE_SIZE });
      for await (const { event } of page) {
        count++;
        if (!event || (cursor && comparePositions(event.position, cursor) >= 0)) continue;
        cursor = event.position;
        if (!found && !isSystem(event)) found = requirePosition(event.position);
      }
      if (found) return found;
      if (count < HEAD_PAGE_SIZE) return START;
    }
  }

  subscribeToAll(options: { after?: Position; batchSize?: number }, handler: BatchHandler): Subscription {
    const { after, batchSize = 500 } = options;
    const subscription = this.client.subscribeToAll({
      fromPosition: after ?? ESDB_START,
      filter: excludeSystemEvents(),
    });
    let stopped = false;
    const done = (async () => {
      let batch: RecordedEvent[] = [];
      try {
        for await (const { event } of subscription) {
          if (stopped) break;
          const skip = !event || isSystem(event) || (after && comparePositions(event.position, after) <= 0);
          if (event && !skip) batch.push(toRecorded(event));
          // Hand over what is buffered, so catch-up goes in batches and live events are not held back.
          if (batch.length > 0 && (batch.length >= batchSize || subscription.readableLength === 0)) {
            await handler(batch);
            batch = [];
          }
        }
      } catch (error) {
        if (!stopped) throw error;
      } finally {
        await subscription.unsubscribe();
      }
    })();
    return {
      done,
      async stop() {
        stopped = true;
        await subscription.unsubscribe();
        // Ends a for-await that waits for the next event; the loop treats that as a normal stop.
        subscription.destroy();
        await done.catch(() => undefined);
      },
    };
  }

  async close(): Promise<void> {
    await this.client.dispose();
  }
}
