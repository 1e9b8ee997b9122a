import { describe, expect, it } from 'vitest';
import { BUILT_IN_THEMES } from '../../../../src/modules/themes/built-in';
import { contrastProblems, contrastRatio, formatRatio } from '../../../../src/modules/themes/contrast';
import { fontFiles, FONTS, parseFontFile } from '../../../../src/modules/themes/fonts';
import { DEFAULT_LOOK, themeLookSchema } from '../../../../src/modules/themes/theme';
import { themeFonts, themeStyle } from '../../../../src/modules/themes/theme-style';
import { fontPackageFiles } from '../../../../src/modules/themes/font-files';

describe('themes: colours, contrast, fonts', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#FFFFFF')).toBe(1);
    expect(contrastRatio('#FFFFFF', '#2563EB')).toBeCloseTo(5.17, 2);
    expect(formatRatio(4.499)).toBe('4.49:1');
  });

  it('names each failing pair with its ratio and the minimum it needs', () => {
    expect(contrastProblems(DEFAULT_LOOK)).toEqual([]);
    const problems = contrastProblems({ ...DEFAULT_LOOK, questionActionColor: '#FACC15', paragraphColor: '#999999' });
    expect(problems.map((p) => [p.label, p.minimum])).toEqual([
      ['Paragraph text on the page', 4.5],
      ['Button text on the button', 4.5],
      ['Buttons against the question background', 3],
    ]);
    expect(problems[1]!.ratio).toBeCloseTo(contrastRatio('#FFFFFF', '#FACC15'), 5);
  });

  it('has at least four built-in themes that differ in fonts, colours, cover and question style, and all pass AA', () => {
    expect(BUILT_IN_THEMES.length).toBeGreaterThanOrEqual(4);
    for (const key of ['headingFont', 'docBgColor', 'coverStyle', 'questionStyle'] as const)
      expect(new Set(BUILT_IN_THEMES.map((t) => t[key])).size).toBeGreaterThanOrEqual(3);
    for (const theme of BUILT_IN_THEMES) {
      expect(themeLookSchema.parse(theme)).toBeTruthy();
      expect(contrastProblems(theme), theme.id).toEqual([]);
    }
  });

  it('offers about 40 fonts, serif and sans-serif, inter first, every file present in its package', async () => {
    expect(FONTS.length).toBeGreaterThanOrEqual(38);
    expect(FONTS[0]!.id).toBe('inter');
    expect(new Set(FONTS.map((f) => f.category))).toEqual(new Set(['serif', 'sans-serif']));
    const files = await fontPackageFiles(FONTS.map((f) => f.id));
    expect(files.length).toBe(FONTS.flatMap((f) => fontFiles(f.id)).length);
    for (const { source } of files) expect(source.subarray(0, 4).toString('latin1')).toBe('wOF2');
  });

  it('serves only catalogue files by their exact names', () => {
    expect(parseFontFile('lora-latin-700-normal.woff2')?.font.family).toBe('Lora');
    expect(parseFontFile('dm-serif-display-latin-700-normal.woff2')).toBeNull();
    expect(parseFontFile('../../package.json')).toBeNull();
    expect(parseFontFile('comic-sans-latin-400-normal.woff2')).toBeNull();
  });

  it('turns a theme into the custom properties the learner surface reads', () => {
    const warm = BUILT_IN_THEMES.find((t) => t.id === 'warm')!;
    const style = themeStyle(warm);
    expect(style['--player-heading-font']).toMatch(/^"Playfair Display", .*serif$/);
    expect(style['--player-action']).toBe(warm.questionActionColor);
    expect(style['--player-frame-image']).toBe('none');
    expect(themeStyle({ ...warm, frameBgImage: '/api/media/files/x/a"b.png', frameBgPlacement: 'tile' })).toMatchObject(
      {
        '--player-frame-image': 'url("/api/media/files/x/ab.png")',
        '--player-frame-repeat': 'repeat',
      },
    );
    expect(themeFonts(warm)).toEqual(['playfair-display', 'nunito']);
  });
});
