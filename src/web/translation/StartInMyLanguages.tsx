import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
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
  // Shown at once (a mutation's own state arrives a moment later; the checkbox would jump back).
  const [chosen, setChosen] = useState<boolean | null>(null);
  const change = useMutation({
    mutationFn: (on: boolean) => changeUserSetting('enableTranslations', on),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueries.info().queryKey }),
  });
  if (!user.data || usual.length === 0) return null;
  const on = chosen ?? user.data.settings.enableTranslations === true;
  return (
    <div className="translations-panel__usual">
      <label>
        <input
          type="checkbox"
          checked={on}
          disabled={change.isPending}
          onChange={(e) => {
            setChosen(e.target.checked);
            change.mutate(e.target.checked, { onSettled: () => setChosen(null) });
          }}
        />{' '}
        Start my new modules in my languages ({usual.map(languageName).join(', ')})
      </label>
      <FormAlert error={change.error} />
    </div>
  );
}
