import { z } from 'zod';
import { DEFAULT_FONT, FONT_IDS } from './fonts';

const colour = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'a colour such as #2563EB')
  .transform((c) => c.toUpperCase());
const font = z.enum(FONT_IDS, { message: 'one of the fonts Tessera offers' });
/** An image of the organisation's (an upload's address, checked on the server), or none. */
const image = z.string().max(300);

/** SPEC §3 Theme, and two choices of ours that built-in themes differ by: the cover's layout and the question style. */
export const themeLookSchema = z.object({
  logoImage: image,
  logoPlacement: z.enum(['left', 'center', 'right']),
  logoSize: z.enum(['small', 'medium', 'large']),
  frameBgPlacement: z.enum(['fill', 'fit', 'tile']),
  frameBgColor: colour,
  frameBgImage: image,
  headingFont: font,
  headingColor: colour,
  descriptionFont: font,
  descriptionColor: colour,
  subHeadingFont: font,
  subHeadingColor: colour,
  paragraphFont: font,
  paragraphColor: colour,
  docBgColor: colour,
  questionTitleColor: colour,
  questionOptionColor: colour,
  questionActionColor: colour,
  questionActionTextColor: colour,
  questionBgColor: colour,
  coverStyle: z.enum(['band', 'centered', 'split', 'plain']),
  questionStyle: z.enum(['outlined', 'filled', 'pill']),
});
export type ThemeLook = z.infer<typeof themeLookSchema>;

/** A theme as the editor and the player use it: built-in (id = its name's key) or custom (an id longer than 20 characters). */
export const themeSchema = themeLookSchema.extend({ id: z.string(), name: z.string(), builtIn: z.boolean() });
export type Theme = z.infer<typeof themeSchema>;

export const THEME_NAME_MIN = 5;
export const THEME_NAME_MAX = 100;
/** SPEC §3: a course's theme is a custom theme when its id is longer than 20 characters. */
export const CUSTOM_THEME_ID_LENGTH = 24;
export const isCustomThemeId = (id: string) => id.length > 20;

/** SPEC §9: text black, background white, question action buttons blue (#2563EB), font inter. */
export const DEFAULT_LOOK: ThemeLook = {
  logoImage: '',
  logoPlacement: 'left',
  logoSize: 'small',
  frameBgPlacement: 'fill',
  frameBgColor: '#FFFFFF',
  frameBgImage: '',
  headingFont: DEFAULT_FONT,
  headingColor: '#000000',
  descriptionFont: DEFAULT_FONT,
  descriptionColor: '#000000',
  subHeadingFont: DEFAULT_FONT,
  subHeadingColor: '#000000',
  paragraphFont: DEFAULT_FONT,
  paragraphColor: '#000000',
  docBgColor: '#FFFFFF',
  questionTitleColor: '#000000',
  questionOptionColor: '#000000',
  questionActionColor: '#2563EB',
  questionActionTextColor: '#FFFFFF',
  questionBgColor: '#FFFFFF',
  coverStyle: 'band',
  questionStyle: 'outlined',
};
