/**
 * SQLSTATEs of a database that is away for a moment: the connection ended (class 08), the server is
 * shutting down or starting (57P01–57P03: `pg_ctl restart`, a failover), or it has no room for one more.
 */
const AWAY_STATES = /^(08...|57P0[123]|53300)$/;
/** Socket-level failures of a connection, and the pg driver's own words for a connection that broke. */
const AWAY_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN']);
const AWAY_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
];

/**
 * Whether `error` (or what caused it) says the database, or the event store, could not be reached:
 * the request may be tried again in a moment, so it answers 503, not 500.
 */
export function isStoreUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message, type } = e as { code?: unknown; message?: unknown; type?: unknown };
    if (typeof code === 'string' && (AWAY_STATES.test(code) || AWAY_CODES.has(code))) return true;
    if (typeof message === 'string' && AWAY_MESSAGES.some((m) => message.includes(m))) return true;
    // EventStoreDB's client: the server or its leader cannot be reached.
    if (type === 'unavailable' || type === 'not-leader' || type === 'deadline-exceeded') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
