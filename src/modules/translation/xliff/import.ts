import { z } from 'zod';
import type { ImportedXliff, XliffVersion } from './document';
import { XliffUnreadable } from './document';
import { readRuns } from './read-runs';
import { NotXml, parseXml, type XmlElement } from './xml-tree';

/*
 * Read with sax rather than the `xliff` library's reader, which loses text: it cuts every text that
 * ends in a line break, drops the spaces between two codes in 2.0, drops 2.0 `<mrk>` with its
 * words, and keeps only the last segment of a unit.
 */
function parse(xml: string): XmlElement | null {
  try {
    return parseXml(xml);
  } catch (error) {
    if (!(error instanceof NotXml)) throw error;
    throw new XliffUnreadable(`This file is not XLIFF: it is not well-formed XML (${error.message}).`);
  }
}

const children = (element: XmlElement, ...names: string[]) =>
  element.content.filter((e): e is XmlElement => typeof e === 'object' && names.includes(e.name));

const languageTag = z.string().regex(/^[A-Za-z]{1,8}(?:[-_][A-Za-z0-9]{1,8})*$/);

function language(value: string | undefined, where: string): string {
  if (!value) throw new XliffUnreadable(`This XLIFF file does not name its ${where}.`);
  const parsed = languageTag.safeParse(value);
  if (!parsed.success)
    throw new XliffUnreadable(`This XLIFF file names its ${where} "${value}", which is not a language tag.`);
  return parsed.data;
}

function rootOf(xml: string): { root: XmlElement; version: XliffVersion } {
  const root = parse(xml);
  if (!root) throw new XliffUnreadable('This file is not XLIFF: it holds no XML element.');
  if (root.name !== 'xliff') throw new XliffUnreadable(`This file is not XLIFF: it is a <${root.name}> document.`);
  const version = root.attributes.version;
  if (version === undefined) throw new XliffUnreadable('This file is not XLIFF: its <xliff> element has no version.');
  if (version !== '1.2' && version !== '2.0') {
    throw new XliffUnreadable(`This file is XLIFF ${version}; Tessera reads XLIFF 1.2 and 2.0.`);
  }
  return { root, version };
}

function onlyFile(root: XmlElement): XmlElement {
  const files = children(root, 'file');
  if (files.length === 0) throw new XliffUnreadable('This XLIFF file holds no <file>, so no course to read.');
  if (files.length > 1) {
    throw new XliffUnreadable(
      `This XLIFF file holds ${files.length} <file> elements; Tessera reads one course per file, as it exported it.`,
    );
  }
  return files[0]!;
}

/** Units in document order, through any groups a CAT tool added. */
const unitsIn = (container: XmlElement, unit: string): XmlElement[] =>
  children(container, unit, 'group').flatMap((e) => (e.name === 'group' ? unitsIn(e, unit) : [e]));

const unitId = z.string().min(1).max(200);

/** 1.2: one `<source>`, one `<target>` at most. */
function unit12(unit: XmlElement) {
  const target = children(unit, 'target').slice(0, 1);
  return {
    source: readRuns(children(unit, 'source').slice(0, 1), '1.2'),
    target: target.length ? readRuns(target, '1.2') : null,
  };
}

/** 2.0: a CAT tool may split a unit into segments and ignorables; an ignorable without target stays as it is. */
function unit20(unit: XmlElement) {
  const parts = children(unit, 'segment', 'ignorable');
  const translated = parts.some((part) => children(part, 'target').length);
  const targets = parts.flatMap((part) => {
    const target = children(part, 'target');
    return target.length || part.name === 'segment' ? target : children(part, 'source');
  });
  return {
    source: readRuns(
      parts.flatMap((part) => children(part, 'source')),
      '2.0',
    ),
    target: translated ? readRuns(targets, '2.0') : null,
  };
}

/** Where each version keeps the course's id and the languages. */
const LAYOUT = {
  '1.2': { courseId: 'original', languagesOn: 'file', source: 'source-language', target: 'target-language' },
  '2.0': { courseId: 'id', languagesOn: 'xliff', source: 'srcLang', target: 'trgLang' },
} as const;

/** A translator's XLIFF 1.2 or 2.0 file of one course, as Tessera exported it or as a CAT tool saved it. */
export function importXliff(xml: string): ImportedXliff {
  const { root, version } = rootOf(xml);
  const file = onlyFile(root);
  const layout = LAYOUT[version];
  const courseId = file.attributes[layout.courseId];
  if (!courseId) {
    throw new XliffUnreadable(`This XLIFF file does not name its course (${layout.courseId} on <file>).`);
  }
  const languages = (layout.languagesOn === 'file' ? file : root).attributes;
  const sourceLanguage = language(
    languages[layout.source],
    `source language (${layout.source} on <${layout.languagesOn}>)`,
  );
  const targetLanguage = language(
    languages[layout.target],
    `target language (${layout.target} on <${layout.languagesOn}>)`,
  );
  const units =
    version === '1.2' ? children(file, 'body').flatMap((body) => unitsIn(body, 'trans-unit')) : unitsIn(file, 'unit');
  return {
    version,
    courseId,
    sourceLanguage,
    targetLanguage,
    units: units.flatMap((unit) => {
      const id = unitId.safeParse(unit.attributes.id);
      return id.success ? [{ id: id.data, ...(version === '1.2' ? unit12(unit) : unit20(unit)) }] : [];
    }),
  };
}
