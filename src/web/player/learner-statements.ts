/** What a share-link learner did, as the server queues it for an xAPI LRS. */
export type Statement = {
  verb: 'initialized' | 'answered' | 'completed' | 'passed' | 'failed';
  blockId?: string;
  name: string;
  response?: string;
  success?: boolean;
  scaled?: number;
};

export type StatementSender = (statement: Statement) => void;

/**
 * Sends a share-link learner's statements to the server, fire-and-forget (never in the learner's
 * way), in order, each with the token the learner's view was given (`viewerToken`: none, and none
 * are sent). The server says whether it queues them (an LRS is configured): once it says no, or
 * refuses one, this page sends no more.
 */
export function statementSender(
  moduleId: string,
  viewerToken: Promise<string | null>,
  send: typeof fetch = fetch,
): StatementSender {
  let wanted = true;
  // One at a time, so the server queues them in the order the learner made them.
  let previous: Promise<unknown> = viewerToken.then((token) => {
    if (!token) wanted = false;
  });
  const post = async (statement: Statement) => {
    const res = await send(`/api/delivery/modules/${encodeURIComponent(moduleId)}/statements`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ viewerToken: await viewerToken, ...statement }),
      keepalive: true,
    });
    const body: unknown = await res.json();
    if (!res.ok || (body as { queued?: unknown } | null)?.queued === false) wanted = false;
  };
  return (statement) => {
    previous = previous
      .then(() => (wanted ? post(statement) : undefined))
      // A fetch that fails, or throws at once (a sandbox), is not the learner's concern.
      .catch(() => {});
  };
}
