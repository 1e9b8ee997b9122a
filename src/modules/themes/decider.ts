import type { Decider } from '../../platform/commands/decider';
import { badRequest, notFound } from '../../platform/errors';
import type { ThemeEvent } from './events';
import { isCustomThemeId, THEME_NAME_MAX, THEME_NAME_MIN, type ThemeLook } from './theme';

export type ThemeState =
  | { exists: false }
  | { exists: true; deleted: boolean; orgId: string; name: string; look: ThemeLook };

/** `takenNames`: the names of the organisation's other custom themes (read before deciding). */
export type ThemeCommand =
  | {
      type: 'CreateTheme';
      themeId: string;
      orgId: string;
      name: string;
      look: ThemeLook;
      takenNames: string[];
      duplicatedFrom?: string;
    }
  | {
      type: 'ChangeTheme';
      themeId: string;
      orgId: string;
      name?: string;
      look: Partial<ThemeLook>;
      takenNames: string[];
    }
  | { type: 'DeleteTheme'; themeId: string; orgId: string };

export const THEME_NOT_FOUND = 'Theme not found';
export const THEME_NAME_REQUIRED = 'Theme name is required';
export const THEME_NAME_LENGTH = `Theme name must be ${THEME_NAME_MIN} to ${THEME_NAME_MAX} characters`;
export const themeNameTaken = (name: string) => `A theme named "${name}" already exists`;

/** SPEC §5: not empty, 5 to 100 characters after trimming, not another custom theme's name (case aside). */
function validThemeName(name: string, takenNames: string[]): string {
  const trimmed = name.trim();
  if (!trimmed) throw badRequest(THEME_NAME_REQUIRED, { field: 'name' });
  if (trimmed.length < THEME_NAME_MIN || trimmed.length > THEME_NAME_MAX)
    throw badRequest(THEME_NAME_LENGTH, { field: 'name' });
  const lower = trimmed.toLowerCase();
  if (takenNames.some((taken) => taken.trim().toLowerCase() === lower))
    throw badRequest(themeNameTaken(trimmed), { field: 'name' });
  return trimmed;
}

/** The fields of `look` whose values differ from `current`. */
function changedFields(current: ThemeLook, look: Partial<ThemeLook>): Partial<ThemeLook> {
  return Object.fromEntries(
    Object.entries(look).filter(([key, value]) => current[key as keyof ThemeLook] !== value),
  ) as Partial<ThemeLook>;
}

export const themeDecider: Decider<ThemeState, ThemeCommand, ThemeEvent> = {
  initialState: { exists: false },
  evolve(state, event) {
    switch (event.type) {
      case 'CustomThemeCreated': {
        const { orgId, name, look } = event.data;
        return { exists: true, deleted: false, orgId, name, look };
      }
      case 'CustomThemeChanged':
        if (!state.exists) return state;
        return {
          ...state,
          name: event.data.name ?? state.name,
          look: { ...state.look, ...event.data.look },
        };
      case 'CustomThemeDeleted':
        return state.exists ? { ...state, deleted: true } : state;
    }
  },
  decide(command, state) {
    if (command.type === 'CreateTheme') {
      if (!isCustomThemeId(command.themeId)) throw badRequest('A custom theme id is longer than 20 characters');
      if (state.exists) throw badRequest('This theme id is taken');
      const { themeId, orgId, look, duplicatedFrom } = command;
      const name = validThemeName(command.name, command.takenNames);
      return [
        {
          type: 'CustomThemeCreated',
          data: { themeId, orgId, name, look, ...(duplicatedFrom ? { duplicatedFrom } : {}) },
        },
      ];
    }
    // Another organisation's theme is not found, exactly like one that never existed.
    if (!state.exists || state.deleted || state.orgId !== command.orgId) throw notFound(THEME_NOT_FOUND);
    const { themeId, orgId } = command;
    if (command.type === 'DeleteTheme') return [{ type: 'CustomThemeDeleted', data: { themeId, orgId } }];
    const name =
      command.name !== undefined && command.name.trim() !== state.name
        ? validThemeName(command.name, command.takenNames)
        : undefined;
    const look = changedFields(state.look, command.look);
    if (name === undefined && Object.keys(look).length === 0) return [];
    return [{ type: 'CustomThemeChanged', data: { themeId, orgId, ...(name !== undefined ? { name } : {}), look } }];
  },
};
