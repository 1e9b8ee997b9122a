/**
 * What a field shows: the user's unsaved value if there is one; otherwise what they last typed if
 * the server's copy is that value as the server stores it (e.g. trimmed), so a save landing
 * mid-typing never eats a trailing space; otherwise the server's copy.
 */
export function shownValue(
  unsaved: string | undefined,
  lastTyped: string | undefined,
  server: string,
  normalize: (value: string) => string,
): string {
  if (unsaved !== undefined) return unsaved;
  if (lastTyped !== undefined && normalize(lastTyped) === server) return lastTyped;
  return server;
}
