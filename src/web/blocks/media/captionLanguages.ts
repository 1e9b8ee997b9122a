/** The languages an author can caption in (BCP 47 tags), by their names. */
export const CAPTION_LANGUAGES: Record<string, string> = {
  en: 'English',
  'en-GB': 'English (UK)',
  'en-US': 'English (US)',
  fr: 'French',
  de: 'German',
  es: 'Spanish',
  it: 'Italian',
  nl: 'Dutch',
  pt: 'Portuguese',
  pl: 'Polish',
  sv: 'Swedish',
  ja: 'Japanese',
  zh: 'Chinese',
};

export const languageName = (tag: string) => CAPTION_LANGUAGES[tag] ?? tag;
