import { describe, expect, it } from 'vitest';
import {
  THEME_NAME_LENGTH,
  THEME_NAME_REQUIRED,
  THEME_NOT_FOUND,
  themeDecider,
  themeNameTaken,
} from '../../../../src/modules/themes/decider';
import type { ThemeEvent } from '../../../../src/modules/themes/events';
import { DEFAULT_LOOK } from '../../../../src/modules/themes/theme';
import { deciderSpec } from '../../../support/decider-spec';

const spec = deciderSpec(themeDecider);
const themeId = 'T'.repeat(24);
const orgId = 'org-1';
const created: ThemeEvent = {
  type: 'CustomThemeCreated',
  data: { themeId, orgId, name: 'Brand kit', look: DEFAULT_LOOK },
};
const create = (name: string, takenNames: string[] = []) =>
  ({ type: 'CreateTheme', themeId, orgId, name, look: DEFAULT_LOOK, takenNames }) as const;

describe('theme decider: SPEC §5 names, organisation scope, only what changed', () => {
  it('creates a theme under its trimmed name', () => {
    spec.given([]).when(create('  Brand kit  ')).thenEmits([created]);
  });

  it('refuses an empty name, and one shorter than 5 or longer than 100 characters after trimming', () => {
    spec.given([]).when(create('   ')).thenThrows(THEME_NAME_REQUIRED);
    spec.given([]).when(create(' Abcd ')).thenThrows(THEME_NAME_LENGTH);
    spec
      .given([])
      .when(create('x'.repeat(101)))
      .thenThrows(THEME_NAME_LENGTH);
    spec
      .given([])
      .when(create(` ${'x'.repeat(100)} `))
      .thenEmits([{ type: 'CustomThemeCreated', data: { ...created.data, name: 'x'.repeat(100) } }]);
    spec
      .given([])
      .when(create('Abcde'))
      .thenEmits([{ type: 'CustomThemeCreated', data: { ...created.data, name: 'Abcde' } }]);
  });

  it("refuses another custom theme's name, whatever its case and spaces", () => {
    spec
      .given([])
      .when(create('brand KIT ', ['Brand kit']))
      .thenThrows(themeNameTaken('brand KIT'));
  });

  it('gives custom themes ids longer than 20 characters (shorter ones are built-in names)', () => {
    spec
      .given([])
      .when({ ...create('Brand kit'), themeId: 'x'.repeat(20) })
      .thenThrows('longer than 20 characters');
  });

  it('records only the fields that changed, and nothing when nothing did', () => {
    spec
      .given([created])
      .when({
        type: 'ChangeTheme',
        themeId,
        orgId,
        look: { headingFont: 'lora', paragraphColor: DEFAULT_LOOK.paragraphColor },
        takenNames: [],
      })
      .thenEmits([{ type: 'CustomThemeChanged', data: { themeId, orgId, look: { headingFont: 'lora' } } }]);
    spec
      .given([created])
      .when({ type: 'ChangeTheme', themeId, orgId, name: ' Brand kit', look: { headingFont: 'inter' }, takenNames: [] })
      .thenEmits([]);
  });

  it('renames under the same rules, the theme keeping its own name free', () => {
    spec
      .given([created])
      .when({ type: 'ChangeTheme', themeId, orgId, name: 'Spring launch', look: {}, takenNames: ['Autumn'] })
      .thenEmits([{ type: 'CustomThemeChanged', data: { themeId, orgId, name: 'Spring launch', look: {} } }]);
    spec
      .given([created])
      .when({ type: 'ChangeTheme', themeId, orgId, name: 'Auto', look: {}, takenNames: [] })
      .thenThrows(THEME_NAME_LENGTH);
    spec
      .given([created])
      .when({ type: 'ChangeTheme', themeId, orgId, name: 'autumn', look: {}, takenNames: ['Autumn'] })
      .thenThrows(themeNameTaken('autumn'));
  });

  it("treats another organisation's theme, a deleted one and an unknown one as not found", () => {
    const deleted: ThemeEvent = { type: 'CustomThemeDeleted', data: { themeId, orgId } };
    const change = { type: 'ChangeTheme' as const, themeId, look: { headingFont: 'lora' }, takenNames: [] };
    spec
      .given([created])
      .when({ ...change, orgId: 'org-2' })
      .thenThrows(THEME_NOT_FOUND);
    spec
      .given([created, deleted])
      .when({ ...change, orgId })
      .thenThrows(THEME_NOT_FOUND);
    spec
      .given([])
      .when({ ...change, orgId })
      .thenThrows(THEME_NOT_FOUND);
    spec.given([created]).when({ type: 'DeleteTheme', themeId, orgId }).thenEmits([deleted]);
    spec.given([created, deleted]).when({ type: 'DeleteTheme', themeId, orgId }).thenThrows(THEME_NOT_FOUND);
  });

  it('folds changes into the look', () => {
    const changed: ThemeEvent = {
      type: 'CustomThemeChanged',
      data: { themeId, orgId, name: 'Renamed', look: { docBgColor: '#000000' } },
    };
    const state = [created, changed].reduce(themeDecider.evolve, themeDecider.initialState);
    expect(state).toMatchObject({
      exists: true,
      name: 'Renamed',
      look: { docBgColor: '#000000', headingFont: 'inter' },
    });
  });
});
