import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { z } from 'zod';
import { badRequest, notFound } from '../../platform/errors';
import { bodyLimit } from '../../platform/http/body-limit';
import type { AppEnv } from '../../platform/http/env';
import { input } from '../../platform/http/validation';
import { newId } from '../../platform/ids';
import { listMedia, mediaItem, type MediaItem } from './read-models/media-library-queries';
import { thumbnailGenerationRoutes } from './api-thumbnail';
import type { MediaKind } from './events';
import type { MediaDeps } from './media-deps';
import { kindOfMediaType } from './kinds';
import { loadMedia, runMediaCommand } from './media-commands';
import { tooLarge } from './receive-upload';
import { fileParam, libraryQuery, presignBody, presignUploadBody, signedUrlQuery, uploadParam } from './requests';
import { serveStoredFile } from './serve-file';
import { signedFileUrl } from './signed-urls';
import { mediaKey, storeUpload } from './store-upload';
import { uploadTokens } from './upload-token';
import { isVariantFile, MEDIA_ID_LENGTH, mediaFileUrl } from './variants';

const POSTER_FILE = 'poster.jpg';
/** A dark 16:9 frame: what a video shows until its poster is made. */
const POSTER_PLACEHOLDER =
  '<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 16 9"><rect width="16" height="9" fill="#1e293b"/></svg>';

const doc = (summary: string) => describeRoute({ summary, tags: ['media'] });

/** What the library and the upload answer show of one upload. */
const publicItem = (m: MediaItem) => ({
  ...m,
  url: mediaFileUrl(m.mediaId, m.file),
  posterUrl: m.poster ? mediaFileUrl(m.mediaId, 'poster.jpg') : null,
});

/** A captions file is text: an hour of them is well under 1 MB. */
const CAPTIONS_MAX_BYTES = 2 * 1024 * 1024;

