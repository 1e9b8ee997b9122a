import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LanguageChooser } from '../../../../src/web/player/LanguageChooser';
import { nativeLanguageName } from '../../../../src/web/format/languageName';

const LANGUAGES = [
  { code: 'en', dir: 'ltr' as const },
  { code: 'es', dir: 'ltr' as const },
  { code: 'ar', dir: 'rtl' as const },
];
const render = (current: string, pending: string | null = null) =>
  renderToStaticMarkup(
    <LanguageChooser languages={LANGUAGES} current={current} pending={pending} onChoose={() => undefined} />,
  );

describe('the language chooser', () => {
  it('names each language in itself', () => {
    expect(nativeLanguageName('es')).toBe('Español');
    expect(nativeLanguageName('ar')).toBe('العربية');
    expect(nativeLanguageName('de')).toBe('Deutsch');
    expect(nativeLanguageName('pt-BR')).toBe('Português (Brasil)');
  });

  it('is a labelled select, each option in its own language and direction, the current one selected', () => {
    const html = render('es');
    const id = /<select id="([^"]+)"/.exec(html)?.[1];
    expect(id).toBeTruthy();
    expect(html).toContain(`<label for="${id}"`);
    expect(html).toContain('<span class="visually-hidden">Language</span>');
    expect(html).toContain('<option value="en" lang="en" dir="ltr">English</option>');
    expect(html).toContain('<option value="es" lang="es" dir="ltr" selected="">Español</option>');
    expect(html).toContain('<option value="ar" lang="ar" dir="rtl">العربية</option>');
    // An icon, never an emoji.
    expect(html).toMatch(/<svg[^>]*aria-hidden="true"/);
    expect(html).toContain('aria-busy="false"');
  });

  it('shows the language being loaded as chosen, busy', () => {
    const html = render('en', 'ar');
    expect(html).toContain('<option value="ar" lang="ar" dir="rtl" selected="">');
    expect(html).toContain('aria-busy="true"');
  });
});
