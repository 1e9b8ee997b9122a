import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { z } from 'zod';
import { badRequest, notFound } from '../../platform/errors';
import type { AppEnv } from '../../platform/http/env';
import { afterPositionQuery, readAfter } from '../../platform/http/stale-reads';
import { input } from '../../platform/http/validation';
import { CUSTOM_THEMES } from './read-models/custom-themes-queries';
import { newId } from '../../platform/ids';
import { builtInTheme, DEFAULT_THEME } from './built-in';
import { THEME_NOT_FOUND } from './decider';
import { readFontFile } from './font-files';
import { changeThemeBody, createThemeBody, duplicateThemeBody, themeIdParam } from './requests';
import { runThemeCommand, type ThemeCommandDeps } from './theme-commands';
import { CUSTOM_THEME_ID_LENGTH, isCustomThemeId, themeLookSchema, type ThemeLook } from './theme';
import { findTheme, listThemes } from './themes';

export type ThemesDeps = ThemeCommandDeps & {
  /** The address of an organisation's uploaded image, or null when it has none by this id. */
  imageUrlOf(orgId: string, mediaId: string): Promise<string | null>;
};

const doc = (summary: string) => describeRoute({ summary, tags: ['themes'] });
export const BUILT_IN_READ_ONLY = 'Built-in themes cannot be changed: duplicate one to make it your own';

/** The id of a custom theme from the path; a built-in theme's name is refused, any other short id is none. */
function customThemeId(id: string): string {
  if (builtInTheme(id)) throw badRequest(BUILT_IN_READ_ONLY);
  if (!isCustomThemeId(id)) throw notFound(THEME_NOT_FOUND);
  return id;
}
const UPLOADED_IMAGE = /^\/api\/media\/files\/([^/]+)\/[^/]+$/;
/** Font files never change under a name (a new font version would be a new package release and file). */
const FONT_CACHE = 'public, max-age=31536000, immutable';

export function themeRoutes(deps: ThemesDeps) {
  const { db, imageUrlOf } = deps;

  /** Logo and frame images are the organisation's own uploads: no tracker or other site's image ends up in a module. */
  async function checkImages(orgId: string, look: Partial<ThemeLook>) {
    for (const field of ['logoImage', 'frameBgImage'] as const) {
      const url = look[field];
      if (!url) continue;
      const mediaId = UPLOADED_IMAGE.exec(url)?.[1];
      if (!mediaId || (await imageUrlOf(orgId, mediaId)) !== url)
        throw badRequest(`${field}: not an image uploaded to this organisation`, { field });
    }
  }

  async function themeOrNotFound(orgId: string, id: string) {
    const theme = await findTheme(db, orgId, id);
    if (!theme) throw notFound(THEME_NOT_FOUND);
    return theme;
  }

  async function create(c: { var: AppEnv['Variables'] }, name: string, look: ThemeLook, duplicatedFrom?: string) {
    const p = c.var.principal;
    await checkImages(p.orgId, look);
    const themeId = newId(CUSTOM_THEME_ID_LENGTH);
    await runThemeCommand(deps, p, c.var.requestId, {
      type: 'CreateTheme',
      themeId,
      orgId: p.orgId,
      name,
      look,
      ...(duplicatedFrom ? { duplicatedFrom } : {}),
    });
    return themeOrNotFound(p.orgId, themeId);
  }

  const lookOf = (body: z.infer<typeof changeThemeBody>): Partial<ThemeLook> => {
    const { name: _, ...look } = body;
    return look;
  };

  return new Hono<AppEnv>()
    .get(
      '/fonts/:file',
      doc('A font file of the theme catalogue (self-hosted, so modules and packages never load fonts from the web)'),
      async (c) => {
        const bytes = await readFontFile(c.req.param('file'));
        if (!bytes) throw notFound('Font not found');
        return c.body(new Uint8Array(bytes), 200, {
          'Content-Type': 'font/woff2',
          'Cache-Control': FONT_CACHE,
          'Access-Control-Allow-Origin': '*',
          'X-Content-Type-Options': 'nosniff',
        });
      },
    )
    .get(
      '/themes',
      doc("The built-in themes and the organisation's custom themes"),
      input('query', afterPositionQuery),
      async (c) => {
        const { after } = c.req.valid('query');
        await readAfter(c, deps.waitForProjection, [CUSTOM_THEMES], after);
        return c.json({ themes: await listThemes(db, c.var.principal.orgId) });
      },
    )
    .post('/themes', doc('Create a custom theme (SPEC §5 name rules)'), input('json', createThemeBody), async (c) => {
      const { name, from, ...fields } = c.req.valid('json');
      const base = from ? await themeOrNotFound(c.var.principal.orgId, from) : DEFAULT_THEME;
      const look = themeLookSchema.parse({ ...base, ...fields });
      return c.json({ theme: await create(c, name, look, from) }, 201);
    })
    .get('/themes/:id', doc('One theme: built-in by name, custom by id'), input('param', themeIdParam), async (c) =>
      c.json({ theme: await themeOrNotFound(c.var.principal.orgId, c.req.valid('param').id) }),
    )
    .post(
      '/themes/:id/duplicate',
      doc('Copy a theme (built-in or custom) into a new custom theme'),
      input('param', themeIdParam),
      input('json', duplicateThemeBody),
      async (c) => {
        const source = await themeOrNotFound(c.var.principal.orgId, c.req.valid('param').id);
        const name = c.req.valid('json').name ?? `${source.name} (copy)`;
        return c.json({ theme: await create(c, name, themeLookSchema.parse(source), source.id) }, 201);
      },
    )
    .put(
      '/themes/:id',
      doc('Rename a custom theme or change its look; modules using it show the change'),
      input('param', themeIdParam),
      input('json', changeThemeBody),
      async (c) => {
        const p = c.var.principal;
        const body = c.req.valid('json');
        const look = lookOf(body);
        await checkImages(p.orgId, look);
        const themeId = customThemeId(c.req.valid('param').id);
        await runThemeCommand(deps, p, c.var.requestId, {
          type: 'ChangeTheme',
          themeId,
          orgId: p.orgId,
          ...(body.name !== undefined ? { name: body.name } : {}),
          look,
        });
        return c.json({ theme: await themeOrNotFound(p.orgId, themeId) });
      },
    )
    .delete(
      '/themes/:id',
      doc('Delete a custom theme; its modules show the default theme'),
      input('param', themeIdParam),
      async (c) => {
        const p = c.var.principal;
        const themeId = customThemeId(c.req.valid('param').id);
        await runThemeCommand(deps, p, c.var.requestId, { type: 'DeleteTheme', themeId, orgId: p.orgId });
        return c.json({ deleted: themeId });
      },
    );
}
