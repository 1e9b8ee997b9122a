import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { translationQueries } from '../api/translation';
import { isApiError } from '../api/errors';
import { ModuleLoadFailed, ModuleLoading } from '../components/ModuleLoadStates';
import { TranslationWorkspace } from '../translation/TranslationWorkspace';

/** /edit/:id/translate/:lang: one language of a module, beside its original. */
export function TranslatePage() {
  const { id = '', lang = '' } = useParams();
  const overview = useQuery(translationQueries.overview(id));
  const workspace = useQuery(translationQueries.language(id, lang));
  const back = (
    <Link to={`/edit/${encodeURIComponent(id)}`} className="button">
      Back to the module
    </Link>
  );
  if (overview.data?.turnedOff)
    return (
      <main className="page page--narrow state">
        <title>Translation is off · Tessera</title>
        <h1>Translation is off</h1>
        <p>{overview.data.turnedOff}</p>
        {back}
      </main>
    );
  if (overview.data && workspace.data)
    return (
      <TranslationWorkspace key={`${id}-${lang}`} courseId={id} workspace={workspace.data} overview={overview.data} />
    );
  const error = overview.error ?? workspace.error;
  if (!error) return <ModuleLoading />;
  return (
    <ModuleLoadFailed
      notFound={isApiError(error, 404)}
      hint="The module may have been deleted, or it is not translated into this language."
      action={back}
      error={error}
      onRetry={() => {
        void overview.refetch();
        void workspace.refetch();
      }}
    />
  );
}
