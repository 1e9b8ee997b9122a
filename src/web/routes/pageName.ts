/**
 * SPEC §2: the tracked page name is "the route name in capitals with dashes replaced by spaces".
 * The route name is the last static segment of the matched route pattern (parameters such as
 * ':id' and the catch-all are skipped):
 *   '/edit/:id' → 'EDIT', '/author/home/my-content' → 'MY CONTENT', '/create-module' → 'CREATE MODULE',
 *   '/admin/mono-test/' → 'MONO TEST', '/organization-settings' → 'ORGANIZATION SETTINGS'.
 * The catch-all '*' is 'NOT FOUND'. Single sign-on ('/sso', '/sso/:id') is not tracked: null.
 */
export function pageName(pattern: string): string | null {
  const segments = pattern.split('/').filter((segment) => segment !== '');
  if (segments[0] === 'sso') return null;
  if (segments.length === 1 && segments[0] === '*') return 'NOT FOUND';
  const name = segments.filter((segment) => !segment.startsWith(':') && segment !== '*').at(-1);
  return name ? name.replace(/-/g, ' ').toUpperCase() : null;
}
