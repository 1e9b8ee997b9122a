import { describe, expect, it } from 'vitest';
import { fold } from '../../../src/platform/commands/decider';
import { deciderSpec } from '../../support/decider-spec';
import type { PreferenceEvent } from '../../../src/modules/identity/preferences/events';
import { preferencesDecider } from '../../../src/modules/identity/preferences/decider';

const spec = deciderSpec(preferencesDecider);
const stateAfter = (events: PreferenceEvent[]) => fold(preferencesDecider, events);

const completed = (tourId: string): PreferenceEvent => ({ type: 'TourCompleted', data: { tourId } });
const viewed = (featureId: string, viewedAt: string): PreferenceEvent => ({
  type: 'WhatsNewFeatureViewed',
  data: { featureId, viewedAt },
});

describe('preferences decider', () => {
  it('a new user is a first-time user with nothing completed or viewed, no settings, English', () => {
    expect(preferencesDecider.initialState).toEqual({
      tour: { isFirstTimeUser: true, completedTours: [] },
      whatsNew: { viewedFeatures: [], lastViewedAt: null },
      settings: {},
      preferredLanguages: ['en'],
      template: null,
    });
  });

  it('completing a tour records it once and clears first-time', () => {
    const first: PreferenceEvent[] = [completed('dashboard-onboarding')];
    spec.given([]).when({ type: 'CompleteTour', tourId: 'dashboard-onboarding' }).thenEmits(first);
    expect(stateAfter(first).tour).toEqual({ isFirstTimeUser: false, completedTours: ['dashboard-onboarding'] });
    spec.given(first).when({ type: 'CompleteTour', tourId: 'dashboard-onboarding' }).thenEmitsNothing();
  });

  it('completing an already completed tour still clears a first-time flag set again, without listing it twice', () => {
    const given: PreferenceEvent[] = [completed('t1'), { type: 'TourProgressSet', data: { isFirstTimeUser: true } }];
    const events: PreferenceEvent[] = [completed('t1')];
    spec.given(given).when({ type: 'CompleteTour', tourId: 't1' }).thenEmits(events);
    expect(stateAfter([...given, ...events]).tour).toEqual({ isFirstTimeUser: false, completedTours: ['t1'] });
  });

  it('setting tour progress carries only the fields that change, without duplicate ids', () => {
    spec
      .given([])
      .when({ type: 'SetTourProgress', isFirstTimeUser: true, completedTours: ['a', 'b', 'a'] })
      .thenEmits([{ type: 'TourProgressSet', data: { completedTours: ['a', 'b'] } }]);
    spec
      .given([completed('a')])
      .when({ type: 'SetTourProgress', isFirstTimeUser: false, completedTours: ['a'] })
      .thenEmitsNothing();
    spec
      .given([completed('a')])
      .when({ type: 'SetTourProgress' })
      .thenEmitsNothing();
    const events: PreferenceEvent[] = [{ type: 'TourProgressSet', data: { isFirstTimeUser: true } }];
    spec
      .given([completed('a')])
      .when({ type: 'SetTourProgress', isFirstTimeUser: true })
      .thenEmits(events);
    expect(stateAfter([completed('a'), ...events]).tour).toEqual({ isFirstTimeUser: true, completedTours: ['a'] });
  });

  it('resetting tours returns to the new-user state, and does nothing for a new user', () => {
    const events: PreferenceEvent[] = [{ type: 'ToursReset', data: {} }];
    spec
      .given([completed('a')])
      .when({ type: 'ResetTours' })
      .thenEmits(events);
    expect(stateAfter([completed('a'), ...events]).tour).toEqual({ isFirstTimeUser: true, completedTours: [] });
    spec.given([]).when({ type: 'ResetTours' }).thenEmitsNothing();
  });

  it('viewing a feature adds it once and stamps the time given in the command', () => {
    const now = '2026-01-02T03:04:05.000Z';
    const first: PreferenceEvent[] = [viewed('tagging-made-simple', now)];
    spec.given([]).when({ type: 'ViewWhatsNewFeature', featureId: 'tagging-made-simple', now }).thenEmits(first);
    expect(stateAfter(first).whatsNew).toEqual({ viewedFeatures: ['tagging-made-simple'], lastViewedAt: now });
    spec
      .given(first)
      .when({ type: 'ViewWhatsNewFeature', featureId: 'tagging-made-simple', now: '2026-02-01T00:00:00.000Z' })
      .thenEmitsNothing();
  });

  it("setting What's New progress replaces it unless nothing changes; reset forgets it", () => {
    const at = '2026-01-01T00:00:00.000Z';
    const set: PreferenceEvent[] = [
      { type: 'WhatsNewProgressSet', data: { viewedFeatures: ['x', 'y'], lastViewedAt: at } },
    ];
    spec
      .given([])
      .when({ type: 'SetWhatsNewProgress', viewedFeatures: ['x', 'x', 'y'], lastViewedAt: at })
      .thenEmits(set);
    spec
      .given(set)
      .when({ type: 'SetWhatsNewProgress', viewedFeatures: ['x', 'y'], lastViewedAt: at })
      .thenEmitsNothing();
    spec.given([]).when({ type: 'SetWhatsNewProgress', viewedFeatures: [], lastViewedAt: null }).thenEmitsNothing();
    const reset: PreferenceEvent[] = [{ type: 'WhatsNewReset', data: {} }];
    spec.given(set).when({ type: 'ResetWhatsNew' }).thenEmits(reset);
    expect(stateAfter([...set, ...reset]).whatsNew).toEqual({ viewedFeatures: [], lastViewedAt: null });
    spec.given([]).when({ type: 'ResetWhatsNew' }).thenEmitsNothing();
  });

  it('a setting changes only when its value does; an unset setting turned off is recorded', () => {
    const on: PreferenceEvent[] = [
      { type: 'UserSettingChanged', data: { setting: 'enableTranslations', isActive: true } },
    ];
    spec.given([]).when({ type: 'ChangeUserSetting', setting: 'enableTranslations', isActive: true }).thenEmits(on);
    spec
      .given(on)
      .when({ type: 'ChangeUserSetting', setting: 'enableTranslations', isActive: true })
      .thenEmitsNothing();
    const off: PreferenceEvent[] = [{ type: 'UserSettingChanged', data: { setting: 'darkMode', isActive: false } }];
    spec.given([]).when({ type: 'ChangeUserSetting', setting: 'darkMode', isActive: false }).thenEmits(off);
    expect(stateAfter([...on, ...off]).settings).toEqual({ enableTranslations: true, darkMode: false });
    spec
      .given([])
      .when({ type: 'ChangeUserSetting', setting: 'constructor', isActive: true })
      .thenEmitsTypes(['UserSettingChanged']);
  });

  it('preferred languages are set without duplicates, and setting the same list changes nothing', () => {
    const events: PreferenceEvent[] = [
      { type: 'PreferredLanguagesSet', data: { preferredLanguages: ['de', 'pt-BR'] } },
    ];
    spec
      .given([])
      .when({ type: 'SetPreferredLanguages', preferredLanguages: ['de', 'pt-BR', 'de'] })
      .thenEmits(events);
    expect(stateAfter(events).preferredLanguages).toEqual(['de', 'pt-BR']);
    spec
      .given(events)
      .when({ type: 'SetPreferredLanguages', preferredLanguages: ['de', 'pt-BR'] })
      .thenEmitsNothing();
    spec
      .given([])
      .when({ type: 'SetPreferredLanguages', preferredLanguages: ['en'] })
      .thenEmitsNothing();
  });

  it('one part of the preferences never touches another', () => {
    const state = stateAfter([completed('a'), viewed('f', '2026-01-01T00:00:00.000Z')]);
    const after = preferencesDecider.evolve(state, { type: 'ToursReset', data: {} });
    expect(after.whatsNew).toEqual(state.whatsNew);
    expect(preferencesDecider.evolve(state, { type: 'WhatsNewReset', data: {} }).tour).toEqual(state.tour);
  });
});
