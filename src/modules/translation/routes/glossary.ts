import { Hono } from 'hono';
import type { AppEnv } from '../../../platform/http/env';
import { newId } from '../../../platform/ids';
import { input } from '../../../platform/http/validation';
import { loadGlossary, runGlossaryCommand } from '../glossary/glossary-commands';
import { glossaryTermBody, glossaryTermParam } from '../requests';
import { doc, type TranslationDeps } from './common';

/**
 * The organisation's glossary: terms machine translation must translate one way, or never. Any
 * member reads and edits it (Collaborators and partners reach none of it); every call works on the
 * caller's own organisation's glossary, so another's is out of reach.
 */
export function glossaryRoutes({ store }: Pick<TranslationDeps, 'store'>) {
  return new Hono<AppEnv>()
    .get('/translation/glossary', doc('The organisation’s glossary'), async (c) =>
      c.json({ terms: await loadGlossary(store, c.var.principal.orgId) }),
    )
    .post('/translation/glossary', doc('Add a term to the glossary'), input('json', glossaryTermBody), async (c) => {
      const term = { ...c.req.valid('json'), termId: newId() };
      const { orgId } = c.var.principal;
      const terms = await runGlossaryCommand(store, c.var.principal, c.var.requestId, {
        type: 'SaveTerm',
        orgId,
        term,
      });
      return c.json({ term, terms }, 201);
    })
    .put(
      '/translation/glossary/:termId',
      doc('Change a term of the glossary'),
      input('param', glossaryTermParam),
      input('json', glossaryTermBody),
      async (c) => {
        const term = { ...c.req.valid('json'), termId: c.req.valid('param').termId };
        const { orgId } = c.var.principal;
        const terms = await runGlossaryCommand(store, c.var.principal, c.var.requestId, {
          type: 'ChangeTerm',
          orgId,
          term,
        });
        return c.json({ terms });
      },
    )
    .delete(
      '/translation/glossary/:termId',
      doc('Remove a term from the glossary'),
      input('param', glossaryTermParam),
      async (c) => {
        const { termId } = c.req.valid('param');
        const { orgId } = c.var.principal;
        const terms = await runGlossaryCommand(store, c.var.principal, c.var.requestId, {
          type: 'RemoveTerm',
          orgId,
          termId,
        });
        return c.json({ terms });
      },
    );
}
