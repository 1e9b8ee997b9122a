import { matchRoutes, type RouteObject } from 'react-router';

/** The full pattern of the route a pathname matches ('/edit/:id'); every path in the table is absolute. */
export function matchedPattern(routes: RouteObject[], pathname: string): string | null {
  const matches = matchRoutes(routes, pathname);
  return matches?.findLast((match) => match.route.path !== undefined)?.route.path ?? null;
}
