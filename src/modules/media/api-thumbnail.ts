import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { writeFile } from 'node:fs/promises';
import { buffer } from 'node:stream/consumers';
import { z } from 'zod';
import { badRequest } from '../../platform/errors';
import type { AppEnv } from '../../platform/http/env';
import { input } from '../../platform/http/validation';
import { mayChangeThumbnail, setCourseThumbnail, THUMBNAIL_NOT_DRAFTING, thumbnailSourceOf } from '../courses';
import type { MediaDeps } from './media-deps';
import { loadMedia } from './media-commands';
import { mediaKey } from './store-upload';
import { storeGeneratedFile } from './store-generated';
import { withTempFile } from './temp-files';
import { cropToThumbnail, renderTitleCard, THUMBNAIL_HEIGHT, THUMBNAIL_WIDTH } from './title-card';
import { mediaFileUrl } from './variants';

const generateBody = z.object({
  from: z.enum(['first-image', 'title-card']),
  /** As for an uploaded thumbnail: a draft's must still be one (SPEC §4). */
  isDraft: z.boolean().default(false),
});

const NO_IMAGE = 'This module has no image yet: add one, or make a title card';
const IMAGE_NOT_UPLOADED = 'The first image is a web address: upload it to the module to make a thumbnail from it';

/** A thumbnail Tessera makes: from the module's first image (cut to 16:9), or a title card in its theme's colours. */
export function thumbnailGenerationRoutes(deps: MediaDeps) {
  const { store, storage } = deps;

  async function firstImageJpeg(orgId: string, mediaId: string | undefined): Promise<Buffer> {
    if (!mediaId) throw badRequest(IMAGE_NOT_UPLOADED);
    const { state } = await loadMedia(store, mediaId);
    const object =
      state.exists && state.upload.orgId === orgId ? await storage.get(mediaKey(mediaId, state.upload.file)) : null;
    if (!object) throw badRequest(IMAGE_NOT_UPLOADED);
    return cropToThumbnail(await buffer(object.body));
  }

  return new Hono<AppEnv>().post(
    '/courses/generate-thumbnail/:id',
    describeRoute({ summary: "Make the module's thumbnail from its first image or as a title card", tags: ['media'] }),
    input('param', z.object({ id: z.string().min(1).max(64) })),
    input('json', generateBody),
    async (c) => {
      const p = c.var.principal;
      const courseId = c.req.valid('param').id;
      const { from, isDraft } = c.req.valid('json');
      const source = await thumbnailSourceOf(store, courseId, p.orgId);
      // Refused before anything is made, so nothing is kept for a change that cannot happen.
      if (!mayChangeThumbnail(source.status, isDraft)) throw badRequest(THUMBNAIL_NOT_DRAFTING);
      if (from === 'first-image' && !source.firstImage) throw badRequest(NO_IMAGE);
      const jpeg =
        from === 'title-card'
          ? await renderTitleCard(source.title, await deps.themeOf(p.orgId, source.theme))
          : await firstImageJpeg(p.orgId, source.firstImage!.mediaId);
      const made = await withTempFile(deps.tempDir, 'jpg', async (path) => {
        await writeFile(path, jpeg);
        const generated = {
          orgId: p.orgId,
          courseId,
          userId: p.userId,
          kind: 'image' as const,
          name: `Thumbnail of ${source.title || 'an untitled module'}.jpg`,
          contentType: 'image/jpeg',
          extension: 'jpg',
          path,
          size: jpeg.length,
          width: THUMBNAIL_WIDTH,
          height: THUMBNAIL_HEIGHT,
        };
        return storeGeneratedFile(deps, generated, c.var.requestId);
      });
      const url = mediaFileUrl(made.mediaId, made.file);
      return c.json(await setCourseThumbnail(store, p, c.var.requestId, { courseId, url, isDraft }));
    },
  );
}
