import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { type Content, learnerView } from '../../modules/courses/content';
import { directionOf } from '../../modules/courses/translation/shared';
import type { LearnerModule } from '../../modules/delivery/shared';
import type { Theme } from '../../modules/themes/shared';
import { translationQueries } from '../api/translation';
import { draftInLanguage } from './draftInLanguage';

/**
 * The module as the player receives it (answers hashed), in its theme, made in the browser from the
 * author's copy; with `translated`, in each language the draft has translations for (the player's
 * own chooser switches between them), with the author's own player words in each.
 */
export function useLearnerModule(id: string, revision: number, content: Content, look: Theme, translated: boolean) {
  const queryClient = useQueryClient();
  const overview = useQuery({ ...translationQueries.overview(id), enabled: translated });
  const source = overview.data?.sourceLanguage ?? '';
  const sourceWords = useQuery({ ...translationQueries.playerWords(id, source), enabled: translated && source !== '' });
  const languages = useMemo(
    () =>
      overview.data
        ? [source, ...overview.data.translationStatus.filter((s) => s.translated > 0).map((s) => s.lang)].map(
            (code) => ({ code, dir: directionOf(code) }),
          )
        : [],
    [overview.data, source],
  );
  const build = useCallback(
    async (
      language: string,
      shown: Content,
      playerWords: LearnerModule['playerWords'],
      untranslated: string[] = [],
    ): Promise<LearnerModule> => ({
      id,
      revision,
      publishedAt: '',
      language,
      languages,
      untranslated,
      playerWords,
      ...(await learnerView(shown)),
      look,
    }),
    [id, revision, languages, look],
  );
  const moduleIn = useCallback(
    async (language: string) => {
      if (language === source) return build(language, content, sourceWords.data?.words);
      const [workspace, { words }] = await Promise.all([
        queryClient.fetchQuery(translationQueries.language(id, language)),
        queryClient.fetchQuery(translationQueries.playerWords(id, language)),
      ]);
      const draft = draftInLanguage(content, workspace);
      return build(language, draft.content, words, draft.untranslated);
    },
    [queryClient, id, source, content, build, sourceWords.data],
  );

  const [module, setModule] = useState<LearnerModule | null>(null);
  useEffect(() => {
    let current = true;
    // The draft's language is known once its languages are: until then (or for a published version) none is claimed.
    void build(source, content, sourceWords.data?.words).then((built) => {
      if (current) setModule(built);
    });
    return () => {
      current = false;
    };
  }, [build, source, content, sourceWords.data]);
  return { module, moduleIn: languages.length > 1 ? moduleIn : undefined };
}
