import { AppError, badRequest } from '../../platform/errors';
import {
  type HeavyWork,
  WorkFailed,
  WorkOutOfMemory,
  WorkTimedOut,
  type WorkerTask,
} from '../../platform/workers/pool';
import {
  blockLabel,
  type Course,
  fieldName,
  MAX_TRANSLATED_TEXT,
  type Segment,
  segmentState,
  segmentsOf,
  type TranslatedText,
} from '../courses';
import { alignCodes } from './align-codes';
import { structureLost } from './html-structure';
import { htmlToTagged, runsText, taggedToHtml, textToTagged, type Tagged } from './inline-codes';
import type { ImportedXliff, XliffVersion } from './xliff';

const taggedOf = (kind: Segment['kind'], text: string): Tagged =>
  kind === 'html' ? htmlToTagged(text) : textToTagged(text);

/** Where a field sits, for the translator: "Question ‘What is…’ · Option 2". */
function placeOf(course: Course, segment: Segment): string {
  const block = segment.blockId ? course.content.blocks[segment.blockId] : undefined;
  const label = block ? blockLabel(block) : '';
  return label && segment.field !== 'text' ? `${fieldName(segment)} · in “${label}”` : fieldName(segment);
}

/**
 * One language of the module as an XLIFF file: every field, its source with numbered codes, its
 * current translation as the target. An outdated translation is no target (the field is to do
 * again) but is kept in the note for reference.
 */
export async function xliffOf(course: Course, language: string, version: XliffVersion): Promise<string> {
  // The XLIFF library is loaded with the first file asked for, not at start-up.
  const { exportXliff } = await import('./xliff/export');
  const translation = course.translations.byLanguage[language];
  const units = segmentsOf(course.content).map((segment) => {
    const source = taggedOf(segment.kind, segment.source);
    const current = translation?.segments[segment.id];
    const state = segmentState(segment, translation);
    const note =
      state === 'outdated' && current
        ? `${placeOf(course, segment)}. The source changed since this translation: ${runsText(taggedOf(segment.kind, current.text).runs)}`
        : placeOf(course, segment);
    const target =
      current && state !== 'outdated' ? alignCodes(source, taggedOf(segment.kind, current.text)) : undefined;
    return { id: segment.id, note, source, ...(target ? { target } : {}) };
  });
  return exportXliff(
    {
      courseId: course.id,
      courseTitle: course.content.title,
      sourceLanguage: course.translations.sourceLanguage,
      targetLanguage: language,
      units,
    },
    version,
  );
}

const languageName = (code: string) => {
  try {
    return `${new Intl.DisplayNames(['en'], { type: 'language' }).of(code)} (${code})`;
  } catch {
    return code;
  }
};

const sameLanguage = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const sameRuns = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The translations an XLIFF file brings for one language of the module. A file made for another
 * module, another language, or from a source that has changed since it was exported is refused,
 * naming the mismatch: importing it would put translations on words they were not made for.
 */
export function translationsFromXliff(course: Course, language: string, file: ImportedXliff) {
  if (file.courseId !== course.id)
    throw badRequest(`This file is for another module (${file.courseId}), not “${course.content.title}”`);
  if (!sameLanguage(file.targetLanguage, language))
    throw badRequest(`This file translates into ${languageName(file.targetLanguage)}, not ${languageName(language)}`);
  if (!sameLanguage(file.sourceLanguage, course.translations.sourceLanguage))
    throw badRequest(
      `This file translates from ${languageName(file.sourceLanguage)}, but the module is in ${languageName(course.translations.sourceLanguage)}`,
    );
  const segments = new Map(segmentsOf(course.content).map((s) => [s.id, s]));
  const changed = file.units.filter((unit) => {
    const segment = segments.get(unit.id);
    return !segment || !sameRuns(taggedOf(segment.kind, segment.source).runs, unit.source);
  });
  if (changed.length) {
    const named = changed.slice(0, 3).map((u) => {
      const segment = segments.get(u.id);
      return segment ? placeOf(course, segment) : `${u.id} (removed)`;
    });
    throw badRequest(
      `This file was exported from an older version of the module: ${changed.length} field${changed.length === 1 ? '' : 's'} changed since (${named.join('; ')}${changed.length > 3 ? '; …' : ''}). Export the file again and translate the new version.`,
      { segments: changed.map((u) => u.id) },
    );
  }
  const translated: TranslatedText[] = file.units.flatMap((unit) => {
    const segment = segments.get(unit.id)!;
    if (!unit.target || runsText(unit.target).trim() === '') return [];
    const source = taggedOf(segment.kind, segment.source);
    const text = segment.kind === 'html' ? taggedToHtml(unit.target, source.codes) : runsText(unit.target);
    return [{ id: unit.id, text, source: segment.source }];
  });
  const broken = translated.flatMap((t) => {
    const segment = segments.get(t.id)!;
    const lost = segment.kind === 'html' ? structureLost(segment.source, t.text) : null;
    return lost ? [{ id: t.id, lost, place: placeOf(course, segment) }] : [];
  });
  if (broken.length) {
    const named = broken.slice(0, 3).map((b) => `${b.place}: ${b.lost}`);
    throw badRequest(
      `${broken.length === 1 ? 'A translation has' : `${broken.length} translations have`} lost a code its source has (${named.join('; ')}${broken.length > 3 ? '; …' : ''}). Put the codes back around the same words as in the source and import the file again.`,
      { segments: broken.map((b) => b.id) },
    );
  }
  const tooLong = translated.filter((t) => t.text.length > MAX_TRANSLATED_TEXT);
  if (tooLong.length) {
    const named = tooLong.slice(0, 3).map((t) => placeOf(course, segments.get(t.id)!));
    throw badRequest(
      `${tooLong.length === 1 ? 'A translation is' : `${tooLong.length} translations are`} longer than the ${MAX_TRANSLATED_TEXT.toLocaleString('en')} characters a field holds (${named.join('; ')}${tooLong.length > 3 ? '; …' : ''}). Shorten ${tooLong.length === 1 ? 'it' : 'them'} and import the file again.`,
      { segments: tooLong.map((t) => t.id) },
    );
  }
  return translated;
}

/** `fire-safety.es.xlf`: the title's letters and digits, the language, the version for 1.2. */
export function xliffFileName(title: string, language: string, version: XliffVersion) {
  const name =
    title
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .toLowerCase()
      .slice(0, 60) || 'module';
  return `${name}.${language}${version === '1.2' ? '.xliff12' : ''}.xlf`;
}

const IMPORT_XLIFF: WorkerTask = { file: new URL('./xliff/import.ts', import.meta.url).href, name: 'importXliff' };
/** How long reading one XLIFF file may take, off the event loop. */
const XLIFF_READ_SECONDS = 30;

/** An uploaded XLIFF file read in a worker thread: a large or deeply nested file takes a parser's time and memory. */
export async function readXliff(heavy: HeavyWork, xml: string): Promise<ImportedXliff> {
  try {
    return await heavy.run<ImportedXliff>(IMPORT_XLIFF, xml, { timeoutMs: XLIFF_READ_SECONDS * 1000 });
  } catch (error) {
    if (error instanceof WorkOutOfMemory || error instanceof WorkTimedOut)
      throw new AppError('payload_too_large', 'This XLIFF file is too large or too deeply nested to read.');
    if (error instanceof WorkFailed)
      throw badRequest(
        error.name === 'RangeError'
          ? 'This XLIFF file is nested too deeply to read.'
          : `This XLIFF file is damaged: it cannot be read (${error.message.slice(0, 200)}).`,
      );
    throw error;
  }
}
