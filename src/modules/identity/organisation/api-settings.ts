import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { Db } from '../../../platform/db/database';
import { badRequest } from '../../../platform/errors';
import type { EventStore } from '../../../platform/eventstore/types';
import type { AppEnv } from '../../../platform/http/env';
import { input } from '../../../platform/http/validation';
import { loadAccount } from '../accounts/accounts';
import type { OrganisationState } from './decider';
import { loadOrganisation, runOrganisationCommand } from './organisation';
import { orgSettingsBody } from './requests';

const doc = (summary: string) => describeRoute({ summary, tags: ['admin'] });
export const UNKNOWN_DEFAULT_THEME =
  'Invalid defaultTheme: not a built-in theme or a custom theme of this organisation';

const thisMonth = () => new Date().toISOString().slice(0, 7);

/**
 * /settings, the organisation's part (ADMIN only, by identity's access list): its name, the AI
 * assistant (on or off, a monthly limit), the theme new modules start with, the origins new
 * dispatches may be framed by, and whether authors may translate.
 */
export function orgSettingsRoutes(deps: {
  store: EventStore;
  db: Db;
  isThemeOf(orgId: string, themeId: string): Promise<boolean>;
  /** How many AI calls the organisation made in a month (`YYYY-MM`). */
  aiCallsInMonth(orgId: string, month: string): Promise<number>;
}) {
  const { store, isThemeOf } = deps;

  const view = async (c: Context<AppEnv>, state: OrganisationState) => {
    const p = c.var.principal;
    const name = state.name ?? (await registeredOrgName(store, p.email));
    return {
      settings: { name, aiEnabled: state.aiEnabled, ...state.settings },
      aiCallsThisMonth: await deps.aiCallsInMonth(p.orgId, thisMonth()),
    };
  };

  return new Hono<AppEnv>()
    .get('/admin/settings', doc("My organisation's settings (admin)"), async (c) =>
      c.json(await view(c, await loadOrganisation(store, c.var.principal.orgId))),
    )
    .put(
      '/admin/settings',
      doc("Change my organisation's settings (admin); fields left out stay as they are"),
      input('json', orgSettingsBody),
      async (c) => {
        const p = c.var.principal;
        const change = c.req.valid('json');
        if (change.defaultTheme !== undefined && !(await isThemeOf(p.orgId, change.defaultTheme)))
          throw badRequest(UNKNOWN_DEFAULT_THEME, [{ field: 'defaultTheme', reason: 'unknown theme' }]);
        const after = await runOrganisationCommand(
          store,
          { type: 'ChangeSettings', orgId: p.orgId, change },
          p,
          c.var.requestId,
        );
        return c.json(await view(c, after));
      },
    );
}

/** The name the organisation was registered under, on its member's account (before any rename). */
async function registeredOrgName(store: EventStore, email: string) {
  const account = await loadAccount(store, email);
  return account.registered ? account.account.orgName : '';
}
