import { eventMetadata } from '../../../platform/commands/handle';
import type { EventStore } from '../../../platform/eventstore/types';
import type { Principal } from '../../../platform/http/env';
import { usageStream, type UsageEvent } from './events';

/**
 * Records what the caller did. There is nothing to decide, so this appends without reading the
 * stream first (handleCommand would fold a stream that only ever grows).
 */
export async function trackUsage(
  store: EventStore,
  principal: Principal,
  usage: UsageEvent['data'],
  requestId: string,
) {
  const event: UsageEvent = { type: 'UsageTracked', data: usage };
  const metadata = eventMetadata({ userId: principal.userId, orgId: principal.orgId, correlationId: requestId });
  await store.appendToStream(usageStream(principal.userId), [{ ...event, metadata }], { expectedVersion: 'any' });
}
