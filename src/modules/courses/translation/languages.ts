import { z } from 'zod';

/** A BCP 47 language tag as modules use it: a language and an optional region or script (en, pt-BR, zh-Hant). */
export const languageCode = z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/, 'a language code such as en or pt-BR');

/** A module starts in English, untranslated (SPEC §3 translatedLanguages default en). */
export const DEFAULT_SOURCE_LANGUAGE = 'en';
/** Languages a module may be translated into, beside its own. */
export const MAX_TARGET_LANGUAGES = 20;

const RIGHT_TO_LEFT = new Set(['ar', 'he', 'fa', 'ur', 'ps', 'sd', 'ug', 'yi', 'dv', 'ckb']);

/** Which way a language's text runs: Arabic, Hebrew, Persian, Urdu and their kin right to left. */
export const directionOf = (language: string): 'ltr' | 'rtl' =>
  RIGHT_TO_LEFT.has(language.split('-')[0]!.toLowerCase()) ? 'rtl' : 'ltr';
