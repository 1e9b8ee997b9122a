import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { notFound } from '../../../platform/errors';
import type { AppEnv } from '../../../platform/http/env';
import { afterPositionQuery, readAfter } from '../../../platform/http/stale-reads';
import { input } from '../../../platform/http/validation';
import { newId } from '../../../platform/ids';
import { BLOCK_TEMPLATES, findBlockTemplate, listBlockTemplates } from '../read-models/block-templates-queries';
import { renameTemplateBody, saveTemplateBody, templateIdParam } from '../requests';
import { TEMPLATE_NOT_FOUND } from '../templates/decider';
import { runBlockTemplateCommand } from '../templates/template-commands';
import type { CoursesDeps } from './deps';

const doc = (summary: string) => describeRoute({ summary, tags: ['block templates'] });

/**
 * The organisation's block templates: blocks an author saved to insert into other modules. Any
 * member reads, saves, renames and deletes them (Collaborators and partners reach none of it);
 * every call works on the caller's own organisation's templates, so another's are not found.
 */
export function blockTemplateRoutes(deps: Pick<CoursesDeps, 'store' | 'db' | 'waitForProjection'>) {
  const { db } = deps;
  const listOf = (orgId: string) => listBlockTemplates(db, orgId);

  return new Hono<AppEnv>()
    .get(
      '/block-templates',
      doc('The organisation’s block templates, by name (what each holds, without its blocks)'),
      input('query', afterPositionQuery),
      async (c) => {
        await readAfter(c, deps.waitForProjection, [BLOCK_TEMPLATES], c.req.valid('query').after);
        return c.json({ templates: await listOf(c.var.principal.orgId) });
      },
    )
    .get(
      '/block-templates/:templateId',
      doc('One block template with its blocks, to insert into a module'),
      input('param', templateIdParam),
      async (c) => {
        const template = await findBlockTemplate(db, c.var.principal.orgId, c.req.valid('param').templateId);
        if (!template) throw notFound(TEMPLATE_NOT_FOUND);
        return c.json({ template });
      },
    )
    .post(
      '/block-templates',
      doc('Save blocks as a template of the organisation'),
      input('json', saveTemplateBody),
      async (c) => {
        const { name, blocks } = c.req.valid('json');
        const templateId = newId();
        const p = c.var.principal;
        const { position } = await runBlockTemplateCommand(deps, p, c.var.requestId, {
          type: 'SaveTemplate',
          templateId,
          name,
          blocks,
        });
        const templates = await listOf(p.orgId);
        return c.json({ template: templates.find((t) => t.templateId === templateId), templates, position }, 201);
      },
    )
    .patch(
      '/block-templates/:templateId',
      doc('Rename a block template'),
      input('param', templateIdParam),
      input('json', renameTemplateBody),
      async (c) => {
        const p = c.var.principal;
        const { position } = await runBlockTemplateCommand(deps, p, c.var.requestId, {
          type: 'RenameTemplate',
          templateId: c.req.valid('param').templateId,
          name: c.req.valid('json').name,
        });
        return c.json({ templates: await listOf(p.orgId), position });
      },
    )
    .delete(
      '/block-templates/:templateId',
      doc('Delete a block template (modules it was inserted into keep their blocks)'),
      input('param', templateIdParam),
      async (c) => {
        const p = c.var.principal;
        const { position } = await runBlockTemplateCommand(deps, p, c.var.requestId, {
          type: 'DeleteTemplate',
          templateId: c.req.valid('param').templateId,
        });
        return c.json({ templates: await listOf(p.orgId), position });
      },
    );
}
