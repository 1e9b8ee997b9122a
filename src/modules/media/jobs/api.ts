import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { badRequest, notFound } from '../../../platform/errors';
import type { AppEnv, Principal } from '../../../platform/http/env';
import { input } from '../../../platform/http/validation';
import { newId } from '../../../platform/ids';
import { latestJobOfBlock, listJobs, transcriptionsPerModule } from '../read-models/media-jobs-queries';
import { editBlockData } from '../../courses';
import type { MediaDeps } from '../media-deps';
import { loadMedia } from '../media-commands';
import type { Engines } from '../speech/engines';
import { type SpeechToText, understands } from '../speech/speech-to-text';
import { type TextToSpeech, voiceToUse } from '../speech/text-to-speech';
import { loadJob, runJobCommand } from './commands';
import type { JobRequested } from './events';
import { metricsQuery, renderAvatarBody, transcribeBody, transcribeCheckBody } from './requests';
import { unsupportedLanguage } from './transcribe';

export type JobRouteDeps = MediaDeps & { engines: Engines; speechToText: SpeechToText; textToSpeech: TextToSpeech };

const doc = (summary: string) => describeRoute({ summary, tags: ['media'] });

/** Transcriptions and avatar renders: asked for here, run by the job runner, followed by the editor. */
export function jobRoutes(deps: JobRouteDeps) {
  const { store, db, engines, speechToText, textToSpeech } = deps;

  async function request(p: Principal, requestId: string, job: Omit<JobRequested, 'jobId' | 'orgId' | 'requestedBy'>) {
    if ((await deps.courseOrgOf(job.courseId)) !== p.orgId) throw notFound('Course not found');
    const jobId = newId();
    const requested = { ...job, jobId, orgId: p.orgId, requestedBy: p.userId };
    await runJobCommand(
      store,
      jobId,
      { type: 'Request', request: requested },
      {
        userId: p.userId,
        orgId: p.orgId,
        correlationId: requestId,
      },
    );
    return jobId;
  }

  async function ownUpload(p: Principal, mediaId: string) {
    const { state } = await loadMedia(store, mediaId);
    if (!state.exists || state.upload.orgId !== p.orgId) throw notFound('Media not found');
    return state.upload;
  }

  return new Hono<AppEnv>()
    .get('/media/engines', doc('Which engines this server has, its voices and transcription languages'), (c) =>
      c.json({
        engines,
        transcription: { name: speechToText.name, available: engines.ffmpeg && speechToText.available },
        speech: { name: textToSpeech.name, available: engines.ffmpeg && textToSpeech.available },
        voices: textToSpeech.voices,
        transcriptionLanguages: speechToText.languages,
      }),
    )
    .post(
      '/media/transcribe',
      doc('Transcribe a video or audio upload into captions, in the background'),
      input('json', transcribeBody),
      async (c) => {
        const p = c.var.principal;
        const body = c.req.valid('json');
        const upload = await ownUpload(p, body.mediaId);
        if (upload.kind !== 'video' && upload.kind !== 'audio')
          throw badRequest('Only a video or audio file can be transcribed');
        if (!engines.ffmpeg || !speechToText.available)
          throw badRequest(
            'Transcription needs ffmpeg and pocketsphinx (or an OpenAI-compatible server) on the server',
          );
        if (!understands(speechToText, body.language))
          throw badRequest(unsupportedLanguage(body.language, speechToText.languages));
        const input = { mediaId: body.mediaId, language: body.language };
        const id = await request(p, c.var.requestId, {
          kind: 'transcribe',
          courseId: body.courseId,
          blockId: body.blockId,
          input,
        });
        return c.json({ id, status: 'INIT' }, 202);
      },
    )
    .post(
      '/media/render-avatar',
      doc('Render an avatar video from a script, in the background'),
      input('json', renderAvatarBody),
      async (c) => {
        const p = c.var.principal;
        const { courseId, blockId, script, voice, imageMediaId } = c.req.valid('json');
        if (imageMediaId && (await ownUpload(p, imageMediaId)).kind !== 'image')
          throw badRequest('The avatar picture must be an image');
        if (!engines.ffmpeg || !textToSpeech.available)
          throw badRequest('Rendering needs ffmpeg and espeak-ng (or an OpenAI-compatible server) on the server');
        // The block says which voice speaks, the engine's first when the author kept the default.
        const spoken = voiceToUse(textToSpeech, voice);
        const input = { script, voice: spoken, ...(imageMediaId ? { imageMediaId } : {}) };
        const id = await request(p, c.var.requestId, { kind: 'render-avatar', courseId, blockId, input });
        // The block waits for this render from now on (an earlier one that finishes later no longer shows).
        await editBlockData(
          store,
          { courseId, blockId },
          (block) =>
            block.type === 'AvatarBlockComponent'
              ? { ...block.data, voice: spoken, uuid: id, renderMediaStatus: 'INIT', url: '', mediaId: '', vtts: {} }
              : null,
          p,
          c.var.requestId,
        );
        return c.json({ id, status: 'INIT' }, 202);
      },
    )
    .post(
      '/blocks/transcribe-check',
      doc("A block's latest transcription: its status (SPEC §7)"),
      input('json', transcribeCheckBody),
      async (c) => {
        const p = c.var.principal;
        const { id } = c.req.valid('json');
        const { state } = await loadJob(store, id);
        if (state.exists && state.request.orgId === p.orgId) {
          const { request: job, status, output, failure } = state;
          const language = 'language' in job.input ? job.input.language : null;
          return c.json({ id, status, language, url: output?.url ?? null, error: failure });
        }
        const latest = await latestJobOfBlock(db, p.orgId, id, 'transcribe');
        if (!latest) throw notFound('No transcription for this block');
        return c.json({
          id: latest.id,
          status: latest.status,
          language: latest.language,
          url: latest.url,
          error: latest.error,
        });
      },
    )
    .get(
      '/courses/transcribe-metrics',
      doc("The organisation's transcriptions and their figures, per job or per module (SPEC §7; admin)"),
      input('query', metricsQuery),
      async (c) => {
        const { per, ...page } = c.req.valid('query');
        const { orgId } = c.var.principal;
        const result =
          per === 'module'
            ? await transcriptionsPerModule(db, { orgId, ...page })
            : await listJobs(db, { orgId, kind: 'transcribe', ...page });
        return c.json({ ...result, per });
      },
    );
}
