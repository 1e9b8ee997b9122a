import type OpenAI from 'openai';
import { z } from 'zod';
import { describeIssues } from '../plain-issues';

/** Any OpenAI-compatible server (OpenAI, Azure OpenAI, Ollama, vLLM, llama.cpp). */
export type OpenAiSettings = { baseUrl: string | undefined; apiKey: string | undefined; model: string };

/** The official client, made at its first call: its library is loaded then (it cost start-up a tenth of a second). */
export type OpenAiClient = () => Promise<OpenAI>;

export function openAiClient(settings: Omit<OpenAiSettings, 'model'>, timeoutMs: number): OpenAiClient {
  let client: Promise<OpenAI> | undefined;
  return () => {
    client ??= import('openai').then(
      ({ default: OpenAI }) =>
        new OpenAI({
          baseURL: settings.baseUrl,
          // A self-hosted server may need no key; the client insists on one.
          apiKey: settings.apiKey ?? 'unused',
          maxRetries: 2,
          timeout: timeoutMs,
        }),
    );
    return client;
  };
}

/** The model's answer could not be made to fit, even when told what was wrong; `problem` says how. */
export class AnswerDidNotFit extends Error {
  override readonly name = 'AnswerDidNotFit';
  constructor(readonly problem: string) {
    super(`The answer did not fit: ${problem}`);
  }
}

/** Keywords some OpenAI-compatible servers refuse in strict schemas; zod checks them on the answer instead. */
const UNSUPPORTED = new Set(['$schema', 'minLength', 'maxLength', 'minItems', 'maxItems']);

/** A zod schema as a strict response format's JSON schema. */
export function strictSchema(schema: z.ZodType): Record<string, unknown> {
  const strip = (node: unknown): unknown =>
    Array.isArray(node)
      ? node.map(strip)
      : node && typeof node === 'object'
        ? Object.fromEntries(
            Object.entries(node)
              .filter(([k]) => !UNSUPPORTED.has(k))
              .map(([k, v]) => [k, strip(v)]),
          )
        : node;
  return strip(z.toJSONSchema(schema)) as Record<string, unknown>;
}

export type JsonQuestion<S extends z.ZodType> = {
  model: string;
  /** The system prompt: the material goes under `data` and is only data. */
  system: string;
  task: string;
  data: unknown;
  /** The answer's name and JSON schema (strict), and the zod schema it is checked with. */
  name: string;
  jsonSchema: Record<string, unknown>;
  schema: S;
  /** What else must hold of a parsed answer: a problem to tell the model, or undefined. */
  check?: (answer: z.infer<S>) => string | undefined;
  /** Added to the second request: what an answer must be. */
  retryHint?: string;
};

/**
 * Asks for JSON of a schema (the material under `data`, the task ours). An answer that is not JSON,
 * does not fit the schema or fails `check` gets one second chance, the model told exactly what was
 * wrong; then AnswerDidNotFit. `units` counts the tokens of both.
 */
export async function askForJson<S extends z.ZodType>(
  client: OpenAiClient,
  question: JsonQuestion<S>,
  signal: AbortSignal,
): Promise<{ answer: z.infer<S>; units: number }> {
  const messages: OpenAI.ChatCompletionMessageParam[] = [
    { role: 'system', content: question.system },
    { role: 'user', content: JSON.stringify({ task: question.task, data: question.data }) },
  ];
  const responseFormat = {
    type: 'json_schema' as const,
    json_schema: { name: question.name, schema: question.jsonSchema, strict: true },
  };
  const openai = await client();
  let units = 0;
  for (let attempt = 1; ; attempt++) {
    const completion = await openai.chat.completions.create(
      { model: question.model, messages, response_format: responseFormat },
      { signal },
    );
    units += completion.usage?.total_tokens ?? 0;
    const text = completion.choices[0]?.message.content ?? '';
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    const result = question.schema.safeParse(parsed);
    const problem =
      parsed === undefined
        ? 'it was not JSON'
        : result.success
          ? question.check?.(result.data)
          : describeIssues(result.error.issues, 'the answer');
    if (result.success && problem === undefined) return { answer: result.data, units };
    if (attempt >= 2) throw new AnswerDidNotFit(problem ?? 'it did not fit');
    messages.push(
      { role: 'assistant', content: text },
      {
        role: 'user',
        content: JSON.stringify({
          task: `Your answer did not fit the schema (${problem}). Answer again.${question.retryHint ? ` ${question.retryHint}` : ''}`,
        }),
      },
    );
  }
}
