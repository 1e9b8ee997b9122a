import type { ThemeLook } from './theme';

/** WCAG 2.2 relative luminance of an sRGB colour written #RRGGBB. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** The contrast ratio of two colours, from 1 (none) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

type ColourKey = { [K in keyof ThemeLook]: ThemeLook[K] extends string ? K : never }[keyof ThemeLook];

/** A pair of the theme's colours that must stand apart, and how far (AA: 4.5 for text, 3 for large text and controls). */
type ContrastPair = { label: string; fg: ColourKey; bg: ColourKey; minimum: 4.5 | 3 };

const PAIRS: ContrastPair[] = [
  { label: 'Paragraph text on the page', fg: 'paragraphColor', bg: 'docBgColor', minimum: 4.5 },
  { label: 'Description on the page', fg: 'descriptionColor', bg: 'docBgColor', minimum: 4.5 },
  { label: 'Headings on the page', fg: 'headingColor', bg: 'docBgColor', minimum: 3 },
  { label: 'Subheadings on the page', fg: 'subHeadingColor', bg: 'docBgColor', minimum: 3 },
  { label: 'Question title on the question background', fg: 'questionTitleColor', bg: 'questionBgColor', minimum: 4.5 },
  { label: 'Options on the question background', fg: 'questionOptionColor', bg: 'questionBgColor', minimum: 4.5 },
  { label: 'Button text on the button', fg: 'questionActionTextColor', bg: 'questionActionColor', minimum: 4.5 },
  { label: 'Buttons against the question background', fg: 'questionActionColor', bg: 'questionBgColor', minimum: 3 },
];

export type ContrastProblem = { label: string; fg: ColourKey; bg: ColourKey; ratio: number; minimum: number };

/** Ratios shown as WCAG writes them: rounded down, so 4.499 never passes as 4.5. */
export const formatRatio = (ratio: number) => `${Math.floor(ratio * 100) / 100}:1`;

/** The colour pairs of a theme that fail WCAG 2.2 AA (1.4.3 text, 1.4.11 controls). */
export function contrastProblems(look: ThemeLook): ContrastProblem[] {
  return PAIRS.flatMap(({ label, fg, bg, minimum }) => {
    const ratio = contrastRatio(look[fg], look[bg]);
    return ratio < minimum ? [{ label, fg, bg, ratio, minimum }] : [];
  });
}
