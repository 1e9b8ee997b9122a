import { z } from 'zod';
import type { EventsOf } from '../../../platform/commands/parse';
import { blockSchema } from '../content/blocks';
import { BLOCK_TEMPLATE_LIMITS } from './shared';

const ids = { orgId: z.string(), templateId: z.string().max(64) };
export const templateName = z
  .string()
  .trim()
  .min(1, 'give the template a name')
  .max(BLOCK_TEMPLATE_LIMITS.nameLength, `a name has at most ${BLOCK_TEMPLATE_LIMITS.nameLength} characters`);
export const templateBlocks = z
  .array(blockSchema)
  .min(1, 'a template holds at least one block')
  .max(BLOCK_TEMPLATE_LIMITS.blocks, `a template holds at most ${BLOCK_TEMPLATE_LIMITS.blocks} blocks`);

/**
 * On the `templates-<orgId>` stream: the blocks an author of the organisation saved to insert
 * into other modules, as they were saved (who saved them and when is the event's metadata).
 */
export const blockTemplateEventSchemas = {
  BlockTemplateSaved: z.object({ ...ids, name: templateName, blocks: templateBlocks }),
  BlockTemplateRenamed: z.object({ ...ids, name: templateName }),
  BlockTemplateDeleted: z.object(ids),
};

export type BlockTemplateEvent = EventsOf<typeof blockTemplateEventSchemas>;
/** Not `block-templates-…`: a `block-<id>` claim stream is named by an id the author's editor chose. */
export const blockTemplatesStream = (orgId: string) => `templates-${orgId}`;
