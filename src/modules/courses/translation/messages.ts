export const SOURCE_LANGUAGE_FIXED =
  'Invalid languages: the module’s own language cannot change while it has translations; remove them first';
export const notALanguageOf = (language: string) => `Invalid language: ${language} is not a language of this module`;
