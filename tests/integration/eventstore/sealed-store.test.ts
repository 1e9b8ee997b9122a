import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/platform/db/database';
import { createKeyring, type Keyring } from '../../../src/platform/eventstore/personal-data/keyring';
import { withSealedPersonalData } from '../../../src/platform/eventstore/personal-data/sealed-store';
import { PostgresEventStore } from '../../../src/platform/eventstore/postgres/store';
import type { EventStore } from '../../../src/platform/eventstore/types';
import { PERSONAL_FIELDS } from '../../../src/personal-fields';
import { openTestDatabase } from '../../support/database';

const comment = () => ({
  courseId: 'c1',
  commentId: `k${Math.random()}`,
  blockId: 'b1',
  parentId: null,
  content: 'Over to you',
  author: { id: 'u-ann', name: 'Ann Author', avatar: '#000' },
  mentions: [{ userId: 'u-bo', name: 'Bo Mentioned', avatarColor: '#111' }],
  createdAt: '2026-11-26T00:00:00.000Z',
});

describe('the event store with personal values sealed per person', () => {
  let database: Database;
  let raw: EventStore;
  let keyring: Keyring;
  let store: EventStore;
  beforeAll(async () => {
    database = await openTestDatabase();
    raw = new PostgresEventStore(database);
    keyring = createKeyring(database.db);
    store = withSealedPersonalData(raw, keyring, PERSONAL_FIELDS);
  });
  afterAll(async () => database.close());

  it('stores names sealed, reads them back in the clear, and leaves the caller’s event untouched', async () => {
    const data = comment();
    await store.appendToStream('comments-a', [{ type: 'CommentAdded', data }], { expectedVersion: 'any' });
    expect(data.author.name).toBe('Ann Author');
    const [stored] = await raw.readStream('comments-a');
    const storedData = stored!.data as ReturnType<typeof comment>;
    expect(storedData.author.name).toMatch(/^sealed:v1:u-ann:/);
    expect(storedData.mentions[0]!.name).toMatch(/^sealed:v1:u-bo:/);
    expect(storedData.content).toBe('Over to you');
    const [read] = await store.readStream('comments-a');
    expect(read!.data).toEqual(data);
    const [all] = (await store.readAll()).filter((e) => e.streamId === 'comments-a');
    expect(all!.data).toEqual(data);
  });

  it('reads an erased person’s values as "deleted user", everywhere, and only theirs', async () => {
    await store.appendToStream('comments-b', [{ type: 'CommentAdded', data: comment() }], { expectedVersion: 'any' });
    await keyring.forget(['u-ann']);
    const fresh = withSealedPersonalData(raw, createKeyring(database.db), PERSONAL_FIELDS);
    for (const reader of [store, fresh]) {
      const events = await reader.readStream('comments-b');
      const d = events[0]!.data as ReturnType<typeof comment>;
      expect(d.author.name).toBe('deleted user');
      expect(d.mentions[0]!.name).toBe('Bo Mentioned');
    }
  });

  it('gives an erased email a placeholder of the same shape, distinct per person', async () => {
    const registered = (userId: string) => ({
      type: 'UserRegistered',
      data: {
        userId,
        email: `${userId}@example.com`,
        firstName: 'Cy',
        lastName: 'Erased',
        passwordHash: 'h',
        orgId: 'o',
        orgName: 'O',
        roles: [],
      },
    });
    await store.appendToStream('login-x', [registered('u-cy'), registered('u-di')], { expectedVersion: 'any' });
    await keyring.forget(['u-cy', 'u-di']);
    const [cy, di] = (await store.readStream('login-x')).map(
      (e) => e.data as { email: string; firstName: string; lastName: string },
    );
    expect(cy).toMatchObject({ firstName: 'deleted user', lastName: '' });
    expect(cy!.email).toMatch(/^erased-[0-9a-f]{12}@erased\.invalid$/);
    expect(di!.email).not.toBe(cy!.email);
  });

  it('passes values written in the clear before sealing existed through, and reads a tampered value as erased', async () => {
    await raw.appendToStream('comments-c', [{ type: 'CommentAdded', data: comment() }], { expectedVersion: 'any' });
    expect(((await store.readStream('comments-c'))[0]!.data as ReturnType<typeof comment>).author.name).toBe(
      'Ann Author',
    );
    await store.appendToStream(
      'comments-d',
      [{ type: 'CommentAdded', data: { ...comment(), author: { id: 'u-eve', name: 'Eve', avatar: '' } } }],
      {
        expectedVersion: 'any',
      },
    );
    const sealed = ((await raw.readStream('comments-d'))[0]!.data as ReturnType<typeof comment>).author.name;
    const tampered = `${sealed.slice(0, -4)}AAAA`;
    await raw.appendToStream(
      'comments-e',
      [{ type: 'CommentAdded', data: { ...comment(), author: { id: 'u-eve', name: tampered, avatar: '' } } }],
      {
        expectedVersion: 'any',
      },
    );
    expect(((await store.readStream('comments-e'))[0]!.data as ReturnType<typeof comment>).author.name).toBe(
      'deleted user',
    );
  });
});