/** SPEC §7 "Media and uploads": pre-signed upload URLs, the upload itself, the files, and the organisation's library. */
export function mediaRoutes(deps: MediaDeps) {
  const { store, db, storage, limits } = deps;
  const tokens = uploadTokens(deps.jwtSecret);
  const limitOf = (kind: MediaKind) => (kind === 'captions' ? CAPTIONS_MAX_BYTES : limits[kind]);
  const signed = signedFileUrl(storage);

  /** `{ signedUrl }` for a file of this organisation's media; another organisation's is not found. */
  async function signedUrlAnswer(c: Context<AppEnv>, { mediaId, file }: z.infer<typeof signedUrlQuery>['sourceUrl']) {
    const { state } = await loadMedia(store, mediaId);
    const signedUrl = state.exists && state.upload.orgId === c.var.principal.orgId ? await signed(mediaId, file) : null;
    if (!signedUrl) throw notFound('Media not found');
    return c.json({ signedUrl });
  }

  async function presign(c: Context<AppEnv>, body: z.infer<typeof presignUploadBody>) {
    const p = c.var.principal;
    if ((await deps.courseOrgOf(body.courseId)) !== p.orgId) throw notFound('Course not found');
    const mediaType = body.embedType ?? body.mediaType;
    const kind = kindOfMediaType(mediaType);
    if (!kind)
      throw badRequest(
        `mediaType: must be images, videos, audios, thumbnails, captions or documents (got ${mediaType})`,
      );
    const mediaId = body.mediaId ?? newId(MEDIA_ID_LENGTH);
    const token = await tokens.sign({
      mediaId,
      orgId: p.orgId,
      courseId: body.courseId,
      userId: p.userId,
      kind,
      name: body.metadata?.title?.trim() || body.filename,
      declaredType: body.contentType,
      limit: limitOf(kind),
    });
    return c.json({ preSignedUrl: `/api/media/upload/${token}`, mediaId, maxBytes: limitOf(kind) });
  }

  return new Hono<AppEnv>()
    .route('/', thumbnailGenerationRoutes(deps))
    .post(
      '/courses/pre-signed-url',
      doc('A short-lived URL to PUT one file to (SPEC §7)'),
      input('json', presignBody),
      (c) => presign(c, c.req.valid('json')),
    )
    .post(
      '/courses/pre-signed-url-upload',
      doc("A short-lived URL to PUT a block's media file to (SPEC §7)"),
      input('json', presignUploadBody),
      (c) => presign(c, c.req.valid('json')),
    )
    .get(
      '/courses/signed-url/',
      doc('A URL a browser may fetch a stored file from (SPEC §7)'),
      input('query', signedUrlQuery),
      (c) => signedUrlAnswer(c, c.req.valid('query').sourceUrl),
    )
    .get(
      '/courses/signed-url',
      doc('A URL a browser may fetch a stored file from (as /courses/signed-url/)'),
      input('query', signedUrlQuery),
      (c) => signedUrlAnswer(c, c.req.valid('query').sourceUrl),
    )
    .put(
      '/media/upload/:token',
      doc('Upload one file to a pre-signed URL (no sign-in: the URL is the permission)'),
      // Streamed to a file and cut off at the upload's own limit as it arrives (receive-upload.ts).
      bodyLimit(Math.max(...Object.values(limits)), { streamed: true }),
      input('param', uploadParam),
      async (c) => {
        const claims = await tokens.verify(c.req.valid('param').token);
        const declaredLength = Number(c.req.header('content-length'));
        if (declaredLength > claims.limit) throw tooLarge(claims.limit);
        const context = { userId: claims.userId, orgId: claims.orgId, correlationId: c.var.requestId };
        // The id is this upload's before a byte is stored: another racing for it is refused here, having written nothing.
        await runMediaCommand(
          store,
          claims.mediaId,
          { type: 'Claim', mediaId: claims.mediaId, orgId: claims.orgId },
          context,
        );
        const upload = await storeUpload(c.req.raw.body, claims, deps);
        await runMediaCommand(
          store,
          claims.mediaId,
          { type: 'Upload', upload },
          {
            userId: claims.userId,
            orgId: claims.orgId,
            correlationId: c.var.requestId,
          },
        );
        const { mediaId, kind, name, contentType, size, width, height } = upload;
        return c.json({
          mediaId,
          kind,
          name,
          contentType,
          size,
          width,
          height,
          url: mediaFileUrl(mediaId, upload.file),
        });
      },
    )
    .get(
      '/media/files/:mediaId/:file',
      doc('One file of an upload, served inert (no sign-in: the media id is unguessable)'),
      input('param', fileParam),
      async (c) => {
        const { mediaId, file } = c.req.valid('param');
        const served = await serveStoredFile(c, storage, mediaKey(mediaId, file));
        if (served) return served;
        // A size not made yet (or never: processing failed) is the original, until it exists.
        const { state } = await loadMedia(store, mediaId);
        // A video's poster before its still is made (or if it never is): a plain frame, not a 404 in the console.
        if (state.exists && state.upload.kind === 'video' && file === POSTER_FILE) {
          c.header('Cache-Control', 'no-store');
          c.header('Content-Type', 'image/svg+xml');
          return c.body(POSTER_PLACEHOLDER);
        }
        if (!state.exists || !isVariantFile(file)) throw notFound('Media not found');
        c.header('Cache-Control', 'no-store');
        return c.redirect(mediaFileUrl(mediaId, state.upload.file), 307);
      },
    )
    .get('/media', doc("The organisation's uploads, newest first"), input('query', libraryQuery), async (c) => {
      const q = c.req.valid('query');
      const page = await listMedia(db, {
        orgId: c.var.principal.orgId,
        searchTerm: q.searchTerm,
        kind: q.type,
        pageNum: q.pageNum,
        pageSize: q.pageSize,
      });
      return c.json({ items: page.items.map(publicItem), total: page.total });
    })
    .get(
      '/media/:mediaId',
      doc('One upload of the organisation'),
      input('param', fileParam.pick({ mediaId: true })),
      async (c) => {
        const item = await mediaItem(db, c.var.principal.orgId, c.req.valid('param').mediaId);
        if (!item) throw notFound('Media not found');
        return c.json(publicItem(item));
      },
    );
}
