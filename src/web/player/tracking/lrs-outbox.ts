import { randomUuid } from '../../uuid';

/** What the outbox needs of an LRS: where it is and how to sign in (the cmi5 launch's auth token). */
export type LrsAccess = { endpoint: string; authorization: string };

/** The learner's place, kept in the LRS's state API for the next launch of the registration. */
export type StateDocument = { query: Record<string, string>; body: unknown };

type Statement = { id?: string } & Record<string, unknown>;

const headersOf = (lrs: LrsAccess) => ({
  Authorization: lrs.authorization,
  'X-Experience-API-Version': '1.0.3',
  'Content-Type': 'application/json',
});
const url = (lrs: LrsAccess, resource: string, query: Record<string, string> = {}) => {
  const base = lrs.endpoint.endsWith('/') ? lrs.endpoint : `${lrs.endpoint}/`;
  const search = new URLSearchParams(query).toString();
  return `${base}${resource}${search ? `?${search}` : ''}`;
};

/**
 * What the player tells an LRS, in the order the learner earned it: statements one request after
 * another (the next waits for the LRS's answer), and the newest state document only. When the
 * page goes (`leave`: closed, navigated away, reloaded) nothing waits for an answer: every
 * statement not yet acknowledged, the one in flight included, goes in one request, and the state
 * in another, both `keepalive` so the browser delivers them after the page is gone. Each statement
 * carries its id from the start, so one the LRS had already stored is the same statement again,
 * not a second one.
 */
export function lrsOutbox(lrs: LrsAccess, fetcher: typeof fetch = fetch) {
  const unacknowledged: Statement[] = [];
  let sending: Promise<void> | null = null;
  let state: StateDocument | null = null;
  let stateWriting: Promise<void> | null = null;
  let left = false;

  const post = async (statements: Statement[], keepalive = false) => {
    const res = await fetcher(url(lrs, 'statements'), {
      method: 'POST',
      headers: headersOf(lrs),
      body: JSON.stringify(statements),
      keepalive,
    });
    if (!res.ok) throw new Error(`the LRS answered ${res.status} to a statement`);
  };
  const put = async (document: StateDocument, keepalive = false) => {
    const res = await fetcher(url(lrs, 'activities/state', document.query), {
      method: 'PUT',
      headers: headersOf(lrs),
      body: JSON.stringify(document.body),
      keepalive,
    });
    if (!res.ok) throw new Error(`the LRS answered ${res.status} to the state`);
  };

  async function sendStatements() {
    while (unacknowledged.length > 0 && !left) {
      const next = unacknowledged[0]!;
      try {
        await post([next]);
      } catch (error) {
        // One statement refused is not the learner's concern, and must not hold back the next.
        console.warn('cmi5:', error);
      }
      if (left) return;
      unacknowledged.shift();
    }
  }
  async function writeState() {
    while (state && !left) {
      const document = state;
      try {
        await put(document);
      } catch (error) {
        console.warn('cmi5:', error);
      }
      if (left) return;
      if (state === document) state = null;
    }
  }

  return {
    /** Queues a statement; resolves once everything queued so far has had the LRS's answer. */
    statement(statement: Statement): Promise<void> {
      if (left) return Promise.resolve();
      statement.id ??= randomUuid();
      unacknowledged.push(statement);
      sending ??= sendStatements().finally(() => {
        sending = null;
      });
      return sending;
    },
    /** The newest state replaces one not yet written. */
    state(document: StateDocument): void {
      if (left) return;
      state = document;
      stateWriting ??= writeState().finally(() => {
        stateWriting = null;
      });
    },
    /** Everything queued has had the LRS's answer (an exit waits for this before leaving). */
    async settled(): Promise<void> {
      while (sending || stateWriting) await Promise.all([sending, stateWriting]);
    },
    /** The page is going: what is not acknowledged is sent at once, to outlive the page. */
    leave(): void {
      if (left) return;
      left = true;
      if (unacknowledged.length > 0) void post(unacknowledged.splice(0), true).catch(() => {});
      if (state) void put(state, true).catch(() => {});
      state = null;
    },
  };
}
