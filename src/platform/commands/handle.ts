import { randomUUID } from 'node:crypto';
import { WrongExpectedVersionError, type EventStore, type Position, type RecordedEvent } from '../eventstore/types';
import type { Decider, DomainEvent } from './decider';
import { activeTraceParent } from '../telemetry/tracing';
import { createKeyedQueue } from './keyed-queue';

/** Who asks and why: becomes every event's metadata (DESIGN.md "Every event carries metadata"). */
export type CommandContext = {
  userId: string;
  orgId: string;
  correlationId: string;
  causationId?: string;
  /** One save = one change, possibly several events. */
  changeId?: string;
  /** The open editor a save came from (its own random id): its later saves are never in conflict with it. */
  editorId?: string;
  /** That editor's count of its saves, so one that arrives after a later one is known as overtaken. */
  editorSeq?: number;
};

export type CommandResult<State> = {
  state: State;
  /** The stream version after the command (-1 when the stream does not exist). */
  revision: number;
  /** Global position of the last event written, or undefined when the command changed nothing. */
  position: Position | undefined;
  events: DomainEvent[];
  /** The stream as it was read to decide (so callers need not read it again). */
  history: RecordedEvent[];
  /** When the new events were recorded, if any were. */
  recordedAt: string | undefined;
};

/**
 * The metadata every event carries (DESIGN.md): who, why, which change, and when it was recorded;
 * with traces on, the trace of the request too, so projections, relay and sockets continue it.
 */
export function eventMetadata(context: CommandContext) {
  const traceparent = activeTraceParent();
  return {
    userId: context.userId,
    orgId: context.orgId,
    correlationId: context.correlationId,
    causationId: context.causationId ?? context.correlationId,
    changeId: context.changeId ?? randomUUID(),
    recordedAt: new Date().toISOString(),
    ...(context.editorId ? { editorId: context.editorId } : {}),
    ...(context.editorSeq !== undefined ? { editorSeq: context.editorSeq } : {}),
    ...(traceparent ? { traceparent } : {}),
  };
}

const MAX_ATTEMPTS = 6;
/** Commands on one stream from this process wait for each other instead of conflicting; retries cover other processes. */
const perStream = createKeyedQueue();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export type StreamState<State> = { state: State; revision: number; events: RecordedEvent[] };

/** Folds a whole stream as read into its state (from the start, or from states remembered: folded-states.ts). */
export type StreamFold<State> = (events: RecordedEvent[]) => State;

/**
 * Reads a stream and folds it; `parse` turns stored events back into typed ones (upcasting lives
 * there). `fold`, when given, replaces folding every event from the start.
 */
export async function loadStream<State, Event extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Pick<Decider<State, never, Event>, 'initialState' | 'evolve'>,
  parse: (event: RecordedEvent) => Event,
  fold?: StreamFold<State>,
): Promise<StreamState<State>> {
  const events = await store.readStream(streamId);
  const state = fold
    ? fold(events)
    : events.reduce((folded, e) => decider.evolve(folded, parse(e)), decider.initialState);
  return { state, revision: events.length - 1, events };
}

/**
 * Load → decide → append with the version read. A concurrent writer makes the append fail with a
 * version conflict; then the whole cycle runs again on the new state, a few times, with backoff.
 */
export function handleCommand<State, Command, Event extends DomainEvent>(
  options: HandleOptions<State, Command, Event>,
) {
  return perStream(options.streamId, () => decideAndAppend(options));
}

type HandleOptions<State, Command, Event extends DomainEvent> = {
  store: EventStore;
  streamId: string;
  decider: Decider<State, Command, Event>;
  parse: (event: RecordedEvent) => Event;
  /** The command, or how to make it from the stream as read and its folded state (for commands that depend on its history). */
  command: Command | ((history: RecordedEvent[], state: State) => Command);
  context: CommandContext;
  /** How to fold the stream as read, when not every event from the start (see loadStream). */
  fold?: StreamFold<State>;
};

async function decideAndAppend<State, Command, Event extends DomainEvent>(
  options: HandleOptions<State, Command, Event>,
): Promise<CommandResult<State>> {
  const { store, streamId, decider, parse, command, context, fold } = options;
  const changeId = context.changeId ?? randomUUID();
  for (let attempt = 1; ; attempt++) {
    const { state, revision, events: history } = await loadStream(store, streamId, decider, parse, fold);
    const events = decider.decide(
      typeof command === 'function' ? (command as (h: RecordedEvent[], s: State) => Command)(history, state) : command,
      state,
    );
    if (events.length === 0) return { state, revision, position: undefined, events, history, recordedAt: undefined };
    const metadata = eventMetadata({ ...context, changeId });
    try {
      const appended = await store.appendToStream(
        streamId,
        events.map((e) => ({ type: e.type, data: e.data, metadata })),
        { expectedVersion: revision < 0 ? 'no_stream' : revision },
      );
      return {
        state: events.reduce(decider.evolve, state),
        revision: appended.nextVersion,
        position: appended.position,
        events,
        history,
        recordedAt: metadata.recordedAt,
      };
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError) || attempt >= MAX_ATTEMPTS) throw error;
      await sleep(5 * 2 ** attempt + Math.random() * 10);
    }
  }
}
