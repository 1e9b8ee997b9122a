import { Hono } from 'hono';
import { badRequest } from '../../../platform/errors';
import type { AppEnv } from '../../../platform/http/env';
import { bodyLimit } from '../../../platform/http/body-limit';
import { input } from '../../../platform/http/validation';
import { NOTHING_HEARD } from '../dictation-messages';
import { DOCUMENT_MAX_BYTES, RECORDING_MAX_BYTES } from '../limits';
import { AiUnsupported } from '../provider';
import { deleteBody, dictationFields } from '../requests';
import { doc, type AiDeps } from './common';

/** What the author sends the assistant: documents an outline is drawn from (and forgets again), and recordings to dictate. */
export function aiUploadRoutes({
  assistant,
  documents,
  dictation,
}: Pick<AiDeps, 'assistant' | 'documents' | 'dictation'>) {
  return new Hono<AppEnv>()
    .post(
      '/ai/upload',
      doc('A PDF, Word (.docx) or text document for the outline (multipart `file`); answers its fileId'),
      bodyLimit(DOCUMENT_MAX_BYTES + 64 * 1024),
      async (c) => {
        const form = await c.req.formData().catch(() => null);
        const file = form?.get('file');
        if (!(file instanceof File)) throw badRequest('file: send the document as multipart form data, field "file"');
        const { text: _text, ...document } = await documents.add(
          c.var.principal.orgId,
          file.name.slice(0, 200) || 'document',
          Buffer.from(await file.arrayBuffer()),
        );
        return c.json(document, 201);
      },
    )
    .post(
      '/ai/speech-to-text',
      doc('Dictation: a recording (multipart `file`, with `language`) as text'),
      bodyLimit(RECORDING_MAX_BYTES + 64 * 1024),
      async (c) => {
        const form = await c.req.formData().catch(() => null);
        const file = form?.get('file');
        if (!(file instanceof File) || file.size === 0)
          throw badRequest('file: send the recording as multipart form data, field "file"');
        const fields = dictationFields.safeParse({ language: form?.get('language') ?? undefined });
        if (!fields.success) throw badRequest('Invalid language: a language code such as en or pt-BR');
        const recording = Buffer.from(await file.arrayBuffer());
        const text = await assistant.run(
          c.var.principal,
          c.var.requestId,
          { name: 'speech-to-text', request: c.req.raw.signal },
          async () => {
            // What the recogniser says of a recording (no sound, a language it lacks) is for the author.
            const text = await dictation.transcribe(recording, fields.data.language).catch((error: Error) => {
              throw new AiUnsupported(error.message);
            });
            if (!text.trim()) throw new AiUnsupported(NOTHING_HEARD);
            return { output: text.trim(), units: recording.length, unit: 'characters' as const };
          },
        );
        return c.json({ text });
      },
    )
    .post('/ai/delete', doc('Forget an uploaded document'), input('json', deleteBody), async (c) => {
      const { fileId } = c.req.valid('json');
      await documents.remove(c.var.principal.orgId, fileId);
      return c.json({ deleted: fileId });
    });
}
