import { randomUUID } from 'node:crypto';
import { loginStream } from '../../src/modules/identity/accounts/accounts';
import { organisationStream } from '../../src/modules/identity/organisation/events';
import { hashPassword } from '../../src/modules/identity/accounts/passwords';
import { PostgresEventStore } from '../../src/platform/eventstore/postgres/store';
import { apiClient, type TestServer } from './server';

/**
 * Puts a new user into an existing organisation by writing the events an organisation invite
 * writes (the account, and the membership), then signs them in through the API.
 */
export async function addMember(server: TestServer, orgId: string, name: string, roles = ['USER']) {
  const email = `${name.toLowerCase()}-${randomUUID()}@example.com`;
  const userId = `m${randomUUID().replace(/-/g, '').slice(0, 15)}`;
  const store = new PostgresEventStore(server.database);
  const metadata = {
    userId,
    orgId,
    correlationId: 'fixture',
    causationId: 'fixture',
    changeId: 'fixture',
    recordedAt: new Date().toISOString(),
  };
  await store.appendToStream(
    loginStream(email),
    [
      {
        type: 'UserRegistered',
        data: {
          userId,
          email,
          firstName: name,
          lastName: 'Member',
          passwordHash: await hashPassword('member password'),
          orgId,
          orgName: 'Shared org',
          roles,
        },
        metadata,
      },
    ],
    { expectedVersion: 'no_stream' },
  );
  await store.appendToStream(
    organisationStream(orgId),
    [
      {
        type: 'MemberJoined',
        data: { orgId, userId, email, firstName: name, lastName: 'Member', roles },
        metadata,
      },
    ],
    { expectedVersion: 'any' },
  );
  const login = await apiClient(server.url).post('/auth/login', { email, password: 'member password' });
  return { userId, token: login.body.token as string, api: apiClient(server.url, login.body.token) };
}
