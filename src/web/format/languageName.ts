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
