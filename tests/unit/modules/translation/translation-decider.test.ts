import { describe, expect, it } from 'vitest';
import type { Block } from '../../../../src/modules/courses/content/blocks';
import { courseDecider } from '../../../../src/modules/courses/decider';
import type { CourseEvent } from '../../../../src/modules/courses/events';
import { sourceHash } from '../../../../src/modules/courses/translation/segment-hash';
import { segmentsOf } from '../../../../src/modules/courses/translation/segments';
import { translationStatus } from '../../../../src/modules/courses/translation/translation-status';
import { fold } from '../../../../src/platform/commands/decider';
import { deciderSpec } from '../../../support/decider-spec';

const onCourse = { courseId: 'c1', orgId: 'o1' };
const text: Block = {
  id: 't1',
  type: 'TextBlockComponent',
  title: '',
  data: { html: '<p>The <strong>red</strong> door</p>' },
};
const given: CourseEvent[] = [
  { type: 'CourseCreated', data: { courseId: 'c1', orgId: 'o1', createdBy: 'u1', title: 'Safety', description: '' } },
  { type: 'PageAdded', data: { courseId: 'c1', pageId: 'p1', index: 0 } },
  { type: 'SectionAdded', data: { courseId: 'c1', pageId: 'p1', sectionId: 's1', index: 0, sizes: 'co-12' } },
  { type: 'BlockAdded', data: { courseId: 'c1', sectionId: 's1', index: 0, block: text } },
];
const chosen: CourseEvent = {
  type: 'TranslationLanguagesChosen',
  data: { courseId: 'c1', sourceLanguage: 'en', languages: ['es', 'ar'] },
};
const translated = (origin: 'machine' | 'human', id: string, textValue: string, source: string): CourseEvent => ({
  type: 'SegmentsTranslated',
  data: {
    courseId: 'c1',
    sourceLanguage: 'en',
    language: 'es',
    origin,
    segments: [{ id, text: textValue, source, sourceHash: sourceHash(source) }],
  },
});
const drafting: CourseEvent = { type: 'DraftingStarted', data: { courseId: 'c1' } };

const spec = deciderSpec(courseDecider);
const stateAfter = (events: CourseEvent[]) => {
  const state = fold(courseDecider, events);
  if (!state.exists) throw new Error('no course');
  return state.course;
};
const statusAfter = (events: CourseEvent[]) => {
  const course = stateAfter(events);
  return translationStatus(segmentsOf(course.content), course.translations);
};

