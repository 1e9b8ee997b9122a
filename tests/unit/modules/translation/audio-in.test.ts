import { describe, expect, it } from 'vitest';
import type { BlockOf } from '../../../../src/modules/courses/content/blocks';
import { emptyContent } from '../../../../src/modules/courses/content/content';
import { contentIn } from '../../../../src/modules/courses/translation/learner-languages';
import type { CourseTranslations } from '../../../../src/modules/courses/translation/translation-state';

const narration: BlockOf<'AudioBlockComponent'> = {
  id: 'au',
  type: 'AudioBlockComponent',
  title: '',
  data: {
    url: '/api/media/files/en-file/original.mp3',
    media: { id: 'en-file', contentType: 'audio/mpeg', durationSeconds: 30 },
    audio: { es: '/api/media/files/es-file/original.mp3' },
    transcript: '',
  },
};
const content = { ...emptyContent('Narrated', ''), blocks: { au: narration } };
const translations = {
  sourceLanguage: 'en',
  languages: ['es', 'es-MX', 'fr'],
  byLanguage: {
    es: { reviewed: false, segments: {} },
    'es-MX': { reviewed: false, segments: {} },
    fr: { reviewed: false, segments: {} },
  },
} as unknown as CourseTranslations;

const played = (language: string) => (contentIn(content, translations, language).blocks.au as typeof narration).data;

describe('per-language audio (SPEC §3 media audio)', () => {
  it('an audio block plays the learner’s language where the author added it, the source elsewhere', () => {
    expect(played('es')).toMatchObject({ url: '/api/media/files/es-file/original.mp3', media: undefined });
    expect(played('es-MX').url).toBe('/api/media/files/es-file/original.mp3');
    expect(played('fr')).toEqual(narration.data);
    expect(played('en')).toEqual(narration.data);
  });
});
