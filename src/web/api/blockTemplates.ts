import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { Block } from '../../modules/courses/content';
import { request } from './client';
import { queryToken } from './embedding';
import { getToken } from './session';
import { readClaims } from './tokenClaims';
import { latestPosition, notePosition } from './writePosition';

const summary = z.object({
  templateId: z.string(),
  name: z.string(),
  blockTypes: z.array(z.string()),
  savedBy: z.string(),
  savedAt: z.string(),
});
export type BlockTemplateSummary = z.infer<typeof summary>;

const list = z.object({ templates: z.array(summary), position: z.optional(z.string()) });
const one = z.object({
  template: z.extend(summary, {
    /** Checked by the server when they were saved; the client trusts their shape. */
    blocks: z.array(z.custom<Block>((b) => typeof b === 'object' && b !== null && 'id' in b && 'type' in b)),
  }),
});

const path = (templateId: string) => `/block-templates/${encodeURIComponent(templateId)}`;

/** The organisation's templates after a write: its position is what later reads of this tab wait for. */
const listAfterWrite = ({ templates, position }: z.infer<typeof list>) => {
  if (position) notePosition(position);
  return templates;
};

export const blockTemplateQueries = {
  all: () => ['block-templates'] as const,
  /** The organisation's templates by name, waiting for the newest change this tab knows of. */
  list: () =>
    queryOptions({
      queryKey: [...blockTemplateQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => {
        const after = latestPosition();
        return request(`/block-templates${after ? `?${new URLSearchParams({ after })}` : ''}`, list, { signal }).then(
          (r) => r.templates,
        );
      },
    }),
};

/** One template with its blocks, as saved. */
export const fetchBlockTemplate = (templateId: string) => request(path(templateId), one).then((r) => r.template);

export const saveBlockTemplate = (name: string, blocks: Block[]) =>
  request('/block-templates', list, { method: 'POST', body: { name, blocks } }).then(listAfterWrite);

export const renameBlockTemplate = (templateId: string, name: string) =>
  request(path(templateId), list, { method: 'PATCH', body: { name } }).then(listAfterWrite);

export const deleteBlockTemplate = (templateId: string) =>
  request(path(templateId), list, { method: 'DELETE' }).then(listAfterWrite);

/** Templates are the organisation's: a Collaborator, invited to one module, has none. */
export function mayUseBlockTemplates(): boolean {
  const token = getToken() ?? queryToken();
  return !(token && readClaims(token)?.roles.includes('Collaborator'));
}
