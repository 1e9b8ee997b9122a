import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What the fake server does with the next chat completions: answer, hang, fail (500), say it is busy
 * (429, come back in 30 s), answer only after SLOW_MS, or answer with something that is not the schema.
 */
export type FakeMode = 'answer' | 'hang' | 'error' | 'busy' | 'slow' | 'garbage';

/** How long a slow answer takes: longer than the shortest AI_TIMEOUT (1 s), with room to spare. */
export const SLOW_MS = 2500;

/** A request as the server saw it; `at` is when it arrived (Date.now()). */
export type FakeRequest = {
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
  at: number;
};

const read = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

/**
 * A local server speaking the OpenAI API over real HTTP (`POST /v1/chat/completions` with a
 * json_schema response format): `answer(name, data)` makes the JSON the model would return for
 * the schema `name` and the user message's `data`. It records every request for the tests.
 */
export async function startFakeOpenAi(answer: (schemaName: string, data: Record<string, unknown>) => Promise<unknown>) {
  const requests: FakeRequest[] = [];
  /** The modes still to play, one per request; the last one stays. */
  let modes: FakeMode[] = ['answer'];
  const server = createServer(async (req, res) => {
    const at = Date.now();
    const text = await read(req);
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    requests.push({ path: req.url ?? '', authorization: req.headers.authorization, body, at });
    if (req.url !== '/v1/chat/completions') return res.writeHead(404).end('{}');
    const mode = modes.length > 1 ? modes.shift()! : modes[0]!;
    if (mode === 'hang') return;
    if (mode === 'error')
      return res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"boom"}}');
    if (mode === 'busy')
      return res
        .writeHead(429, { 'content-type': 'application/json', 'retry-after': '30' })
        .end('{"error":{"message":"slow down"}}');
    if (mode === 'slow') await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
    const format = body.response_format as { json_schema: { name: string } };
    const messages = body.messages as { role: string; content: string }[];
    const { data } = JSON.parse(messages.find((m) => m.role === 'user')!.content) as { data: Record<string, unknown> };
    const content =
      mode === 'garbage' ? '{"nothing": true}' : JSON.stringify(await answer(format.json_schema.name, data));
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        id: 'chatcmpl-fake',
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
        usage: {
          prompt_tokens: Math.ceil(text.length / 4),
          completion_tokens: Math.ceil(content.length / 4),
          total_tokens: Math.ceil((text.length + content.length) / 4),
        },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    /** One mode for every request from now on, or a sequence played one per request (the last one stays). */
    setMode: (first: FakeMode, ...then: FakeMode[]) => {
      modes = [first, ...then];
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
