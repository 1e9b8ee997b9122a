import { handleCommand } from '../../platform/commands/handle';
import { eventParser } from '../../platform/commands/parse';
import type { Db } from '../../platform/db/database';
import { forbidden } from '../../platform/errors';
import type { EventStore } from '../../platform/eventstore/types';
import { isOrganisationSuspended } from './read-models/instance-organisations-queries';
import { type SuspensionCommand, suspensionDecider } from './decider';
import { instanceEventSchemas, instanceOrgStream } from './events';
import { ORGANISATION_SUSPENDED } from './shared';

const parse = eventParser(instanceEventSchemas);

/** Suspends or reinstates an organisation; the events go into that organisation's change log, by the operator. */
export function runSuspensionCommand(
  store: EventStore,
  command: SuspensionCommand,
  operator: { userId: string },
  correlationId: string,
) {
  return handleCommand({
    store,
    streamId: instanceOrgStream(command.orgId),
    decider: suspensionDecider,
    parse,
    command,
    context: { userId: operator.userId, orgId: command.orgId, correlationId },
  });
}

/** Throws 403 when the organisation is suspended: no sign-in into it, and no call with one of its tokens. */
export async function assertOrganisationActive(db: Db, orgId: string): Promise<void> {
  if (await isOrganisationSuspended(db, orgId)) throw forbidden(ORGANISATION_SUSPENDED);
}
