import { describe, expect, it } from 'vitest';
import { packageFileName } from '../../../src/modules/delivery/names';

describe('package file names (SPEC §5)', () => {
  it('strips accents and punctuation; spaces become - for a dispatch zip and _ for a bundled one', () => {
    expect(packageFileName('Évacuation: où aller ?', 'dispatch')).toBe('Evacuation-ou-aller.zip');
    expect(packageFileName('Évacuation: où aller ?', 'bundled')).toBe('Evacuation_ou_aller.zip');
  });
  it('cuts to 60 (dispatch) and 50 (bundled) characters', () => {
    const long = 'word '.repeat(40);
    expect(packageFileName(long, 'dispatch')).toHaveLength(60 - 1 + '.zip'.length);
    expect(packageFileName(long, 'bundled').replace('.zip', '').length).toBeLessThanOrEqual(50);
    expect(packageFileName('a'.repeat(80), 'bundled')).toBe(`${'a'.repeat(50)}.zip`);
  });
  it('falls back to Page-Title (dispatch) and Course (bundled)', () => {
    expect(packageFileName('?!', 'dispatch')).toBe('Page-Title.zip');
    expect(packageFileName('', 'bundled')).toBe('Course.zip');
  });
});
