import { handleCommand } from '../../../platform/commands/handle';
import { eventParser } from '../../../platform/commands/parse';
import { type EventStore, positionToString } from '../../../platform/eventstore/types';
import type { Principal } from '../../../platform/http/env';
import type { ProjectionWait } from '../../../platform/http/stale-reads';
import { BLOCK_TEMPLATES } from '../read-models/block-templates-queries';
import { type BlockTemplateCommand, blockTemplatesDecider, templateIndexSchemas } from './decider';
import { blockTemplatesStream } from './events';

const parse = eventParser(templateIndexSchemas);

type Unowned<C> = C extends BlockTemplateCommand ? Omit<C, 'orgId'> : never;

/** Runs a command on the caller's own organisation's templates; answers (with the write's position, if any) once the block library shows it. */
export async function runBlockTemplateCommand(
  { store, waitForProjection }: { store: EventStore; waitForProjection: ProjectionWait },
  principal: Principal,
  requestId: string,
  command: Unowned<BlockTemplateCommand>,
) {
  const { orgId, userId } = principal;
  const result = await handleCommand({
    store,
    streamId: blockTemplatesStream(orgId),
    decider: blockTemplatesDecider,
    parse,
    command: { ...command, orgId } as BlockTemplateCommand,
    context: { userId, orgId, correlationId: requestId },
  });
  if (!result.position) return { position: undefined };
  await waitForProjection(BLOCK_TEMPLATES, result.position);
  return { position: positionToString(result.position) };
}
