import type { Decider } from '../../../platform/commands/decider';
import type { PreferenceEvent } from './events';

type TourProgress = { isFirstTimeUser: boolean; completedTours: readonly string[] };
type WhatsNewProgress = { viewedFeatures: readonly string[]; lastViewedAt: string | null };

export type Preferences = {
  tour: TourProgress;
  whatsNew: WhatsNewProgress;
  settings: Readonly<Record<string, boolean>>;
  preferredLanguages: readonly string[];
  template: TemplateChoice | null;
};

type TemplateChoice = { courseId: string; baUser?: boolean | undefined };

export type PreferenceCommand =
  | { type: 'SetTourProgress'; isFirstTimeUser?: boolean; completedTours?: string[] }
  | { type: 'CompleteTour'; tourId: string }
  | { type: 'ResetTours' }
  | { type: 'SetWhatsNewProgress'; viewedFeatures: string[]; lastViewedAt: string | null }
  | { type: 'ViewWhatsNewFeature'; featureId: string; now: string }
  | { type: 'ResetWhatsNew' }
  | { type: 'ChangeUserSetting'; setting: string; isActive: boolean }
  | { type: 'SetPreferredLanguages'; preferredLanguages: string[] }
  | ({ type: 'ChooseTemplate' } & TemplateChoice);

const NEW_TOUR: TourProgress = { isFirstTimeUser: true, completedTours: [] };
const NOTHING_VIEWED: WhatsNewProgress = { viewedFeatures: [], lastViewedAt: null };

const unique = (list: readonly string[]) => [...new Set(list)];
const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);
const withItem = (list: readonly string[], item: string) => (list.includes(item) ? list : [...list, item]);

function decideTourProgress(
  command: Extract<PreferenceCommand, { type: 'SetTourProgress' }>,
  tour: TourProgress,
): PreferenceEvent[] {
  const data: { isFirstTimeUser?: boolean; completedTours?: string[] } = {};
  if (command.isFirstTimeUser !== undefined && command.isFirstTimeUser !== tour.isFirstTimeUser)
    data.isFirstTimeUser = command.isFirstTimeUser;
  const tours = command.completedTours && unique(command.completedTours);
  if (tours && !sameList(tours, tour.completedTours)) data.completedTours = tours;
  return Object.keys(data).length ? [{ type: 'TourProgressSet', data }] : [];
}

function decideWhatsNewProgress(
  command: Extract<PreferenceCommand, { type: 'SetWhatsNewProgress' }>,
  progress: WhatsNewProgress,
): PreferenceEvent[] {
  const viewedFeatures = unique(command.viewedFeatures);
  const unchanged = sameList(viewedFeatures, progress.viewedFeatures) && command.lastViewedAt === progress.lastViewedAt;
  return unchanged
    ? []
    : [{ type: 'WhatsNewProgressSet', data: { viewedFeatures, lastViewedAt: command.lastViewedAt } }];
}

/** One decider for the `user-<id>` stream: every answer is "what changed", so a repeated command appends nothing. */
export const preferencesDecider: Decider<Preferences, PreferenceCommand, PreferenceEvent> = {
  initialState: { tour: NEW_TOUR, whatsNew: NOTHING_VIEWED, settings: {}, preferredLanguages: ['en'], template: null },
  evolve(state, { type, data }) {
    switch (type) {
      case 'TourProgressSet':
        return { ...state, tour: { ...state.tour, ...data } };
      case 'TourCompleted':
        return {
          ...state,
          tour: { isFirstTimeUser: false, completedTours: withItem(state.tour.completedTours, data.tourId) },
        };
      case 'ToursReset':
        return { ...state, tour: NEW_TOUR };
      case 'WhatsNewProgressSet':
        return { ...state, whatsNew: data };
      case 'WhatsNewFeatureViewed':
        return {
          ...state,
          whatsNew: {
            viewedFeatures: withItem(state.whatsNew.viewedFeatures, data.featureId),
            lastViewedAt: data.viewedAt,
          },
        };
      case 'WhatsNewReset':
        return { ...state, whatsNew: NOTHING_VIEWED };
      case 'UserSettingChanged':
        return { ...state, settings: { ...state.settings, [data.setting]: data.isActive } };
      case 'PreferredLanguagesSet':
        return { ...state, preferredLanguages: data.preferredLanguages };
      case 'TemplateChosen':
        return { ...state, template: data };
    }
  },
  decide(command, { tour, whatsNew, settings, preferredLanguages, template }) {
    switch (command.type) {
      case 'SetTourProgress':
        return decideTourProgress(command, tour);
      case 'CompleteTour': {
        const done = tour.completedTours.includes(command.tourId) && !tour.isFirstTimeUser;
        return done ? [] : [{ type: 'TourCompleted', data: { tourId: command.tourId } }];
      }
      case 'ResetTours':
        return tour.isFirstTimeUser && tour.completedTours.length === 0 ? [] : [{ type: 'ToursReset', data: {} }];
      case 'SetWhatsNewProgress':
        return decideWhatsNewProgress(command, whatsNew);
      case 'ViewWhatsNewFeature':
        // A feature already viewed keeps its first viewing: a retried sync does not move lastViewedAt.
        return whatsNew.viewedFeatures.includes(command.featureId)
          ? []
          : [{ type: 'WhatsNewFeatureViewed', data: { featureId: command.featureId, viewedAt: command.now } }];
      case 'ResetWhatsNew':
        return whatsNew.viewedFeatures.length === 0 && whatsNew.lastViewedAt === null
          ? []
          : [{ type: 'WhatsNewReset', data: {} }];
      case 'ChangeUserSetting':
        return Object.hasOwn(settings, command.setting) && settings[command.setting] === command.isActive
          ? []
          : [{ type: 'UserSettingChanged', data: { setting: command.setting, isActive: command.isActive } }];
      case 'SetPreferredLanguages': {
        const languages = unique(command.preferredLanguages);
        return sameList(languages, preferredLanguages)
          ? []
          : [{ type: 'PreferredLanguagesSet', data: { preferredLanguages: languages } }];
      }
      case 'ChooseTemplate': {
        const { type: _type, ...choice } = command;
        return template?.courseId === choice.courseId && template.baUser === choice.baUser
          ? []
          : [{ type: 'TemplateChosen', data: choice }];
      }
    }
  },
};
