import { z } from 'zod';
import { themeLookSchema } from './theme';

export const themeIdParam = z.object({ id: z.string().min(1).max(64) });

const name = z.string().max(200);

/** A new theme: a name, and the look's fields that differ from the base (`from`, a theme to start from; default the default). */
export const createThemeBody = themeLookSchema.partial().extend({ name, from: z.string().max(64).optional() });

/** A theme's new name and the look's fields to change; the others keep their values. */
export const changeThemeBody = themeLookSchema.partial().extend({ name: name.optional() });

export const duplicateThemeBody = z.object({ name: name.optional() });
