import { describe, expect, it } from 'vitest';
import type { Block } from '../../../../src/modules/courses/content/blocks';
import { emptyContent, type Content } from '../../../../src/modules/courses/content/content';
import {
  contentIn,
  learnerLanguages,
  untranslatedBlocks,
} from '../../../../src/modules/courses/translation/learner-languages';
import { sourceHash } from '../../../../src/modules/courses/translation/segment-hash';
import { segmentsOf, translateContent } from '../../../../src/modules/courses/translation/segments';
import type { CourseTranslations } from '../../../../src/modules/courses/translation/translation-state';

const media = { id: 'm1', contentType: 'video/mp4' };
const BLOCKS: Block[] = [
  { id: 'tx', type: 'TextBlockComponent', title: 'Text', data: { html: '<p>Hello <em>you</em></p>' } },
  { id: 'hd', type: 'HeadingBlockComponent', title: '', data: { text: 'Before the alarm', level: 2 } },
  {
    id: 'im',
    type: 'ImageBlockComponent',
    title: '',
    data: { url: 'https://x/y.png', alt: 'A red door', caption: '' },
  },
  {
    id: 'vi',
    type: 'VideoBlockComponent',
    title: 'Video',
    data: { url: 'https://x/v.mp4', media, videoType: 'upload', vtts: { en: 'https://x/en.vtt' } },
  },
  {
    id: 'au',
    type: 'AudioBlockComponent',
    title: '',
    data: { url: 'https://x/a.mp3', audio: {}, transcript: 'Ring ring' },
  },
  {
    id: 'av',
    type: 'AvatarBlockComponent',
    title: '',
    data: {
      script: 'Welcome',
      iframeUrl: '',
      cbUrl: '',
      uuid: '',
      renderMediaStatus: 'INIT',
      mediaId: '',
      url: '',
      voice: '',
      imageMediaId: '',
      vtts: {},
    },
  },
  { id: 'ib', type: 'InbetweenBlockComponent', title: '', data: { text: 'Did you know?' } },
  {
    id: 'gm',
    type: 'CVRBlockComponent',
    title: '',
    data: { game: 'word-match', url: '', pairs: [{ left: 'door', right: 'puerta' }] },
  },
  { id: 'em', type: 'EmbedBlockComponent', title: '', data: { url: 'https://example.com', height: 400 } },
  {
    id: 'qc',
    type: 'QuestionBlockComponent',
    title: '',
    customFeedback: 'Think of the colour',
    data: {
      title: 'Which door?',
      type: 'single choice',
      options: [
        { id: 'o1', value: 'Red' },
        { id: 'o2', value: '' },
      ],
      answer: ['o1'],
      caseSensitive: false,
      feedbackByChoices: { o1: 'Right' },
      answerTags: ['colour'],
    },
  },
  {
    id: 'qf',
    type: 'QuestionBlockComponent',
    title: '',
    data: {
      title: 'Name the colour',
      type: 'free text',
      options: [],
      answer: ['red'],
      caseSensitive: false,
      feedbackByChoices: {},
      answerTags: [],
    },
  },
  {
    id: 'qr',
    type: 'QuizResultsBlockComponent',
    title: '',
    data: { applausePassText: 'Well done', applauseFailText: 'Try again' },
  },
];

function moduleOf(blocks: Block[]): Content {
  return {
    ...emptyContent('Fire safety', 'What to do'),
    pages: [{ id: 'p1', sectionIds: ['s1'] }],
    sections: { s1: { id: 's1', pageId: 'p1', sizes: 'co-12', blockIds: blocks.map((b) => b.id) } },
    blocks: Object.fromEntries(blocks.map((b) => [b.id, b])),
  };
}
const content = moduleOf(BLOCKS);

