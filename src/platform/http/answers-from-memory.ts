import { getPath } from 'hono/utils/url';
import type { Logger } from '../logger';
import { tracingOn } from '../telemetry/tracing';
import { requestIdFrom } from './request-log';
import type { ObserveRequest } from './request-timing';

/** An answer a module holds ready in memory, and the route pattern it stands for (for the metrics). */
export type MemoryAnswer = {
  route: string;
  status: number;
  headers: Record<string, string>;
  body: Uint8Array<ArrayBuffer> | null;
};
export type AnswerFromMemory = (request: Request) => MemoryAnswer | undefined;

function firstAnswer(answers: readonly AnswerFromMemory[], request: Request): MemoryAnswer | undefined {
  for (const find of answers) {
    const answer = find(request);
    if (answer) return answer;
  }
  return undefined;
}

/**
 * Answers that modules hold ready (a learner's module, asked by every learner at once), given
 * before any routing or middleware: most of such a read's time went to the middleware chain. The
 * front middleware's work is done here as plain calls: the request id, the security headers, the
 * log line and the timing. With traces on, every request goes the full way, where its span is made.
 */
export function answersFromMemory(
  answers: readonly AnswerFromMemory[],
  front: { logger: Logger; observeRequest?: ObserveRequest; securityHeaders: readonly [string, string][] },
) {
  return (request: Request): Response | undefined => {
    if (answers.length === 0 || tracingOn()) return undefined;
    const started = performance.now();
    const answer = firstAnswer(answers, request);
    if (!answer) return undefined;
    const requestId = requestIdFrom(request.headers.get('x-request-id'));
    const headers: Record<string, string> = { ...answer.headers, 'X-Request-Id': requestId };
    for (const [name, value] of front.securityHeaders) headers[name] = value;
    const response = new Response(answer.body, { status: answer.status, headers });
    const seconds = (performance.now() - started) / 1000;
    const { method } = request;
    front.logger.info(
      { requestId, method, path: getPath(request), status: answer.status, ms: Math.round(seconds * 1000) },
      'request',
    );
    front.observeRequest?.(method, answer.route, answer.status, seconds);
    return response;
  };
}
