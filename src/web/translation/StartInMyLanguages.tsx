import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { userQueries } from '../api/auth';
import { changeUserSetting, preferredLanguagesQuery } from '../api/preferences';
import { FormAlert } from '../components/FormAlert';
import { languageName } from './languages';

/**
 * The author's usual languages (their preferred translations: each language they add joins them)
 * and whether their new modules start with them (SPEC §3 User enableTranslations).
 */
export function StartInMyLanguages({ sourceLanguage }: { sourceLanguage: string }) {
  const queryClient = useQueryClient();
  const user = useQuery(userQueries.info());
  const usual = (useQuery(preferredLanguagesQuery()).data ?? []).filter((code) => code !== sourceLanguage);
  const change = useMutation({
    mutationFn: (on: boolean) => changeUserSetting('enableTranslations', on),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueries.info().queryKey }),
  });
  if (!user.data || usual.length === 0) return null;
  const on = change.isPending ? (change.variables ?? false) : user.data.settings.enableTranslations === true;
  return (
    <div className="translations-panel__usual">
      <label>
        <input
          type="checkbox"
          checked={on}
          disabled={change.isPending}
          onChange={(e) => change.mutate(e.target.checked)}
        />{' '}
        Start my new modules in my languages ({usual.map(languageName).join(', ')})
      </label>
      <FormAlert error={change.error} />
    </div>
  );
}
