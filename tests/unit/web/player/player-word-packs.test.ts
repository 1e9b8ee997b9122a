import { describe, expect, it } from 'vitest';
import { messageShape } from '../../../../src/modules/courses/translation/player-word-check';
import { PLAYER_WORD_KEYS, PLAYER_WORDS } from '../../../../src/modules/courses/translation/shared';
import { ar } from '../../../../src/web/blocks/words/ar';
import { ca } from '../../../../src/web/blocks/words/ca';
import { de } from '../../../../src/web/blocks/words/de';
import { es } from '../../../../src/web/blocks/words/es';
import { fr } from '../../../../src/web/blocks/words/fr';
import { it as italian } from '../../../../src/web/blocks/words/it';
import { nl } from '../../../../src/web/blocks/words/nl';
import { pt } from '../../../../src/web/blocks/words/pt';

const PACKS = { es, ca, fr, de, pt, it: italian, nl, ar };
const sorted = (values: Iterable<string>) => [...values].sort();

describe('the player’s language packs', () => {
  it('give every English word a message that is ICU with a description', () => {
    for (const key of PLAYER_WORD_KEYS) {
      expect(PLAYER_WORDS[key].description, key).not.toBe('');
      expect(() => messageShape(PLAYER_WORDS[key].message), key).not.toThrow();
    }
  });

  describe.each(Object.entries(PACKS))('%s', (language, pack) => {
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;

    it('has every key of the English pack and no other', () => {
      expect(sorted(Object.keys(pack))).toEqual(sorted(PLAYER_WORD_KEYS));
    });

    it.each(PLAYER_WORD_KEYS)(
      '%s is ICU, with the English arguments and the plural forms the language needs',
      (key) => {
        const message = (pack as Record<string, string | undefined>)[key];
        expect(message, `${language} has no ${key}`).toBeTruthy();
        const shape = messageShape(message!);
        const english = messageShape(PLAYER_WORDS[key].message);
        expect(sorted(shape.arguments)).toEqual(sorted(english.arguments));
        expect(sorted(shape.plurals.map((p) => p.argument))).toEqual(sorted(english.plurals.map((p) => p.argument)));
        for (const plural of shape.plurals) expect(plural.categories).toEqual(expect.arrayContaining(categories));
      },
    );
  });
});
