/** SPEC §5: what a package download is called. */
export type PackageKind = 'dispatch' | 'bundled';

const RULES: Record<PackageKind, { separator: string; max: number; fallback: string }> = {
  dispatch: { separator: '-', max: 60, fallback: 'Page-Title' },
  bundled: { separator: '_', max: 50, fallback: 'Course' },
};

/** Accents and punctuation stripped; spaces become "-" (dispatch, cut to 60) or "_" (bundled, cut to 50). */
function packageBaseName(title: string, kind: PackageKind): string {
  const { separator, max, fallback } = RULES[kind];
  const words = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9\s]/g, '')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const name = words
    .join(separator)
    .slice(0, max)
    .replace(new RegExp(`\\${separator}+$`), '');
  return name || fallback;
}

export const packageFileName = (title: string, kind: PackageKind) => `${packageBaseName(title, kind)}.zip`;
