import { afterAll, beforeAll } from 'vitest';
import { openPostgres } from '../../src/platform/db/postgres';
import { openTestDatabase } from './database';
import { startTestServer, type TestServer } from './server';

/** Two instances need a database and a bus outside the process (PGlite is one process). */
export const servicesShared = Boolean(process.env.DATABASE_URL && process.env.NATS_URL);

/**
 * Two servers over one fresh PostgreSQL database and NATS, as behind a load balancer: started
 * before the suite's tests (read `.a` and `.b` inside them) and closed after, dropping the database.
 */
export function useTwoInstances(): { a: TestServer; b: TestServer } {
  const servers = {} as { a: TestServer; b: TestServer };
  beforeAll(async () => {
    const secret = 'a shared secret that is long enough for HS256 signing';
    const database = await openTestDatabase();
    servers.a = await startTestServer({ database, jwtSecret: secret });
    servers.b = await startTestServer({ database: openPostgres((database as { url: string }).url), jwtSecret: secret });
  });
  afterAll(async () => {
    await servers.b?.close();
    await servers.a?.close();
  });
  return servers;
}
