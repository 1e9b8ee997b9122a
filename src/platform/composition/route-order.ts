/** A route as a set of routes lists it: its method and its path (`:name` for a parameter). */
export type RoutePath = { method: string; path: string };

const segments = new Map<string, string[]>();
/** A path's segments, split once: start-up compares every route with every other. */
function segmentsOf(path: string): string[] {
  const known = segments.get(path);
  if (known) return known;
  const split = path.split('/').filter(Boolean);
  segments.set(path, split);
  return split;
}

/**
 * Whether `first`, registered before `later`, answers the requests meant for it: the same method
 * and segment count, and at every segment either the same word or a parameter of `first`, with at
 * least one parameter of `first` facing a fixed word of `later` (`/courses/:id` before `/courses/recent`).
 */
export function shadows(first: RoutePath, later: RoutePath): boolean {
  if (first.method !== later.method && first.method !== 'ALL') return false;
  const a = segmentsOf(first.path);
  const b = segmentsOf(later.path);
  if (a.length !== b.length || a.some((s) => s.includes('*')) || b.some((s) => s.includes('*'))) return false;
  let wider = false;
  for (let i = 0; i < a.length; i++) {
    const [x, y] = [a[i]!, b[i]!];
    const xParam = x.startsWith(':');
    const yParam = y.startsWith(':');
    if (xParam && !yParam) wider = true;
    else if (!xParam && (yParam || x !== y)) return false;
  }
  return wider;
}

const named = (r: RoutePath) => `${r.method} ${r.path}`;

/** Within one set, in registration order: each route a route registered before it would answer. */
export function shadowedWithin(routes: readonly RoutePath[]): string[] {
  return routes.flatMap((later, j) =>
    routes
      .slice(0, j)
      .flatMap((first) =>
        shadows(first, later) ? [`${named(later)} is answered by ${named(first)}, registered before it`] : [],
      ),
  );
}

/**
 * The sets in an order where no set's parameter answers another set's fixed path: a set goes
 * before every set holding a route that would shadow one of its own; otherwise the given order
 * holds. Throws when two sets each need to go first, or a set shadows its own routes.
 */
export function orderRouteSets<T>(sets: readonly { item: T; routes: readonly RoutePath[] }[]): T[] {
  const problems = sets.flatMap((s) => shadowedWithin(s.routes));
  if (problems.length) throw new Error(`Route order: ${problems.join('; ')}`);
  // The sets whose routes set i would answer if it came first: each must be mounted before it.
  const firstOf = sets.map((mine, i) =>
    sets.flatMap((other, j) =>
      j !== i && other.routes.some((theirs) => mine.routes.some((route) => shadows(route, theirs))) ? [j] : [],
    ),
  );
  const placed: number[] = [];
  while (placed.length < sets.length) {
    const next = sets.findIndex((_, i) => !placed.includes(i) && firstOf[i]!.every((j) => placed.includes(j)));
    if (next === -1) {
      const clashes = sets.flatMap((mine, i) =>
        placed.includes(i)
          ? []
          : sets.flatMap((other, j) =>
              j === i
                ? []
                : other.routes.flatMap((theirs) =>
                    mine.routes.flatMap((route) =>
                      shadows(route, theirs) ? [`${named(route)} would answer ${named(theirs)}`] : [],
                    ),
                  ),
            ),
      );
      throw new Error(`Route order: route sets that each answer a fixed path of another: ${clashes.join('; ')}`);
    }
    placed.push(next);
  }
  return placed.map((j) => sets[j]!.item);
}
