import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSessionsProjection } from '../../../src/modules/identity/read-models/user-sessions';
import { projectionSpec } from '../../support/projection-spec';

describe('user_sessions read model', () => {
  let spec: Awaited<ReturnType<typeof projectionSpec>>;
  const sessions = () =>
    spec.rows(
      sql<{ user_id: string; session_id: string }>`SELECT user_id, session_id FROM user_sessions ORDER BY user_id`,
    );
  beforeAll(async () => {
    spec = await projectionSpec(userSessionsProjection);
  });
  afterAll(() => spec.close());

  it('keeps each user’s latest session; a membership change or a new password ends it', async () => {
    await spec.given(
      { type: 'SessionStarted', data: { userId: 'u1', sessionId: 's1' } },
      { type: 'SessionStarted', data: { userId: 'u2', sessionId: 's2' } },
      { type: 'SessionStarted', data: { userId: 'u1', sessionId: 's3' } },
    );
    expect(await sessions()).toEqual([
      { user_id: 'u1', session_id: 's3' },
      { user_id: 'u2', session_id: 's2' },
    ]);
    await spec.given(
      { type: 'MembershipChanged', data: { userId: 'u1' } },
      { type: 'PasswordChanged', data: { userId: 'u2' } },
      { type: 'CourseCreated', data: { userId: 'u1' } },
    );
    expect(await sessions()).toEqual([]);
  });

  it('empties on reset, for a rebuild', async () => {
    await spec.given({ type: 'SessionStarted', data: { userId: 'u9', sessionId: 's9' } });
    await spec.reset();
    expect(await sessions()).toEqual([]);
  });
});
