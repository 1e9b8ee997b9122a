import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { type ThemeLook, themeSchema } from '../../modules/themes/shared';
import { request } from './client';
import { latestPosition } from './writePosition';

const oneTheme = z.object({ theme: themeSchema });
const themeList = z.object({ themes: z.array(themeSchema) });

const path = (id: string) => `/themes/${encodeURIComponent(id)}`;

export const themeQueries = {
  all: () => ['themes'] as const,
  /** The built-in themes and the organisation's own, waiting for the newest change this tab knows of. */
  list: () =>
    queryOptions({
      queryKey: [...themeQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => {
        const after = latestPosition();
        return request(`/themes${after ? `?${new URLSearchParams({ after })}` : ''}`, themeList, { signal }).then(
          (r) => r.themes,
        );
      },
    }),
};

export const createTheme = (name: string, from: string, look: Partial<ThemeLook> = {}) =>
  request('/themes', oneTheme, { method: 'POST', body: { ...look, name, from } }).then((r) => r.theme);

export const changeTheme = (id: string, changes: Partial<ThemeLook> & { name?: string }) =>
  request(path(id), oneTheme, { method: 'PUT', body: changes }).then((r) => r.theme);

/** A custom copy, named "<name> (copy)" by the server. */
export const duplicateTheme = (id: string) =>
  request(`${path(id)}/duplicate`, oneTheme, { method: 'POST', body: {} }).then((r) => r.theme);

export const deleteTheme = (id: string) => request(path(id), z.object({ deleted: z.string() }), { method: 'DELETE' });
