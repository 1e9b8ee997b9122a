import { z } from 'zod';
import type { Decider } from '../../../platform/commands/decider';
import type { EventsOf } from '../../../platform/commands/parse';
import { badRequest, notFound } from '../../../platform/errors';
import type { Block } from '../content/blocks';
import { blockTemplateEventSchemas } from './events';
import { BLOCK_TEMPLATE_LIMITS } from './shared';

/**
 * The events as the decider reads them: ids and names. The blocks were checked when they were
 * written; an organisation's every template is not parsed again on each command.
 */
export const templateIndexSchemas = {
  ...blockTemplateEventSchemas,
  BlockTemplateSaved: blockTemplateEventSchemas.BlockTemplateSaved.extend({ blocks: z.array(z.unknown()) }),
};
type IndexEvent = EventsOf<typeof templateIndexSchemas>;

/** The organisation's templates: each one's name by its id. */
export type TemplateIndex = ReadonlyMap<string, string>;

export type BlockTemplateCommand =
  | { type: 'SaveTemplate'; orgId: string; templateId: string; name: string; blocks: Block[] }
  | { type: 'RenameTemplate'; orgId: string; templateId: string; name: string }
  | { type: 'DeleteTemplate'; orgId: string; templateId: string };

export const TEMPLATE_NOT_FOUND = 'Template not found';
export const TOO_MANY_TEMPLATES = `Your organisation already keeps ${BLOCK_TEMPLATE_LIMITS.templates} templates, the most it can: delete one it no longer uses, then save this one.`;
export const templateNameTaken = (name: string) => `There is already a template named “${name}”: choose another name.`;

const sameName = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

function checkName(state: TemplateIndex, templateId: string, name: string) {
  for (const [id, other] of state)
    if (id !== templateId && sameName(other, name)) throw badRequest(templateNameTaken(name), { field: 'name' });
}

export const blockTemplatesDecider: Decider<TemplateIndex, BlockTemplateCommand, IndexEvent> = {
  initialState: new Map(),
  evolve(state, event) {
    const next = new Map(state);
    if (event.type === 'BlockTemplateDeleted') next.delete(event.data.templateId);
    else next.set(event.data.templateId, event.data.name);
    return next;
  },
  decide(command, state) {
    const { orgId, templateId } = command;
    if (command.type === 'SaveTemplate') {
      if (state.size >= BLOCK_TEMPLATE_LIMITS.templates) throw badRequest(TOO_MANY_TEMPLATES);
      checkName(state, templateId, command.name);
      return [{ type: 'BlockTemplateSaved', data: { orgId, templateId, name: command.name, blocks: command.blocks } }];
    }
    const before = state.get(templateId);
    if (before === undefined) throw notFound(TEMPLATE_NOT_FOUND);
    if (command.type === 'DeleteTemplate') return [{ type: 'BlockTemplateDeleted', data: { orgId, templateId } }];
    checkName(state, templateId, command.name);
    if (before === command.name) return [];
    return [{ type: 'BlockTemplateRenamed', data: { orgId, templateId, name: command.name } }];
  },
};
