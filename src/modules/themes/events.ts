import { z } from 'zod';
import type { EventsOf } from '../../platform/commands/parse';
import { themeLookSchema } from './theme';

export const themeStream = (themeId: string) => `theme-${themeId}`;

/** Custom theme events on the `theme-<id>` stream: one organisation's theme. */
export const themeEventSchemas = {
  /** A theme was made, from scratch or as a copy of another (`duplicatedFrom`, a built-in name or a custom id). */
  CustomThemeCreated: z.object({
    themeId: z.string(),
    orgId: z.string(),
    name: z.string(),
    look: themeLookSchema,
    duplicatedFrom: z.string().optional(),
  }),
  /** Only what changed: a new name, and the look's fields that took new values. */
  CustomThemeChanged: z.object({
    themeId: z.string(),
    orgId: z.string(),
    name: z.string().optional(),
    look: themeLookSchema.partial(),
  }),
  /** Modules that used it show the default theme from now on. */
  CustomThemeDeleted: z.object({ themeId: z.string(), orgId: z.string() }),
};
export type ThemeEvent = EventsOf<typeof themeEventSchemas>;
