import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import { forbidden } from '../../../platform/errors';
import type { EventStore } from '../../../platform/eventstore/types';
import type { AppEnv } from '../../../platform/http/env';
import { input } from '../../../platform/http/validation';
import {
  featureViewedBody,
  preferredLanguagesBody,
  preferredLanguagesQueryBody,
  tourCompletedBody,
  tourProgressBody,
  userSettingBody,
  whatsNewProgressBody,
} from './requests';
import { templateBody } from '../partner/requests';
import { changePreferences, loadPreferences } from './preferences';
import type { PreferenceCommand, Preferences } from './decider';

const success = <T>(data: T) => ({ status: 'success' as const, data });
const doc = (summary: string) => describeRoute({ summary, tags: ['users'] });

/** The caller's tour and What's New progress, settings and preferred translation languages (SPEC §7). */
export function preferenceRoutes(store: EventStore) {
  const change = (c: Context<AppEnv>, command: PreferenceCommand) =>
    changePreferences(store, c.var.principal, command, c.var.requestId);
  const mine = (c: Context<AppEnv>) => loadPreferences(store, c.var.principal.userId);
  const tour = (p: Preferences) => success(p.tour);
  const whatsNew = (p: Preferences) => success(p.whatsNew);
  const languages = (p: Preferences) => success({ preferredLanguages: p.preferredLanguages });

  return new Hono<AppEnv>()
    .get('/users/tour-progress', doc('My guided-tour progress'), async (c) => c.json(tour(await mine(c))))
    .post(
      '/users/tour-progress',
      doc('Set my guided-tour progress (the fields given)'),
      input('json', tourProgressBody),
      async (c) => c.json(tour(await change(c, { type: 'SetTourProgress', ...c.req.valid('json') }))),
    )
    .post(
      '/users/tour-completed',
      doc('Mark a tour completed; I am no longer a first-time user'),
      input('json', tourCompletedBody),
      async (c) => c.json(tour(await change(c, { type: 'CompleteTour', tourId: c.req.valid('json').tourId }))),
    )
    .post('/users/tour-reset', doc('Back to a first-time user with no tours completed'), async (c) =>
      c.json(tour(await change(c, { type: 'ResetTours' }))),
    )
    .get('/users/whats-new-progress', doc("My What's New progress"), async (c) => c.json(whatsNew(await mine(c))))
    .post(
      '/users/whats-new-progress',
      doc("Set my What's New progress"),
      input('json', whatsNewProgressBody),
      async (c) => c.json(whatsNew(await change(c, { type: 'SetWhatsNewProgress', ...c.req.valid('json') }))),
    )
    .post(
      '/users/whats-new-feature-viewed',
      doc("Mark a What's New feature viewed"),
      input('json', featureViewedBody),
      async (c) =>
        c.json(
          whatsNew(
            await change(c, {
              type: 'ViewWhatsNewFeature',
              featureId: c.req.valid('json').featureId,
              now: new Date().toISOString(),
            }),
          ),
        ),
    )
    .post('/users/whats-new-reset', doc("Forget which What's New features I viewed"), async (c) =>
      c.json(whatsNew(await change(c, { type: 'ResetWhatsNew' }))),
    )
    .post(
      '/users/update-user-settings',
      doc('Turn one of my settings on or off'),
      input('json', userSettingBody),
      async (c) => {
        const { type, isActive } = c.req.valid('json');
        const { settings } = await change(c, { type: 'ChangeUserSetting', setting: type, isActive });
        return c.json(success({ settings }));
      },
    )
    .post(
      '/auth/updatePreferredTranslations',
      doc('Set my preferred translation languages'),
      input('json', preferredLanguagesBody),
      async (c) =>
        c.json(
          languages(
            await change(c, {
              type: 'SetPreferredLanguages',
              preferredLanguages: c.req.valid('json').user.preferredLanguages,
            }),
          ),
        ),
    )
    .post('/auth/template', doc('Choose the module I start new ones from'), input('json', templateBody), async (c) => {
      const { courseId, userObjId, baUser } = c.req.valid('json');
      if (userObjId !== undefined && userObjId !== c.var.principal.userId)
        throw forbidden('You can only choose your own template');
      const { template } = await change(c, {
        type: 'ChooseTemplate',
        courseId,
        ...(baUser === undefined ? {} : { baUser }),
      });
      return c.json(success({ template }));
    })
    .post(
      '/auth/getPreferredTranslations',
      doc('My preferred translation languages'),
      input('json', preferredLanguagesQueryBody),
      async (c) => c.json(languages(await mine(c))),
    );
}
