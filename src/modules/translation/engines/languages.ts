/** Apertium names languages by ISO 639-3; Tessera by ISO 639-1. */
const ISO_639_1: Record<string, string> = {
  afr: 'af',
  arg: 'an',
  ast: 'ast',
  bel: 'be',
  bre: 'br',
  bul: 'bg',
  cat: 'ca',
  ces: 'cs',
  cym: 'cy',
  dan: 'da',
  deu: 'de',
  ell: 'el',
  eng: 'en',
  epo: 'eo',
  eus: 'eu',
  fin: 'fi',
  fra: 'fr',
  gle: 'ga',
  glg: 'gl',
  hbs: 'sh',
  hin: 'hi',
  ind: 'id',
  isl: 'is',
  ita: 'it',
  kaz: 'kk',
  mkd: 'mk',
  mlt: 'mt',
  msa: 'ms',
  nld: 'nl',
  nno: 'nn',
  nob: 'nb',
  oci: 'oc',
  pol: 'pl',
  por: 'pt',
  ron: 'ro',
  rus: 'ru',
  slk: 'sk',
  slv: 'sl',
  spa: 'es',
  srd: 'sc',
  swe: 'sv',
  tat: 'tt',
  ukr: 'uk',
  urd: 'ur',
};

/**
 * A language of an Apertium mode as Tessera names it: `eng` → en, `por_BR` → pt-BR. Variants that
 * are not a region (`cat_valencia`, `eng_iec2017`) have no such name and give undefined.
 */
export function tagOfApertiumLanguage(name: string): string | undefined {
  const [language, variant, ...rest] = name.split('_');
  const base = ISO_639_1[language!];
  if (!base || rest.length) return undefined;
  if (variant === undefined) return base;
  return /^[A-Z]{2}$/.test(variant) ? `${base}-${variant}` : undefined;
}

/** A language's English name for messages ("German", "Brazilian Portuguese"), or its code. */
export function languageName(tag: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}

/** `pt-BR` → `pt`. */
export const baseLanguage = (tag: string) => tag.split('-')[0]!.toLowerCase();
