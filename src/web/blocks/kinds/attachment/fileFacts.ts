const UNITS = [
  [1024 ** 3, 'gigabyte'],
  [1024 ** 2, 'megabyte'],
  [1024, 'kilobyte'],
] as const;

/** A file's weight in the learner's language ("1.2 MB", "1,2 Mo"): one decimal under ten, at least 1 kB. */
export function fileSize(bytes: number, locale: string): string {
  const [scale, unit] = UNITS.find(([size]) => bytes >= size) ?? UNITS[2];
  const value = Math.max(1, bytes / scale);
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(value);
}

/** What kind of file it is, as people know it: its extension ("PDF", "DOCX"), else its type's last word. */
export const fileType = (name: string, contentType: string) =>
  (/\.([a-z0-9]{1,5})$/i.exec(name)?.[1] ?? contentType.split(/[/.+-]/).pop() ?? '').toUpperCase();
