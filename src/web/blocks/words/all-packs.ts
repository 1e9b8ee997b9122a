import { ar } from './ar';
import { ca } from './ca';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { nl } from './nl';
import { baseLanguage, type Pack } from './pack';
import { pt } from './pt';

/** Every pack, for the author app (the Translations panel shows each word's default); the player loads one (pack-loaders.ts). */
const PACKS: Record<string, Pack> = { en, es, ca, fr, de, pt, it, nl, ar };

/** A language's pack: a regional one uses its language's (es-MX speaks es); none for a language without one. */
export function packOf(language: string): { locale: string; pack: Pack } | null {
  const locale = baseLanguage(language);
  const pack = PACKS[locale];
  return pack ? { locale, pack } : null;
}
