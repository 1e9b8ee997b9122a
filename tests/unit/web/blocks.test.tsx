import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  BLOCK_TYPES,
  blockDataSchemas,
  type Block,
  type BlockOf,
  type BlockType,
} from '../../../src/modules/courses/content/blocks';
import { learnerGame } from '../../../src/modules/courses/content/game';
import { newBlock } from '../../../src/modules/courses/content/new-block';
import { BLOCK_DESCRIPTIONS, BLOCK_LABELS } from '../../../src/web/blocks/blockLabels';
import { BlockEditor } from '../../../src/web/blocks/BlockEditor';
import { BlockSettings, hasSettings, startsWithSettingsOpen } from '../../../src/web/blocks/BlockSettings';
import { BlockView } from '../../../src/web/blocks/BlockView';
import { EditingCourse } from '../../../src/web/blocks/media/EditingCourse';
import { BLOCK_LIMITS } from '../../../src/web/blocks/limits';
import { ID_ALPHABET } from '../../../src/platform/id-alphabet';
import { newId } from '../../../src/web/newId';
import {
  addOption,
  changeType,
  markCorrect,
  parseTags,
  removeOption,
  setFeedback,
} from '../../../src/web/blocks/questionData';
import { videoEmbedUrl } from '../../../src/web/blocks/videoEmbedUrl';

const fresh = <T extends BlockType>(type: T): BlockOf<T> => newBlock(type, { blockId: `block-${type}`, newId });
const withData = <T extends BlockType>(type: T, data: Partial<BlockOf<T>['data']>): BlockOf<T> => {
  const block = fresh(type);
  return { ...block, data: { ...block.data, ...data } };
};
const view = (block: Block) => renderToStaticMarkup(<BlockView block={block} />);
const editor = (block: Block) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <EditingCourse.Provider value={{ courseId: 'course-1', flush: async () => {} }}>
        <BlockEditor block={block} onChange={() => {}} />
      </EditingCourse.Provider>
    </QueryClientProvider>,
  );

describe('videoEmbedUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    [' https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
  ])('youtube %s', (url, expected) => {
    expect(videoEmbedUrl(url, 'youtube')).toBe(expected);
  });

  it.each([
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://vimeo.com/channels/staffpicks/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://vimeo.com/76979871/abc123def', 'https://player.vimeo.com/video/76979871?h=abc123def'],
    ['https://player.vimeo.com/video/76979871?h=abc123def', 'https://player.vimeo.com/video/76979871?h=abc123def'],
  ])('vimeo %s', (url, expected) => {
    expect(videoEmbedUrl(url, 'vimeo')).toBe(expected);
  });

  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'vimeo'],
    ['https://vimeo.com/76979871', 'youtube'],
    ['https://www.youtube.com/watch?v=short', 'youtube'],
    ['https://evil.example/watch?v=dQw4w9WgXcQ', 'youtube'],
    ['https://youtube.com.evil.example/embed/dQw4w9WgXcQ', 'youtube'],
    ['javascript:alert(1)//youtu.be/dQw4w9WgXcQ', 'youtube'],
    ['not a url', 'vimeo'],
    ['https://vimeo.com/about', 'vimeo'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'upload'],
  ] as const)('nothing for %s as %s', (url, type) => {
    expect(videoEmbedUrl(url, type)).toBeUndefined();
  });
});

describe('newId (browser)', () => {
  it('makes 5-character ids from that alphabet, all of it in use', () => {
    const ids = Array.from({ length: 2000 }, () => newId(5));
    for (const id of ids) expect(id).toMatch(/^[2346789abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRTUVWXYZ]{5}$/);
    expect(new Set(ids.join('')).size).toBe(ID_ALPHABET.length);
    expect(new Set(ids).size).toBeGreaterThan(1990);
  });
});

