import type { OrganisationEvent } from './events';

type SettingsChanged = Extract<OrganisationEvent, { type: 'OrgSettingsChanged' }>['data'];

/** What an admin sets for the whole organisation, besides its name and the AI switch. */
export type OrgSettings = {
  aiMonthlyLimit: number | null;
  defaultTheme: string;
  defaultDispatchOrigins: readonly string[];
  translationEnabled: boolean;
};

export const DEFAULT_ORG_SETTINGS: OrgSettings = {
  aiMonthlyLimit: null,
  defaultTheme: 'default',
  defaultDispatchOrigins: [],
  translationEnabled: true,
};

/** A settings change as an admin asks for it: any field left out stays as it is. */
export type SettingsChange = Partial<OrgSettings> & { name?: string; aiEnabled?: boolean };

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** The fields of `change` that differ from `current`, or null when none does. */
export function changedSettings(current: OrgSettings, change: SettingsChange): Omit<SettingsChanged, 'orgId'> | null {
  const changed: Omit<SettingsChanged, 'orgId'> = {};
  if (change.aiMonthlyLimit !== undefined && change.aiMonthlyLimit !== current.aiMonthlyLimit)
    changed.aiMonthlyLimit = change.aiMonthlyLimit;
  if (change.defaultTheme !== undefined && change.defaultTheme !== current.defaultTheme)
    changed.defaultTheme = change.defaultTheme;
  if (
    change.defaultDispatchOrigins !== undefined &&
    !sameList(change.defaultDispatchOrigins, current.defaultDispatchOrigins)
  )
    changed.defaultDispatchOrigins = [...change.defaultDispatchOrigins];
  if (change.translationEnabled !== undefined && change.translationEnabled !== current.translationEnabled)
    changed.translationEnabled = change.translationEnabled;
  return Object.keys(changed).length ? changed : null;
}

/** The settings after a change recorded by an event. */
export function withSettingsChanged(current: OrgSettings, { orgId: _org, ...changed }: SettingsChanged): OrgSettings {
  const defined = Object.entries(changed).filter(([, value]) => value !== undefined);
  return { ...current, ...Object.fromEntries(defined) };
}
