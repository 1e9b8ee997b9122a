import { FONT_SUBSETS, fontFiles, FONTS, type FontSubset } from '../../modules/themes/shared';

/** SPEC §9: the font loader gives up after 3 s; the text stays in the fallback stack, never invisible. */
const FONT_LOAD_TIMEOUT_MS = 3000;

const added = new Set<string>();

/** Registers a font's faces with the document once (FontFace, so no style sheet is injected: CSP holds). */
function register(fontId: string, base: string): { face: FontFace; subset: FontSubset }[] {
  return fontFiles(fontId).flatMap(({ font, subset, weight, file }) => {
    const key = `${base}${file}`;
    if (added.has(key)) return [];
    added.add(key);
    const face = new FontFace(font.family, `url("${base}${file}") format("woff2")`, {
      weight: String(weight),
      style: 'normal',
      display: 'swap',
      unicodeRange: FONT_SUBSETS[subset],
    });
    document.fonts.add(face);
    return [{ face, subset }];
  });
}

/**
 * Makes the theme's fonts available from `base` (`/api/fonts/` on Tessera, `fonts/` in a package)
 * and resolves when the latin faces are in, or when the time-out passes (true: all loaded).
 */
export async function loadThemeFonts(
  fontIds: string[],
  base: string,
  timeoutMs = FONT_LOAD_TIMEOUT_MS,
): Promise<boolean> {
  if (typeof FontFace === 'undefined') return false;
  const faces = fontIds.filter((id) => FONTS.some((f) => f.id === id)).flatMap((id) => register(id, base));
  const latin = faces.filter((f) => f.subset === 'latin').map((f) => f.face);
  const loaded = Promise.all(latin.map((face) => face.load())).then(
    () => true,
    () => false,
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([loaded, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