describe('block limits agree with the schemas', () => {
  const question = blockDataSchemas.QuestionBlockComponent.shape;
  const fits = (schema: { safeParse: (value: unknown) => { success: boolean } }, value: unknown) =>
    schema.safeParse(value).success;
  it.each([
    [
      'question options',
      question.options,
      (n: number) => Array.from({ length: n }, (_, i) => ({ id: `o${i}`, value: '' })),
      BLOCK_LIMITS.questionOptions,
    ],
    ['answer tags', question.answerTags, (n: number) => Array.from({ length: n }, () => 't'), BLOCK_LIMITS.answerTags],
    ['answer tag length', question.answerTags, (n: number) => ['x'.repeat(n)], BLOCK_LIMITS.answerTagLength],
    [
      'game pairs',
      blockDataSchemas.CVRBlockComponent.shape.pairs,
      (n: number) => Array.from({ length: n }, () => ({ left: '', right: '' })),
      BLOCK_LIMITS.gamePairs,
    ],
    ['embed height', blockDataSchemas.EmbedBlockComponent.shape.height, (n: number) => n, BLOCK_LIMITS.embedHeight.max],
  ] as const)('%s', (_name, schema, make, limit) => {
    expect(fits(schema, make(limit))).toBe(true);
    expect(fits(schema, make(limit + 1))).toBe(false);
  });
  it('embed height minimum', () => {
    const height = blockDataSchemas.EmbedBlockComponent.shape.height;
    expect(height.safeParse(BLOCK_LIMITS.embedHeight.min).success).toBe(true);
    expect(height.safeParse(BLOCK_LIMITS.embedHeight.min - 1).success).toBe(false);
  });
});

describe('question data', () => {
  const question = fresh('QuestionBlockComponent').data;
  const [a, b, c] = question.options.map((option) => option.id) as [string, string, string];

  it('marks several answers for multiple choice and one for single choice', () => {
    const multiple = markCorrect(markCorrect(question, a, true), b, true);
    expect(multiple.answer).toEqual([a, b]);
    expect(markCorrect(multiple, a, false).answer).toEqual([b]);
    const single = changeType(multiple, 'single choice');
    expect(single.answer).toEqual([a]);
    expect(markCorrect(single, c, true).answer).toEqual([c]);
  });

  it('starts answers afresh between choices and free text', () => {
    const chosen = markCorrect(question, a, true);
    expect(changeType(chosen, 'free text').answer).toEqual([]);
    expect(changeType({ ...question, type: 'free text', answer: ['Paris'] }, 'multiple choice').answer).toEqual([]);
  });

  it('removes an option with its feedback and answer', () => {
    const edited = setFeedback(markCorrect(question, b, true), b, 'Yes!');
    expect(edited.feedbackByChoices).toEqual({ [b]: 'Yes!' });
    const removed = removeOption(edited, b);
    expect(removed.options.map((option) => option.id)).not.toContain(b);
    expect(removed.answer).toEqual([]);
    expect(removed.feedbackByChoices).toEqual({});
    expect(setFeedback(edited, b, '').feedbackByChoices).toEqual({});
    expect(addOption(removed, 'zzzzz').options.at(-1)).toEqual({ id: 'zzzzz', value: '' });
  });

  it('parses answer tags', () => {
    expect(parseTags(' history,, Rome , history,')).toEqual(['history', 'Rome']);
    expect(parseTags('')).toEqual([]);
    expect(parseTags('x'.repeat(60))).toEqual(['x'.repeat(40)]);
  });
});

describe('block labels', () => {
  it('names and describes every type', () => {
    for (const type of BLOCK_TYPES) {
      expect(BLOCK_LABELS[type]).toBeTruthy();
      expect(BLOCK_DESCRIPTIONS[type]).toBeTruthy();
    }
  });
});

