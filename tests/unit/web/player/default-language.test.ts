import { describe, expect, it } from 'vitest';
import { matchLanguage } from '../../../../src/modules/delivery/shared';
import { defaultLanguage, type LanguageWishes } from '../../../../src/web/player/default-language';

const OFFERED = ['en', 'es', 'ar', 'pt-BR'];
const none: LanguageWishes = { link: null, lastChoice: null, lms: null, browser: [] };

describe('the language a learner starts in', () => {
  it('is the module’s own when nothing is wished', () => {
    expect(defaultLanguage(OFFERED, none)).toBe('en');
    expect(defaultLanguage(['fr', 'en'], none)).toBe('fr');
  });

  it('follows the wishes in order: the link, the last choice, the LMS, the browser', () => {
    const all = { link: 'ar', lastChoice: 'es', lms: 'pt-BR', browser: ['en'] };
    expect(defaultLanguage(OFFERED, all)).toBe('ar');
    expect(defaultLanguage(OFFERED, { ...all, link: null })).toBe('es');
    expect(defaultLanguage(OFFERED, { ...all, link: null, lastChoice: null })).toBe('pt-BR');
    expect(defaultLanguage(OFFERED, { ...none, browser: ['de', 'ar', 'es'] })).toBe('ar');
  });

  it('passes over a wish the module does not offer', () => {
    expect(defaultLanguage(OFFERED, { link: 'de', lastChoice: 'fr', lms: 'es', browser: [] })).toBe('es');
    expect(defaultLanguage(OFFERED, { ...none, link: 'de', browser: ['ja', 'zh-CN'] })).toBe('en');
  });

  it('matches a region to its language and the other way round, and any case', () => {
    expect(defaultLanguage(OFFERED, { ...none, browser: ['es-MX'] })).toBe('es');
    expect(defaultLanguage(OFFERED, { ...none, lms: 'ar-EG' })).toBe('ar');
    expect(defaultLanguage(OFFERED, { ...none, lms: 'pt' })).toBe('pt-BR');
    expect(defaultLanguage(OFFERED, { ...none, link: 'PT-br' })).toBe('pt-BR');
  });

  it('prefers the exact tag over a sibling region', () => {
    expect(matchLanguage(['pt-PT', 'pt-BR'], 'pt-BR')).toBe('pt-BR');
    expect(matchLanguage(['pt-PT', 'pt-BR'], 'pt-AO')).toBe('pt-PT');
    expect(matchLanguage(['en'], 'eng')).toBeNull();
  });
});
