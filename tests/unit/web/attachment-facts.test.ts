import { describe, expect, it } from 'vitest';
import { kindOfFile } from '../../../src/web/api/media';
import { fileSize, fileType } from '../../../src/web/blocks/kinds/attachment/fileFacts';

describe('an attachment’s facts and the kind of file it uploads', () => {
  it('says a file’s weight in the learner’s language, one decimal under ten, at least 1 kB', () => {
    expect(fileSize(12, 'en')).toBe('1 kB');
    expect(fileSize(120_400, 'en')).toBe('118 kB');
    expect(fileSize(1.25 * 1024 * 1024, 'en')).toBe('1.3 MB');
    expect(fileSize(1.25 * 1024 * 1024, 'fr')).toMatch(/^1,3\s?Mo$/);
    expect(fileSize(3 * 1024 ** 3, 'de')).toMatch(/^3\sGB$/);
  });

  it('names its type by its extension, else by its content type', () => {
    expect(fileType('Fire policy.pdf', 'application/pdf')).toBe('PDF');
    expect(fileType('rota.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).toBe('XLSX');
    expect(fileType('README', 'text/plain')).toBe('PLAIN');
  });

  it('uploads an image, a video or audio as such, anything else as a document', () => {
    const file = (name: string, type: string) => new File(['x'], name, { type });
    expect(kindOfFile(file('a.png', 'image/png'))).toBe('image');
    expect(kindOfFile(file('a.webm', 'video/webm'))).toBe('video');
    expect(kindOfFile(file('a.mp3', 'audio/mpeg'))).toBe('audio');
    expect(kindOfFile(file('a.pdf', 'application/pdf'))).toBe('document');
    expect(kindOfFile(file('a.odt', ''))).toBe('document');
  });
});
