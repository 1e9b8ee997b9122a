import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake server does with the next chat completions: answer, hang, fail, or answer with something that is not the schema. */
export type FakeMode = 'answer' | 'hang' | 'error' | 'garbage';

export type FakeRequest = { path: string; authorization: string | undefined; body: Record<string, unknown> };

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
  let mode: FakeMode = 'answer';
  const server = createServer(async (req, res) => {
    const text = await read(req);
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    requests.push({ path: req.url ?? '', authorization: req.headers.authorization, body });
    if (req.url !== '/v1/chat/completions') return res.writeHead(404).end('{}');
    if (mode === 'hang') return;
    if (mode === 'error')
      return res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"boom"}}');
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
    setMode: (next: FakeMode) => {
      mode = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
