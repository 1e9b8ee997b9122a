const primary = (code: string) => code.split('-')[0]!.toLowerCase();

/**
 * The offered language that answers a wish: the same tag (any case), else the same primary
 * language (es-MX finds es, pt finds pt-BR); null when none does.
 */
export function matchLanguage(offered: readonly string[], wanted: string): string | null {
  const lower = wanted.toLowerCase();
  return (
    offered.find((code) => code.toLowerCase() === lower) ??
    offered.find((code) => primary(code) === primary(wanted)) ??
    null
  );
}
