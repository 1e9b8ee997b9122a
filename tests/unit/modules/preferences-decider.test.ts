import { describe, expect, it } from 'vitest';
import { fold } from '../../../src/platform/commands/decider';
import type { PreferenceEvent } from '../../../src/modules/identity/preferences/events';
import { preferencesDecider, type PreferenceCommand } from '../../../src/modules/identity/preferences/decider';

/** given events, when command, then events. */
const when = (given: PreferenceEvent[], command: PreferenceCommand) =>
  preferencesDecider.decide(command, fold(preferencesDecider, given));
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
    const first = when([], { type: 'CompleteTour', tourId: 'dashboard-onboarding' });
    expect(first).toEqual([completed('dashboard-onboarding')]);
    expect(stateAfter(first).tour).toEqual({ isFirstTimeUser: false, completedTours: ['dashboard-onboarding'] });
    expect(when(first, { type: 'CompleteTour', tourId: 'dashboard-onboarding' })).toEqual([]);
  });

  it('completing an already completed tour still clears a first-time flag set again, without listing it twice', () => {
    const given: PreferenceEvent[] = [completed('t1'), { type: 'TourProgressSet', data: { isFirstTimeUser: true } }];
    const events = when(given, { type: 'CompleteTour', tourId: 't1' });
    expect(events).toEqual([completed('t1')]);
    expect(stateAfter([...given, ...events]).tour).toEqual({ isFirstTimeUser: false, completedTours: ['t1'] });
  });

  it('setting tour progress carries only the fields that change, without duplicate ids', () => {
    expect(when([], { type: 'SetTourProgress', isFirstTimeUser: true, completedTours: ['a', 'b', 'a'] })).toEqual([
      { type: 'TourProgressSet', data: { completedTours: ['a', 'b'] } },
    ]);
    expect(when([completed('a')], { type: 'SetTourProgress', isFirstTimeUser: false, completedTours: ['a'] })).toEqual(
      [],
    );
    expect(when([completed('a')], { type: 'SetTourProgress' })).toEqual([]);
    const events = when([completed('a')], { type: 'SetTourProgress', isFirstTimeUser: true });
    expect(events).toEqual([{ type: 'TourProgressSet', data: { isFirstTimeUser: true } }]);
    expect(stateAfter([completed('a'), ...events]).tour).toEqual({ isFirstTimeUser: true, completedTours: ['a'] });
  });

  it('resetting tours returns to the new-user state, and does nothing for a new user', () => {
    const events = when([completed('a')], { type: 'ResetTours' });
    expect(events).toEqual([{ type: 'ToursReset', data: {} }]);
    expect(stateAfter([completed('a'), ...events]).tour).toEqual({ isFirstTimeUser: true, completedTours: [] });
    expect(when([], { type: 'ResetTours' })).toEqual([]);
  });

  it('viewing a feature adds it once and stamps the time given in the command', () => {
    const now = '2026-01-02T03:04:05.000Z';
    const first = when([], { type: 'ViewWhatsNewFeature', featureId: 'tagging-made-simple', now });
    expect(first).toEqual([viewed('tagging-made-simple', now)]);
    expect(stateAfter(first).whatsNew).toEqual({ viewedFeatures: ['tagging-made-simple'], lastViewedAt: now });
    expect(
      when(first, { type: 'ViewWhatsNewFeature', featureId: 'tagging-made-simple', now: '2026-02-01T00:00:00.000Z' }),
    ).toEqual([]);
  });

  it("setting What's New progress replaces it unless nothing changes; reset forgets it", () => {
    const at = '2026-01-01T00:00:00.000Z';
    const set = when([], { type: 'SetWhatsNewProgress', viewedFeatures: ['x', 'x', 'y'], lastViewedAt: at });
    expect(set).toEqual([{ type: 'WhatsNewProgressSet', data: { viewedFeatures: ['x', 'y'], lastViewedAt: at } }]);
    expect(when(set, { type: 'SetWhatsNewProgress', viewedFeatures: ['x', 'y'], lastViewedAt: at })).toEqual([]);
    expect(when([], { type: 'SetWhatsNewProgress', viewedFeatures: [], lastViewedAt: null })).toEqual([]);
    const reset = when(set, { type: 'ResetWhatsNew' });
    expect(reset).toEqual([{ type: 'WhatsNewReset', data: {} }]);
    expect(stateAfter([...set, ...reset]).whatsNew).toEqual({ viewedFeatures: [], lastViewedAt: null });
    expect(when([], { type: 'ResetWhatsNew' })).toEqual([]);
  });

  it('a setting changes only when its value does; an unset setting turned off is recorded', () => {
    const on = when([], { type: 'ChangeUserSetting', setting: 'enableTranslations', isActive: true });
    expect(on).toEqual([{ type: 'UserSettingChanged', data: { setting: 'enableTranslations', isActive: true } }]);
    expect(when(on, { type: 'ChangeUserSetting', setting: 'enableTranslations', isActive: true })).toEqual([]);
    const off = when([], { type: 'ChangeUserSetting', setting: 'darkMode', isActive: false });
    expect(stateAfter([...on, ...off]).settings).toEqual({ enableTranslations: true, darkMode: false });
    expect(when([], { type: 'ChangeUserSetting', setting: 'constructor', isActive: true })).toHaveLength(1);
  });

  it('preferred languages are set without duplicates, and setting the same list changes nothing', () => {
    const events = when([], { type: 'SetPreferredLanguages', preferredLanguages: ['de', 'pt-BR', 'de'] });
    expect(events).toEqual([{ type: 'PreferredLanguagesSet', data: { preferredLanguages: ['de', 'pt-BR'] } }]);
    expect(stateAfter(events).preferredLanguages).toEqual(['de', 'pt-BR']);
    expect(when(events, { type: 'SetPreferredLanguages', preferredLanguages: ['de', 'pt-BR'] })).toEqual([]);
    expect(when([], { type: 'SetPreferredLanguages', preferredLanguages: ['en'] })).toEqual([]);
  });

  it('one part of the preferences never touches another', () => {
    const state = stateAfter([completed('a'), viewed('f', '2026-01-01T00:00:00.000Z')]);
    const after = preferencesDecider.evolve(state, { type: 'ToursReset', data: {} });
    expect(after.whatsNew).toEqual(state.whatsNew);
    expect(preferencesDecider.evolve(state, { type: 'WhatsNewReset', data: {} }).tour).toEqual(state.tour);
  });
});
