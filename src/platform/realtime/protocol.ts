import { z } from 'zod';

/**
 * The live socket protocol, version 1, shared by the server gateway and the web client.
 * Positions are global store positions written "commit/prepare"; they only ever grow.
 */
export const PROTOCOL_VERSION = 1;

/** The server closes a socket with this code when its login session ended or was superseded; the reason says which. */
export const SESSION_ENDED_CLOSE_CODE = 4001;
/** The largest client message the server reads (its biggest, a `presence`, is under 200 bytes); a bigger frame closes the socket (1009). */
export const MAX_CLIENT_MESSAGE_BYTES = 4096;

const position = z.string().regex(/^\d{1,20}\/\d{1,20}$/);

export const clientMessage = z.discriminatedUnion('type', [
  z.object({
    v: z.literal(1),
    type: z.literal('watch'),
    courseId: z.string().min(1).max(64),
    after: position.optional(),
  }),
  z.object({ v: z.literal(1), type: z.literal('unwatch'), courseId: z.string().min(1).max(64) }),
  /** Follow changes to the list of the organisation's modules (the dashboard). */
  z.object({ v: z.literal(1), type: z.literal('watchList') }),
  z.object({ v: z.literal(1), type: z.literal('unwatchList') }),
  z.object({ v: z.literal(1), type: z.literal('pong') }),
  /** I am in this course (watching it), editing this block or none. Repeat it within 40 s to stay present. */
  z.object({
    v: z.literal(1),
    type: z.literal('presence'),
    courseId: z.string().min(1).max(64),
    blockId: z.string().max(64).nullable(),
  }),
]);
export type ClientMessage = z.infer<typeof clientMessage>;

export const liveEvent = z.object({
  id: z.string(),
  type: z.string(),
  /** The event's name in SPEC §7's list (newComment, blockAdded, draftChanged…), where it has one. */
  name: z.string().optional(),
  streamId: z.string(),
  version: z.number().int(),
  position,
  data: z.unknown(),
  userId: z.string().optional(),
  changeId: z.string().optional(),
  recordedAt: z.string(),
});
export type LiveEvent = z.infer<typeof liveEvent>;

export const serverMessage = z.discriminatedUnion('type', [
  z.object({ v: z.literal(1), type: z.literal('welcome'), userId: z.string() }),
  /** Sent once the missed events (if `after` was given) have been sent; live events follow. */
  z.object({ v: z.literal(1), type: z.literal('watching'), courseId: z.string() }),
  z.object({ v: z.literal(1), type: z.literal('event'), courseId: z.string(), event: liveEvent }),
  /** Too much was missed to replay: the client should refetch the course, then watch without `after`. */
  z.object({ v: z.literal(1), type: z.literal('resync'), courseId: z.string() }),
  z.object({ v: z.literal(1), type: z.literal('watchingList') }),
  /** The internal "course list changed" event: a module of the organisation changed in a way the list shows. */
  z.object({
    v: z.literal(1),
    type: z.literal('courseListChanged'),
    courseId: z.string(),
    eventType: z.string(),
    position,
  }),
  z.object({ v: z.literal(1), type: z.literal('ping') }),
  /** Someone is in the course, editing a block or none (not stored; gone when not repeated within 40 s). */
  z.object({
    v: z.literal(1),
    type: z.literal('presence'),
    courseId: z.string(),
    userId: z.string(),
    name: z.string(),
    blockId: z.string().nullable(),
  }),
  z.object({ v: z.literal(1), type: z.literal('presenceLeft'), courseId: z.string(), userId: z.string() }),
  z.object({ v: z.literal(1), type: z.literal('error'), message: z.string(), courseId: z.string().optional() }),
]);
export type ServerMessage = z.infer<typeof serverMessage>;