describe('translatable fields', () => {
  it('covers every learner-facing text of every block type, in reading order, and nothing else', () => {
    expect(segmentsOf(content).map((s) => [s.id, s.field, s.kind, s.source])).toEqual([
      ['title', 'courseTitle', 'text', 'Fire safety'],
      ['description', 'courseDescription', 'text', 'What to do'],
      ['tx.html', 'text', 'html', '<p>Hello <em>you</em></p>'],
      ['hd.text', 'heading', 'text', 'Before the alarm'],
      ['im.alt', 'alt', 'text', 'A red door'],
      ['au.transcript', 'transcript', 'text', 'Ring ring'],
      ['ib.text', 'fact', 'text', 'Did you know?'],
      ['gm.pair.0.left', 'pairLeft', 'text', 'door'],
      ['gm.pair.0.right', 'pairRight', 'text', 'puerta'],
      ['qc.question', 'question', 'text', 'Which door?'],
      ['qc.option.o1', 'option', 'text', 'Red'],
      ['qc.feedback.o1', 'feedback', 'text', 'Right'],
      ['qc.customFeedback', 'blockFeedback', 'text', 'Think of the colour'],
      ['qf.question', 'question', 'text', 'Name the colour'],
      ['qf.answer.0', 'answer', 'text', 'red'],
      ['qr.pass', 'passText', 'text', 'Well done'],
      ['qr.fail', 'failText', 'text', 'Try again'],
    ]);
  });

  it('puts each translation in its field and leaves addresses, media, ids and answers of choices alone', () => {
    const es: Record<string, string> = {
      title: 'Seguridad',
      'tx.html': '<p>Hola <em>tú</em></p>',
      'qc.option.o1': 'Roja',
      'qf.answer.0': 'roja',
      'gm.pair.0.left': 'puerta',
      'qr.pass': 'Bien hecho',
    };
    const translated = translateContent(content, (id) => es[id]);
    expect(translated.title).toBe('Seguridad');
    expect(translated.description).toBe('What to do');
    const blocks = translated.blocks as Record<string, Block>;
    expect(blocks.tx!.data).toEqual({ html: '<p>Hola <em>tú</em></p>' });
    expect(blocks.qc!.data).toMatchObject({
      options: [
        { id: 'o1', value: 'Roja' },
        { id: 'o2', value: '' },
      ],
      answer: ['o1'],
    });
    expect(blocks.qf!.data).toMatchObject({ answer: ['roja'] });
    expect(blocks.gm!.data).toMatchObject({ pairs: [{ left: 'puerta', right: 'puerta' }] });
    expect(blocks.qr!.data).toEqual({ applausePassText: 'Bien hecho', applauseFailText: 'Try again' });
    expect(blocks.vi).toEqual(content.blocks.vi);
    expect(blocks.em).toEqual(content.blocks.em);
  });
});

describe('the module in a learner’s language', () => {
  const translations: CourseTranslations = {
    sourceLanguage: 'en',
    languages: ['es', 'ar', 'fr'],
    byLanguage: {
      es: {
        reviewed: false,
        segments: {
          title: { text: 'Seguridad', sourceHash: sourceHash('Fire safety'), origin: 'human' },
          'hd.text': {
            text: 'Antes de la alarma (vieja)',
            sourceHash: sourceHash('Before the bell'),
            origin: 'machine',
          },
        },
      },
      ar: {
        reviewed: false,
        segments: { title: { text: 'السلامة', sourceHash: sourceHash('Fire safety'), origin: 'human' } },
      },
      fr: { reviewed: false, segments: {} },
    },
  };

  it('offers the module’s own language, then each one with something translated, with its direction', () => {
    expect(learnerLanguages(content, translations)).toEqual([
      { code: 'en', dir: 'ltr' },
      { code: 'es', dir: 'ltr' },
      { code: 'ar', dir: 'rtl' },
    ]);
  });

  it('names the blocks with not one word translated (an outdated translation counts as none)', () => {
    const withHeading = {
      ...translations,
      byLanguage: {
        ...translations.byLanguage,
        es: {
          reviewed: false,
          segments: {
            ...translations.byLanguage.es!.segments,
            'qc.option.o1': { text: 'Roja', sourceHash: sourceHash('Red'), origin: 'machine' as const },
          },
        },
      },
    };
    const es = untranslatedBlocks(content, withHeading, 'es');
    expect(es).toContain('hd');
    expect(es).not.toContain('qc');
    expect(es).not.toContain('vi');
    expect(untranslatedBlocks(content, withHeading, 'en')).toEqual([]);
  });

  it('shows the source where a translation is missing or outdated', () => {
    const es = contentIn(content, translations, 'es');
    expect(es.title).toBe('Seguridad');
    expect((es.blocks.hd as Block & { data: { text: string } }).data.text).toBe('Before the alarm');
    expect(contentIn(content, translations, 'en')).toBe(content);
    expect(contentIn(content, translations, 'de')).toBe(content);
  });
});
