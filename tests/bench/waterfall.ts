/** What a page fetched (Resource Timing), and how many of its requests had to wait for one another. */
export type Fetched = {
  url: string;
  initiator: string;
  /** ms since the navigation started */
  start: number;
  end: number;
  /** the body as it came over the wire (compressed), and decoded */
  sentBytes: number;
  bytes: number;
};

const kindOf = (f: Fetched) =>
  f.initiator === 'navigation'
    ? 'html'
    : f.url.endsWith('.woff2')
      ? 'fonts'
      : f.url.endsWith('.js')
        ? 'js'
        : f.url.endsWith('.css')
          ? 'css'
          : f.url.startsWith('/api/delivery/')
            ? 'moduleJson'
            : 'other';

/** What the cover is made of: the page, its scripts and styles, the module, the fonts (not pictures, nor the view count). */
const COVER_KINDS = new Set(['html', 'js', 'css', 'moduleJson', 'fonts']);

/**
 * The longest chain of the cover's requests, each begun after the one before it had ended, among
 * those over by `before` (the page's own request is the first): how many round trips the page
 * waited for in series.
 */
export function requestsInSeries(fetched: readonly Fetched[], before: number): number {
  const done = fetched.filter((f) => f.end <= before && COVER_KINDS.has(kindOf(f))).sort((a, b) => a.start - b.start);
  const depth: number[] = [];
  done.forEach((f, i) => {
    const after = done.slice(0, i).flatMap((g, j) => (g.end <= f.start ? [depth[j]!] : []));
    depth.push(1 + Math.max(0, ...after));
  });
  return Math.max(0, ...depth);
}

/** Bytes as sent and decoded, and files, per kind of file. */
export function sentBytesByKind(fetched: readonly Fetched[]) {
  const byKind: Record<string, { files: number; sentBytes: number; bytes: number }> = {};
  for (const f of fetched) {
    const kind = byKind[kindOf(f)] ?? { files: 0, sentBytes: 0, bytes: 0 };
    byKind[kindOf(f)] = kind;
    kind.files++;
    kind.sentBytes += f.sentBytes;
    kind.bytes += f.bytes;
  }
  return byKind;
}