describe('BlockView', () => {
  it.each(BLOCK_TYPES)('renders a new %s', (type) => {
    expect(view(fresh(type))).toContain(`block-view--${type}`);
  });

  it('renders text html and headings at their level', () => {
    expect(view(withData('TextBlockComponent', { html: '<p>Hello <strong>you</strong></p>' }))).toContain(
      '<p>Hello <strong>you</strong></p>',
    );
    expect(view(withData('HeadingBlockComponent', { text: 'Rome', level: 1 }))).toContain(
      '<h2 class="block-heading block-heading--1" tabindex="-1">Rome</h2>',
    );
  });

  it('gives images their alt text and caption', () => {
    const html = view(
      withData('ImageBlockComponent', {
        url: 'https://cdn.example/forum.jpg',
        alt: 'The Roman forum at dusk',
        caption: 'Rome',
      }),
    );
    expect(html).toContain('alt="The Roman forum at dusk"');
    expect(html).toContain('<figcaption>Rome</figcaption>');
  });

  it('serves an uploaded image in the sizes and formats a page needs, the original as fallback', () => {
    const html = view(
      withData('ImageBlockComponent', {
        url: '/api/media/files/m1/original.jpg',
        media: { id: 'm1', contentType: 'image/jpeg', width: 1300, height: 900 },
        alt: 'Harbour',
      }),
    );
    expect(html).toContain(
      '<source type="image/avif" srcSet="/api/media/files/m1/w400.avif 400w, /api/media/files/m1/w800.avif 800w, /api/media/files/m1/w1200.avif 1200w, /api/media/files/m1/w1300.avif 1300w"',
    );
    expect(html).toContain('<source type="image/webp"');
    expect(html).toMatch(
      /<img class="block-media" src="\/api\/media\/files\/m1\/original.jpg" alt="Harbour" width="1300" height="900"/,
    );
    // A GIF keeps its animation: no other sizes.
    const gif = view(
      withData('ImageBlockComponent', { url: '/a.gif', media: { id: 'm2', contentType: 'image/gif', width: 900 } }),
    );
    expect(gif).not.toContain('<picture');
  });

  it('embeds YouTube without cookies and plays uploads with captions', () => {
    expect(
      view(withData('VideoBlockComponent', { url: 'https://youtu.be/dQw4w9WgXcQ', videoType: 'youtube' })),
    ).toContain('src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
    const upload = view(
      withData('VideoBlockComponent', {
        url: 'https://cdn.example/v.mp4',
        vtts: { en: 'https://cdn.example/v.en.vtt' },
      }),
    );
    expect(upload).toContain('<video');
    expect(upload).toContain('srcLang="en"');
    const uploaded = view(
      withData('VideoBlockComponent', {
        url: '/api/media/files/v1/original.mp4',
        media: { id: 'v1', contentType: 'video/mp4' },
      }),
    );
    expect(uploaded).toContain('poster="/api/media/files/v1/poster.jpg"');
  });

  it('sandboxes embeds and shows them only for https', () => {
    const html = view(withData('EmbedBlockComponent', { url: 'https://example.org/widget', height: 600 }));
    expect(html).toContain('sandbox="allow-scripts allow-same-origin allow-popups"');
    expect(html).toContain('referrerPolicy="no-referrer"');
    expect(html).toContain('height="600"');
    expect(view(withData('EmbedBlockComponent', { url: 'http://example.org/widget' }))).not.toContain('<iframe');
  });

  it('lists question options without controls', () => {
    const question = fresh('QuestionBlockComponent');
    const options = question.data.options.map((option, i) => ({ ...option, value: `Answer ${i}` }));
    const html = view({ ...question, data: { ...question.data, title: 'Capital of Italy?', options } });
    expect(html).toContain('Capital of Italy?');
    for (const option of options) expect(html).toContain(`<li>${option.value}</li>`);
    expect(html).not.toContain('<input');
  });

  it('shows the avatar render state until the video is ready', () => {
    expect(view(fresh('AvatarBlockComponent'))).toContain('Waiting to render');
    expect(view(withData('AvatarBlockComponent', { renderMediaStatus: 'ERROR' }))).toContain('Render failed');
    expect(
      view(withData('AvatarBlockComponent', { renderMediaStatus: 'COMPLETED', url: 'https://cdn.example/a.mp4' })),
    ).toContain('<video class="block-media" controls="" preload="metadata" src="https://cdn.example/a.mp4">');
    const captioned = view(
      withData('AvatarBlockComponent', {
        renderMediaStatus: 'COMPLETED',
        url: '/api/media/files/v1/original.mp4',
        mediaId: 'v1',
        vtts: { en: '/api/media/files/c1/original.vtt' },
      }),
    );
    expect(captioned).toContain('poster="/api/media/files/v1/poster.jpg"');
    expect(captioned).toContain(
      '<track kind="captions" srcLang="en" label="en" src="/api/media/files/c1/original.vtt" default=""/>',
    );
  });

  it('shows a game to play, never its answer key', async () => {
    const pairs = [
      { left: 'cat', right: 'felis' },
      { left: 'dog', right: 'canis' },
    ];
    const authored = withData('CVRBlockComponent', { game: 'word-match', pairs });
    expect(view(authored)).not.toContain('felis');
    const sent = { ...authored, data: { ...authored.data, pairs: [], ...(await learnerGame(authored.id, pairs)) } };
    const html = view(sent);
    expect(html).toMatch(/Word match game.*Pick an item on the left/s);
    for (const word of ['cat', 'felis', 'dog', 'canis'])
      expect(html).toMatch(new RegExp(`aria-pressed="false"[^>]*>${word}<`));
    const memory = view({ ...sent, data: { ...sent.data, game: 'memory' } });
    expect(memory.match(/aria-label="Card \d: face down"/g)).toHaveLength(4);
    expect(memory).not.toContain('felis');
  });

  it('shows audio with its transcript and both quiz messages', () => {
    expect(view(withData('AudioBlockComponent', { url: 'https://cdn.example/a.mp3', transcript: 'Salve' }))).toMatch(
      /<audio.*Salve/s,
    );
    const results = view(fresh('QuizResultsBlockComponent'));
    expect(results).toContain('Well done, you passed!');
    expect(results).toContain('Not quite there yet.');
  });
});

describe('BlockEditor', () => {
  it.each(BLOCK_TYPES)('renders named controls for a new %s', (type) => {
    const html = editor(fresh(type));
    expect(html).toContain(`block-editor--${type}`);
    const controls = html.match(/<(?:input|textarea|select)\b[^>]*>/g) ?? [];
    for (const control of controls) {
      const id = control.match(/\bid="([^"]+)"/)?.[1];
      const named = /aria-label="[^"]+"/.test(control) || (id !== undefined && html.includes(`for="${id}"`));
      expect(named || html.includes(`Expected answer${control}`), control).toBe(true);
    }
  });

  it('edits blocks in place with the learner view’s own look', () => {
    expect(editor(withData('HeadingBlockComponent', { text: 'Rome', level: 2 }))).toMatch(
      /<div class="inline-text block-heading block-heading--2"[^>]*><textarea[^>]*aria-label="Heading"[^>]*>Rome<\/textarea>/,
    );
    const question = fresh('QuestionBlockComponent');
    const html = editor(question);
    expect(html).toContain('<div class="inline-text player-question__title"');
    expect(html.match(/class="player-option option-editor/g)).toHaveLength(question.data.options.length);
    // The rich text's label is for assistive technology; its engine runs in the browser.
    expect(editor(fresh('TextBlockComponent'))).toMatch(/<span id="[^"]+" class="visually-hidden">Text<\/span>/);
  });

  it('marks answers by question type', () => {
    const question = fresh('QuestionBlockComponent');
    expect(editor(question).match(/type="checkbox"/g)).toHaveLength(5);
    const single = editor({ ...question, data: { ...question.data, type: 'single choice' } });
    expect(single.match(/type="radio"/g)).toHaveLength(5);
    const freeText = editor({ ...question, data: { ...question.data, type: 'free text', answer: ['Rome'] } });
    expect(freeText).toContain('value="Rome"');
  });
});

describe('BlockSettings', () => {
  const settings = (block: Block) =>
    renderToStaticMarkup(<BlockSettings block={block} onChange={() => {}} label="Block 1 of 1" />);

  it('holds what learners do not see: addresses, alt text, levels, answer types', () => {
    expect(settings(fresh('ImageBlockComponent'))).toContain('Describe the image for people who cannot see it');
    expect(settings(fresh('HeadingBlockComponent'))).toContain('>Level</label>');
    const question = fresh('QuestionBlockComponent');
    expect(settings(question)).toContain('>Answer type</label>');
    expect(settings(question)).not.toContain('Case sensitive');
    expect(settings({ ...question, data: { ...question.data, type: 'free text' } })).toContain('Case sensitive');
    expect(settings(fresh('EmbedBlockComponent'))).toContain('Height in pixels');
  });

  it('exists only where a block has such things', () => {
    expect(BLOCK_TYPES.filter(hasSettings)).toEqual([
      'HeadingBlockComponent',
      'ImageBlockComponent',
      'VideoBlockComponent',
      'AudioBlockComponent',
      'CVRBlockComponent',
      'EmbedBlockComponent',
      'QuestionBlockComponent',
    ]);
  });

  it('starts open only where the address is the one way in (uploads are offered in place)', () => {
    expect(startsWithSettingsOpen(fresh('EmbedBlockComponent'))).toBe(true);
    expect(startsWithSettingsOpen(withData('VideoBlockComponent', { videoType: 'youtube' }))).toBe(true);
    expect(startsWithSettingsOpen(fresh('ImageBlockComponent'))).toBe(false);
    expect(startsWithSettingsOpen(fresh('VideoBlockComponent'))).toBe(false);
    expect(startsWithSettingsOpen(fresh('HeadingBlockComponent'))).toBe(false);
  });

  it('offers an upload and the media library in place of a missing file', () => {
    for (const type of ['ImageBlockComponent', 'VideoBlockComponent', 'AudioBlockComponent'] as const) {
      const html = editor(fresh(type));
      expect(html).toMatch(/Upload (image|video|audio file)/);
      expect(html).toContain('Media library');
    }
    expect(editor(withData('ImageBlockComponent', { url: 'https://cdn.example/a.png' }))).toContain('Replace image');
  });
});
