import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import { AppError, notFound } from '../../platform/errors';
import type { AppEnv } from '../../platform/http/env';
import { input } from '../../platform/http/validation';
import { buildBundledPackage } from './bundled-package';
import { buildCmi5Package } from './cmi5/package';
import { buildWebPackage } from './web-package';
import { downloadLinks, type PackageRequest } from './download-links';
import { memo } from './memo';
import { packageFileName } from './names';
import { etagOf, learnerModulesOf, NOT_PUBLISHED, readPublishedNow, type PublishedSource } from './published';
import { generatePackageBody } from './requests';
import { MediaNotBundled, type ReadUploaded } from './scorm/media';

export type PackageDeps = PublishedSource & {
  jwtSecret: string;
  webRoot: string;
  serverUrl: () => string;
  readUploaded: ReadUploaded;
};

const GENERATE_FAILED = 'Failed to generate SCORM package';

/** 503 (SPEC §8), naming each medium that kept the package from being made and why. */
const generateFailed = (error: unknown) =>
  new AppError('unavailable', GENERATE_FAILED, {
    reason: error instanceof Error ? error.message : String(error),
    ...(error instanceof MediaNotBundled ? { media: error.media } : {}),
  });

/**
 * Bundled SCORM packages (SPEC §7), cmi5 packages (`dispatchType: cmi5`) and plain web packages
 * (`dispatchType: web`): generate answers a
 * signed download address; the zip is built once per published revision.
 */
export function packageRoutes({ jwtSecret, webRoot, serverUrl, readUploaded, ...source }: PackageDeps) {
  const links = downloadLinks(jwtSecret);
  const builds = memo<Buffer>(16);

  async function build(request: PackageRequest, orgId?: string) {
    // The stream, not the read model: right after the author's own publish, that version is packaged.
    const row = await readPublishedNow(source, request.courseId);
    if (orgId !== undefined && row.org_id !== orgId) throw notFound(NOT_PUBLISHED);
    // Every language in one package (why: buildBundledPackage).
    const modules = await learnerModulesOf(source, row);
    const module = modules[0]!;
    // A theme edit makes a new package of the same revision.
    const key = `${etagOf(module)}/${request.dispatchType}/${request.reporting}`;
    const sources = { webRoot, publicUrl: serverUrl(), readUploaded };
    const { dispatchType: version, reporting } = request;
    const zip = await builds(key, () =>
      version === 'web'
        ? buildWebPackage(modules, sources)
        : version === 'cmi5'
          ? buildCmi5Package(modules, sources)
          : buildBundledPackage({ modules, version, reporting, sources }),
    ).catch((error: unknown) => {
      throw generateFailed(error);
    });
    return { zip, name: packageFileName(module.title, 'bundled') };
  }

  return new Hono<AppEnv>()
    .post(
      '/scorm-package/generate',
      describeRoute({
        summary:
          'Build a SCORM package (dispatchType scorm12, scorm2004), a cmi5 package (cmi5) or a plain web package (web) of a published module',
        tags: ['delivery'],
      }),
      input('json', generatePackageBody),
      async (c) => {
        const request = c.req.valid('json');
        const { name } = await build(request, c.var.principal.orgId);
        return c.json({
          success: true,
          data: { downloadUrl: `/api/scorm-package/download/${await links.sign(request)}`, packageName: name },
        });
      },
    )
    .get(
      '/scorm-package/download/:token',
      describeRoute({ summary: 'The package zip (a signed address from generate)', tags: ['delivery'] }),
      input('param', z.object({ token: z.string().max(2000) })),
      async (c) => {
        const { zip, name } = await build(await links.verify(c.req.valid('param').token));
        // A view of the kept zip, not a copy of it.
        return c.body(new Uint8Array(zip.buffer as ArrayBuffer, zip.byteOffset, zip.byteLength), 200, {
          'Content-Type': 'application/zip',
          'Content-Disposition': `attachment; filename="${name}"`,
          'Cache-Control': 'private, no-store',
        });
      },
    );
}
