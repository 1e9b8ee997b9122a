import { randomUUID } from 'node:crypto';
import type { Database } from '../../../platform/db/database';
import type { EventStore } from '../../../platform/eventstore/types';
import type { Logger } from '../../../platform/logger';
import { followStore } from '../../../platform/subscriptions/follower';
import { platformById, type PlatformRow } from '../read-models/lti-platforms-queries';
import type { ProtocolFetch } from '../../../platform/outbound/guarded-protocol-fetch';
import { AGS_SCORE_SCOPE } from '../claims';
import type { ToolKeys } from '../tool-key';
import { type ScoreEarned, scoreEventSchemas } from './events';

type Token = { value: string; expiresAt: number };

/** A line item's scores address: `/scores` after its path, before its query (AGS 2.0 §3.4). */
export function scoresUrl(lineItem: string): string {
  const url = new URL(lineItem);
  url.pathname = `${url.pathname.replace(/\/$/, '')}/scores`;
  return url.toString();
}

/**
 * An access token for the platform's AGS, by the client credentials grant with a JWT assertion
 * signed by the tool's key (1EdTech Security Framework §4.1), kept until a minute before it expires.
 */
function accessTokens(keys: ToolKeys, send: ProtocolFetch) {
  const cache = new Map<string, Token>();
  return async (platform: PlatformRow): Promise<string> => {
    const cached = cache.get(platform.platformId);
    if (cached && cached.expiresAt > Date.now()) return cached.value;
    const now = Math.floor(Date.now() / 1000);
    const assertion = await keys.sign({
      iss: platform.clientId,
      sub: platform.clientId,
      aud: platform.tokenUrl,
      iat: now,
      exp: now + 300,
      jti: randomUUID(),
    });
    const res = await send(platform.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
        client_assertion: assertion,
        scope: AGS_SCORE_SCOPE,
      }),
      signal: AbortSignal.timeout(30_000),
    });
    const body = (await res.json().catch(() => null)) as { access_token?: unknown; expires_in?: unknown } | null;
    if (!res.ok || typeof body?.access_token !== 'string')
      throw new Error(`${platform.tokenUrl} gave no access token (${res.status})`);
    const lifetime = typeof body.expires_in === 'number' ? body.expires_in : 3600;
    cache.set(platform.platformId, { value: body.access_token, expiresAt: Date.now() + (lifetime - 60) * 1000 });
    return body.access_token;
  };
}

/**
 * Sends launched learners' scores to their platforms' gradebooks in the order they were earned,
 * from one instance at a time. The queue is the store itself: a score the platform does not take
 * (down, refusing) is sent again from the follower's checkpoint after a growing pause, so none is
 * lost and no learner waits. A score for a platform since removed is dropped.
 */
export function sendScoresToPlatforms(deps: {
  database: Database;
  store: EventStore;
  keys: ToolKeys;
  logger: Logger;
  /** The guarded client: a line item's address comes from a launch, so it is checked as it connects. */
  send: ProtocolFetch;
}) {
  const { database, send } = deps;
  const tokenFor = accessTokens(deps.keys, send);
  async function post(score: ScoreEarned) {
    const platform = await platformById(database.db, score.platformId);
    if (!platform)
      return deps.logger.warn({ platformId: score.platformId }, 'LTI score for a removed platform dropped');
    const { userId, scoreGiven, scoreMaximum, activityProgress, gradingProgress, timestamp } = score;
    const body = { userId, scoreGiven, scoreMaximum, activityProgress, gradingProgress, timestamp };
    const res = await send(scoresUrl(score.lineItem), {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await tokenFor(platform)}`,
        'content-type': 'application/vnd.ims.lis.v1.score+json',
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    await res.body?.cancel();
    if (!res.ok) throw new Error(`${platform.name} answered ${res.status} to a score`);
  }
  return followStore({
    ...deps,
    name: 'lti:scores',
    from: 'head',
    async onBatch(batch) {
      for (const event of batch)
        if (event.type === 'LtiScoreEarned') await post(scoreEventSchemas.LtiScoreEarned.parse(event.data));
    },
  });
}
