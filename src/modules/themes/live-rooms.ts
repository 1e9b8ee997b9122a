/** The organisation's themes (the Theme tab): members hear which theme changed, and refetch (shared with the web app). */
export const THEMES_ROOM = 'themes';
