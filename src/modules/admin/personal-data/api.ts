import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { z } from 'zod';
import { describeRoute } from 'hono-openapi';
import type { AppEnv } from '../../../platform/http/env';
import { input } from '../../../platform/http/validation';
import { COMMENTS } from '../../comments';
import { listPeople, PEOPLE } from '../../collaborators';
import type { ObjectStorage } from '../../../platform/storage/storage';
import { type ErasureDeps, erasePerson } from './erase';
import { organisationExport } from './organisation-export';
import type { ProjectionWait } from '../../../platform/http/stale-reads';

const personParam = z.object({ userId: z.string().min(1).max(64) });

const doc = (summary: string) => describeRoute({ summary, tags: ['admin'] });

/** The read models that hold names: an erasure answers once they have scrubbed the person. */
const SCRUBBING = [PEOPLE, 'users', COMMENTS];

export type PersonalDataDeps = ErasureDeps & {
  storage: ObjectStorage;
  waitForProjection: ProjectionWait;
};

/** Personal data (admin): everything the organisation holds as a zip, who it knows, and erasing one of them. */
export function personalDataRoutes(deps: PersonalDataDeps) {
  return new Hono<AppEnv>()
    .get(
      '/admin/personal-data/export.zip',
      doc('Everything the organisation holds: its events, one JSON file per stream, and its media files (admin)'),
      (c) => {
        const day = new Date().toISOString().slice(0, 10);
        return c.body(Readable.toWeb(organisationExport(deps, c.var.principal.orgId)) as ReadableStream, 200, {
          'Content-Type': 'application/zip',
          'Content-Disposition': `attachment; filename="tessera-organisation-${day}.zip"`,
          'Cache-Control': 'private, no-store',
        });
      },
    )
    .get(
      '/admin/people',
      doc('Everyone the organisation knows: members, former members, collaborators (admin)'),
      async (c) => {
        const people = await listPeople(deps.db, c.var.principal.orgId);
        return c.json({
          people: people.map((p) => ({
            id: p.user_id,
            kind: p.kind,
            name: `${p.first_name} ${p.last_name}`.trim(),
            email: p.email,
            erased: p.erased,
          })),
        });
      },
    )
    .post(
      '/admin/people/:userId/erase',
      doc('Erase a person: removed from the organisation, their name and email gone from everything (admin)'),
      input('param', personParam),
      async (c) => {
        const { userId } = c.req.valid('param');
        const { position } = await erasePerson(deps, c.var.principal, userId, c.var.requestId);
        await Promise.all(SCRUBBING.map((name) => deps.waitForProjection(name, position)));
        return c.json({ erased: userId });
      },
    );
}
