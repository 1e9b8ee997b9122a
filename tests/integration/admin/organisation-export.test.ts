import { mkdtempSync } from 'node:fs';
import { text } from 'node:stream/consumers';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStore } from '../../../src/start/open-platform';
import { organisationExport } from '../../../src/modules/admin/personal-data/organisation-export';
import { loadConfig } from '../../../src/platform/config';
import type { EventStore } from '../../../src/platform/eventstore/types';
import { createDiskStorage } from '../../../src/platform/storage/disk';
import { createCourse } from '../../support/collaborators';
import { waitUntil } from '../../support/eventually';
import { registerUser, startTestServer, type TestServer } from '../../support/server';

describe('the organisation export reads only the organisation’s own streams', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  it('finds them in an index of streams by organisation, never by reading the whole store', async () => {
    const ada = await registerUser(server.url, 'Ada');
    const courseId = await createCourse(ada.api, 'Ada’s module');
    const orgId = (await ada.api.get('/users/user-info')).body.currentOrg as string;
    // Others' work around it: none of it is read.
    for (let i = 0; i < 3; i++) await createCourse((await registerUser(server.url, `Other${i}`)).api, `Other ${i}`);
    await waitUntil(async () => {
      const { rows } = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM organisation_streams WHERE stream_id = ${`course-${courseId}`}`.execute(
        server.database.db,
      );
      return rows[0]!.n === 1;
    });

    const store = await openEventStore(
      loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'export-')) }),
      server.database,
    );
    const streamsRead: string[] = [];
    const watched: EventStore = {
      ...store,
      readAll: () => Promise.reject(new Error('the export read the whole store')),
      readStream: (stream, options) => {
        streamsRead.push(stream);
        return store.readStream(stream, options);
      },
      headPosition: () => store.headPosition(),
    };
    const zip = organisationExport(
      {
        store: watched,
        db: server.database.db,
        storage: createDiskStorage(mkdtempSync(join(tmpdir(), 'export-media-'))),
        waitForProjection: async () => true,
      },
      orgId,
    );
    const bytes = await text(zip);
    expect(bytes.length).toBeGreaterThan(0);
    expect(streamsRead).toContain(`course-${courseId}`);
    const { rows } = await sql<{ stream_id: string }>`
      SELECT stream_id FROM organisation_streams WHERE org_id = ${orgId}`.execute(server.database.db);
    expect(streamsRead.sort()).toEqual(rows.map((r) => r.stream_id).sort());
  });
});
