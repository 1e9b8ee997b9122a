/**
 * The fonts a theme may use (SPEC §3: about 40, grouped serif or sans-serif, default inter). Each is
 * an `@fontsource/<id>` package: Tessera serves its files itself and packages carry them, so a
 * module never fetches a font from the web.
 */
/** Where Tessera serves the font files (a package carries its own under fonts/). */
export const TESSERA_FONTS = '/api/fonts/';

type FontCategory = 'sans-serif' | 'serif';
export type Font = { id: string; family: string; category: FontCategory; weights: readonly number[] };

const BOTH = [400, 700] as const;
const sans = (id: string, family: string): Font => ({ id, family, category: 'sans-serif', weights: BOTH });
const serif = (id: string, family: string, weights: readonly number[] = BOTH): Font => ({
  id,
  family,
  category: 'serif',
  weights,
});

export const FONTS: readonly Font[] = [
  sans('inter', 'Inter'),
  sans('roboto', 'Roboto'),
  sans('open-sans', 'Open Sans'),
  sans('lato', 'Lato'),
  sans('montserrat', 'Montserrat'),
  sans('poppins', 'Poppins'),
  sans('source-sans-3', 'Source Sans 3'),
  sans('nunito', 'Nunito'),
  sans('raleway', 'Raleway'),
  sans('work-sans', 'Work Sans'),
  sans('noto-sans', 'Noto Sans'),
  sans('ibm-plex-sans', 'IBM Plex Sans'),
  sans('dm-sans', 'DM Sans'),
  sans('manrope', 'Manrope'),
  sans('rubik', 'Rubik'),
  sans('karla', 'Karla'),
  sans('fira-sans', 'Fira Sans'),
  sans('mulish', 'Mulish'),
  sans('lexend', 'Lexend'),
  sans('atkinson-hyperlegible', 'Atkinson Hyperlegible'),
  serif('merriweather', 'Merriweather'),
  serif('lora', 'Lora'),
  serif('playfair-display', 'Playfair Display'),
  serif('source-serif-4', 'Source Serif 4'),
  serif('libre-baskerville', 'Libre Baskerville'),
  serif('eb-garamond', 'EB Garamond'),
  serif('crimson-pro', 'Crimson Pro'),
  serif('pt-serif', 'PT Serif'),
  serif('noto-serif', 'Noto Serif'),
  serif('ibm-plex-serif', 'IBM Plex Serif'),
  serif('roboto-slab', 'Roboto Slab'),
  serif('bitter', 'Bitter'),
  serif('cormorant-garamond', 'Cormorant Garamond'),
  serif('spectral', 'Spectral'),
  serif('domine', 'Domine'),
  serif('zilla-slab', 'Zilla Slab'),
  serif('frank-ruhl-libre', 'Frank Ruhl Libre'),
  serif('dm-serif-display', 'DM Serif Display', [400]),
  serif('alegreya', 'Alegreya'),
  serif('libre-caslon-text', 'Libre Caslon Text'),
];

export const DEFAULT_FONT = 'inter';
export const FONT_IDS = FONTS.map((f) => f.id) as [string, ...string[]];
const byId = new Map(FONTS.map((f) => [f.id, f]));
const fontOf = (id: string): Font => byId.get(id) ?? byId.get(DEFAULT_FONT)!;

/** What the browser shows while a font loads, or when it never does (the font loader gives up after 3 s). */
const FALLBACK: Record<FontCategory, string> = {
  'sans-serif': 'system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
  serif: 'Georgia, Cambria, "Times New Roman", Times, serif',
};
export const fontStack = (id: string) => {
  const font = fontOf(id);
  return `"${font.family}", ${FALLBACK[font.category]}`;
};

/** Google's latin and latin-ext subsets (the same ranges in every @fontsource package): Western and Central European text. */
export const FONT_SUBSETS = {
  latin:
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  'latin-ext':
    'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
} as const;
export type FontSubset = keyof typeof FONT_SUBSETS;

export type FontFile = { font: Font; subset: FontSubset; weight: number; file: string };

/** The files of a font, named as @fontsource names them (`lora-latin-400-normal.woff2`). */
export function fontFiles(id: string): FontFile[] {
  const font = fontOf(id);
  return font.weights.flatMap((weight) =>
    (Object.keys(FONT_SUBSETS) as FontSubset[]).map((subset) => ({
      font,
      subset,
      weight,
      file: `${font.id}-${subset}-${weight}-normal.woff2`,
    })),
  );
}

const FONT_FILE = /^([a-z0-9-]+?)-(latin|latin-ext)-(\d{3})-normal\.woff2$/;

/** The catalogue entry a requested file name belongs to, or null: nothing outside the catalogue is ever served. */
export function parseFontFile(name: string): FontFile | null {
  const match = FONT_FILE.exec(name);
  if (!match) return null;
  const font = byId.get(match[1]!);
  const weight = Number(match[3]);
  if (!font?.weights.includes(weight)) return null;
  return { font, subset: match[2] as FontSubset, weight, file: name };
}
