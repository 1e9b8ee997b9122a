/** Languages offered when adding one (any other code works through the API). */
export const COMMON_LANGUAGES = [
  'ar',
  'bg',
  'bn',
  'ca',
  'cs',
  'da',
  'de',
  'el',
  'en',
  'es',
  'et',
  'eu',
  'fa',
  'fi',
  'fr',
  'ga',
  'gl',
  'he',
  'hi',
  'hr',
  'hu',
  'id',
  'it',
  'ja',
  'ko',
  'lt',
  'lv',
  'ms',
  'nb',
  'nl',
  'pl',
  'pt',
  'pt-BR',
  'ro',
  'ru',
  'sk',
  'sl',
  'sr',
  'sv',
  'sw',
  'ta',
  'th',
  'tr',
  'uk',
  'ur',
  'vi',
  'zh-Hans',
  'zh-Hant',
] as const;

function displayName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** "Spanish" */
export const languageName = (code: string) => displayName(code, 'en');

/** "Español": how the language names itself, for learners choosing theirs. */
export function nativeLanguageName(code: string): string {
  const name = displayName(code, code);
  return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
}
