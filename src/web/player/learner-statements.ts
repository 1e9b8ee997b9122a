import type { Attempt } from './learner-attempt';
import type { InteractionResponse } from './tracking/link';

/** What a share-link learner did, as the server queues it for an xAPI LRS. */
type Statement = {
  verb: 'initialized' | 'resumed' | 'answered' | 'completed' | 'passed' | 'failed' | 'terminated';
  blockId?: string;
  /** The question or the module as the learner read it. */
  name: string;
  interactionType?: InteractionResponse['kind'];
  /** In the cmi.interaction response pattern of `interactionType`. */
  response?: string;
  success?: boolean;
  scaled?: number;
  /** ISO 8601 duration: how long the page was open, for terminated. */
  duration?: string;
};

/** A statement as it is posted: the learner's attempt, language and time of it added. */
type Body = Statement & { registration: string; language?: string; timestamp: string };

/** Where a share-link learner's statements go. */
export type LearnerStatements = {
  /** How this opening begins the learner's attempt: a new one, or one begun on an earlier visit. */
  opening: 'initialized' | 'resumed';
  send(statement: Statement): void;
  /** The page is going (closed, navigated away, reloaded): what waits is sent at once, to outlive the page. */
  leave(): void;
};

/**
 * Sends a share-link learner's statements to the server, fire-and-forget (never in the learner's
 * way), one after another so the server queues them in order, each with the token the learner's
 * view was given (`viewerToken`: none, and none are sent), the attempt's registration, the language
 * the module is shown in (`language`: it can change mid-way) and the time it was made. Each post is
 * `keepalive`, so the one in flight when the page goes still arrives; `leave` sends every statement
 * still waiting behind it at once, each with its own time since they may arrive in any order. The
 * server says whether it queues them (an LRS is configured): once it says no, or refuses one, this
 * page sends no more.
 */
export function statementSender(
  learner: {
    moduleId: string;
    viewerToken: Promise<string | null>;
    attempt: Attempt;
    language: () => string;
  },
  send: typeof fetch = fetch,
): LearnerStatements {
  const url = `/api/delivery/modules/${encodeURIComponent(learner.moduleId)}/statements`;
  const waiting: Body[] = [];
  let wanted = true;
  /** Undefined until the view is answered. */
  let token: string | null | undefined;
  const tokenKnown = learner.viewerToken.then((known) => {
    token = known;
    if (!known) wanted = false;
  });
  let sending = false;

  const post = async (body: Body) => {
    const res = await send(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ viewerToken: token, ...body }),
      keepalive: true,
    });
    const answer: unknown = await res.json();
    if (!res.ok || (answer as { queued?: unknown } | null)?.queued === false) wanted = false;
  };
  // A fetch that fails, or throws at once (a sandbox), is not the learner's concern.
  const postQuietly = (body: Body) => post(body).catch(() => {});
  const postAll = (bodies: Body[]) => {
    if (wanted) for (const body of bodies) void postQuietly(body);
  };

  async function sendWaiting() {
    await tokenKnown;
    while (wanted && waiting.length > 0) await postQuietly(waiting.shift()!);
    if (!wanted) waiting.length = 0;
  }

  return {
    opening: learner.attempt.resumed ? 'resumed' : 'initialized',
    send(statement) {
      if (!wanted) return;
      const language = learner.language();
      waiting.push({
        ...statement,
        registration: learner.attempt.registration,
        ...(language ? { language } : {}),
        timestamp: new Date().toISOString(),
      });
      if (sending) return;
      sending = true;
      void sendWaiting().finally(() => {
        sending = false;
      });
    },
    leave() {
      const left = waiting.splice(0);
      if (token === undefined) void tokenKnown.then(() => postAll(left));
      else postAll(left);
    },
  };
}
