import { useQuery } from '@tanstack/react-query';
import { builtInTheme, DEFAULT_THEME, type Theme } from '../../modules/themes/shared';
import { themeQueries } from '../api/themes';

/** The theme a module has chosen: built-in at once, custom once the organisation's themes are loaded; the default when it is gone. */
export function useCourseTheme(themeId: string): Theme {
  const { data: themes } = useQuery(themeQueries.list());
  return themes?.find((t) => t.id === themeId) ?? builtInTheme(themeId) ?? DEFAULT_THEME;
}
