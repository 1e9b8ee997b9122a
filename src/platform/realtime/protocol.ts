import * as z from 'zod/mini';

/**
 * The live socket protocol, version 2, shared by the server gateway and the web client. A client
 * joins rooms; the modules decide which rooms exist (see the gateway's RoomKind). A room is
 * `kind` or `kind:key`, e.g. `course:abc` or `courses`.
 * Positions are global store positions written "commit/prepare"; they only ever grow.
 */
export const PROTOCOL_VERSION = 2;

/** The server closes a socket with this code when its login session ended or was superseded; the reason says which. */
export const SESSION_ENDED_CLOSE_CODE = 4001;
/** The largest client message the server reads (its biggest, a `presence`, is under 200 bytes); a bigger frame closes the socket (1009). */
export const MAX_CLIENT_MESSAGE_BYTES = 4096;

const v = z.literal(PROTOCOL_VERSION);
const position = z.string().check(z.regex(/^\d{1,20}\/\d{1,20}$/));
const room = z.string().check(z.maxLength(100), z.regex(/^[a-z][a-z-]*(:[A-Za-z0-9_-]+)?$/));

export const clientMessage = z.discriminatedUnion('type', [
  /** With `after`, the events the client missed since that position come first (rooms that replay). */
  z.object({ v, type: z.literal('join'), room, after: z.optional(position) }),
  z.object({ v, type: z.literal('leave'), room }),
  z.object({ v, type: z.literal('pong') }),
  /** I am in this room, focused on this (a block id) or nothing. Repeat it within 40 s to stay present. */
  z.object({ v, type: z.literal('presence'), room, focus: z.nullable(z.string().check(z.maxLength(64))) }),
]);
export type ClientMessage = z.infer<typeof clientMessage>;

const liveEvent = z.object({
  id: z.string(),
  type: z.string(),
  /** The event's name in SPEC §7's list (newComment, blockAdded, draftChanged…), where it has one. */
  name: z.optional(z.string()),
  streamId: z.string(),
  version: z.int(),
  position,
  data: z.unknown(),
  userId: z.optional(z.string()),
  changeId: z.optional(z.string()),
  recordedAt: z.string(),
});
export type LiveEvent = z.infer<typeof liveEvent>;

const member = z.object({ userId: z.string(), name: z.string() });
export type Member = z.infer<typeof member>;

export const serverMessage = z.discriminatedUnion('type', [
  z.object({ v, type: z.literal('welcome'), userId: z.string() }),
  /** Sent once the missed events (if `after` was given) have been sent; live messages follow. */
  z.object({ v, type: z.literal('joined'), room: z.string() }),
  /** An event of a room that replays (its members keep a copy and follow every event). */
  z.object({ v, type: z.literal('event'), room: z.string(), event: liveEvent }),
  /** Something changed in a room that only notifies (its members refetch); `about` says what, e.g. a course id; `name` as in `liveEvent`. */
  z.object({
    v,
    type: z.literal('changed'),
    room: z.string(),
    about: z.string(),
    eventType: z.string(),
    name: z.optional(z.string()),
    position,
  }),
  /** The client left the room because it missed too much to replay: it should join again without `after`, and refetch once joined. */
  z.object({ v, type: z.literal('resync'), room: z.string() }),
  z.object({ v, type: z.literal('ping') }),
  /** A member is in the room, focused on something or nothing (not stored; gone when not repeated within 40 s). */
  z.object({ v, type: z.literal('presence'), room: z.string(), member, focus: z.nullable(z.string()) }),
  z.object({ v, type: z.literal('presenceLeft'), room: z.string(), userId: z.string() }),
  z.object({ v, type: z.literal('error'), message: z.string(), room: z.optional(z.string()) }),
  /**
   * A new entry of the organisation's change log (the `audit` room, its admins only). The person is
   * an id; GET /api/admin/audit names people and modules.
   */
  z.object({
    v,
    type: z.literal('auditEntry'),
    room: z.string(),
    entry: z.object({
      position,
      at: z.string(),
      actorId: z.string(),
      kind: z.string(),
      type: z.string(),
      summary: z.string(),
      courseId: z.nullable(z.string()),
      revision: z.optional(z.int()),
    }),
  }),
]);
export type ServerMessage = z.infer<typeof serverMessage>;