describe('translation decider', () => {
  it('chooses languages, the first being the module’s own; a draft starts', () => {
    spec
      .given(given)
      .when({ type: 'ChooseLanguages', ...onCourse, languages: ['en', 'es', 'ar', 'es'] })
      .thenEmits([chosen, drafting]);
    spec
      .given([...given, chosen, drafting])
      .when({ type: 'ChooseLanguages', ...onCourse, languages: ['en', 'es', 'ar'] })
      .thenEmitsNothing();
  });

  it('keeps the module’s own language once it has translations', () => {
    const withTranslation = [...given, chosen, translated('machine', 'title', 'Seguridad', 'Safety')];
    spec
      .given(withTranslation)
      .when({ type: 'ChooseLanguages', ...onCourse, languages: ['fr', 'es'] })
      .thenThrows(/cannot change while it has translations/);
    spec
      .given([...given, chosen])
      .when({ type: 'ChooseLanguages', ...onCourse, languages: ['fr', 'es'] })
      .thenEmits([
        { type: 'TranslationLanguagesChosen', data: { courseId: 'c1', sourceLanguage: 'fr', languages: ['es'] } },
        drafting,
      ]);
  });

  it('records translations with the source they were made from, sanitising rich text', () => {
    spec
      .given([...given, chosen, drafting])
      .when({
        type: 'RecordTranslations',
        ...onCourse,
        language: 'es',
        origin: 'human',
        segments: [
          { id: 't1.html', text: '<p>La puerta <strong>roja</strong><script>x()</script></p>', source: text.data.html },
        ],
      })
      .thenEmits([
        {
          type: 'SegmentsTranslated',
          data: {
            courseId: 'c1',
            sourceLanguage: 'en',
            language: 'es',
            origin: 'human',
            segments: [
              {
                id: 't1.html',
                text: '<p>La puerta <strong>roja</strong></p>',
                source: text.data.html,
                sourceHash: sourceHash(text.data.html),
              },
            ],
          },
        },
      ]);
  });

  it('refuses fields the module does not have and languages it is not translated into; writes nothing for what is already so', () => {
    const base = [...given, chosen, drafting];
    const record = (language: string, id: string) => ({
      type: 'RecordTranslations' as const,
      ...onCourse,
      language,
      origin: 'human' as const,
      segments: [{ id, text: 'x', source: 'Safety' }],
    });
    spec.given(base).when(record('es', 'nope.html')).thenThrows('Invalid segments: nope.html not in this module');
    spec.given(base).when(record('de', 'title')).thenThrows('Invalid language: de is not a language of this module');
    spec
      .given([...base, translated('human', 'title', 'x', 'Safety')])
      .when(record('es', 'title'))
      .thenEmitsNothing();
  });

  it('a changed source makes its translation outdated, never silently stale; translating it again brings it back', () => {
    const base = [
      ...given,
      chosen,
      translated('machine', 't1.html', '<p>La puerta <strong>roja</strong></p>', text.data.html),
    ];
    expect(statusAfter(base).find((s) => s.lang === 'es')).toMatchObject({
      state: 'in_progress',
      translated: 1,
      total: 2,
    });
    const complete = [...base, translated('machine', 'title', 'Seguridad', 'Safety')];
    expect(statusAfter(complete)[0]).toMatchObject({ state: 'machine_translated', translated: 2, outdated: 0 });
    const changed: CourseEvent = {
      type: 'BlockChanged',
      data: { courseId: 'c1', block: { ...text, data: { html: '<p>The <strong>green</strong> door</p>' } } },
    };
    expect(statusAfter([...complete, changed])[0]).toMatchObject({ state: 'outdated', translated: 1, outdated: 1 });
    const again = translated(
      'human',
      't1.html',
      '<p>La puerta <strong>verde</strong></p>',
      '<p>The <strong>green</strong> door</p>',
    );
    expect(statusAfter([...complete, changed, again])[0]).toMatchObject({ state: 'in_review', outdated: 0, human: 1 });
    // An undo that brings the old source back makes the old translation current again.
    const undone: CourseEvent = { type: 'BlockChanged', data: { courseId: 'c1', block: text } };
    expect(statusAfter([...complete, changed, undone])[0]).toMatchObject({ state: 'machine_translated', outdated: 0 });
  });

  it('reviews only a complete, current language; a machine translation afterwards takes the mark away', () => {
    const partial = [...given, chosen, translated('machine', 'title', 'Seguridad', 'Safety')];
    spec
      .given(partial)
      .when({ type: 'ReviewLanguage', ...onCourse, language: 'es', reviewed: true })
      .thenThrows('Invalid reviewed: 1 fields still need a translation and 0 are outdated');
    const complete = [...partial, translated('human', 't1.html', '<p>La puerta</p>', text.data.html)];
    const reviewed: CourseEvent = {
      type: 'TranslationReviewed',
      data: { courseId: 'c1', language: 'es', reviewed: true },
    };
    spec
      .given(complete)
      .when({ type: 'ReviewLanguage', ...onCourse, language: 'es', reviewed: true })
      .thenEmits([reviewed]);
    expect(statusAfter([...complete, reviewed])[0]!.state).toBe('translated');
    expect(
      statusAfter([...complete, reviewed, translated('human', 'title', 'Seguridad ante todo', 'Safety')])[0]!.state,
    ).toBe('translated');
    expect(statusAfter([...complete, reviewed, translated('machine', 'title', 'Seguridad', 'Safety')])[0]!.state).toBe(
      'in_review',
    );
  });

  it('removes a language with its translations; added again, it starts afresh', () => {
    const base = [...given, chosen, translated('machine', 'title', 'Seguridad', 'Safety')];
    spec
      .given(base)
      .when({ type: 'RemoveLanguage', ...onCourse, language: 'es' })
      .thenEmits([
        { type: 'TranslationLanguagesChosen', data: { courseId: 'c1', sourceLanguage: 'en', languages: ['ar'] } },
        drafting,
      ]);
    const removed: CourseEvent = {
      type: 'TranslationLanguagesChosen',
      data: { courseId: 'c1', sourceLanguage: 'en', languages: ['ar'] },
    };
    expect(stateAfter([...base, removed, chosen]).translations.byLanguage.es).toEqual({
      segments: {},
      reviewed: false,
    });
  });
});
