import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { authoringQueries } from '../api/authoring';
import { courseQueries } from '../api/courses';
import { isApiError } from '../api/errors';
import { ErrorState } from '../components/ErrorState';
import { ContentPreview } from '../editor/ContentPreview';
import { ArrowLeft } from 'lucide-react';

type Mode = 'published' | 'draft' | 'side-by-side';

/** /preview/{id} (published), /preview/draft/{id} and /preview/side-by-side/{id} (draft next to published). */
export function PreviewPage({ mode }: { mode: Mode }) {
  const { id = '' } = useParams();
  const draft = useQuery({ ...courseQueries.detail(id), enabled: mode !== 'published' });
  const published = useQuery({ ...authoringQueries.published(id), enabled: mode !== 'draft', retry: false });

  const draftView = draft.data ? (
    <ContentPreview content={draft.data.course.content} label="Draft" />
  ) : (
    <Status query={draft} what="draft" />
  );
  const publishedView = published.data ? (
    <ContentPreview content={published.data.course.content} label="Published version" />
  ) : (
    <Status query={published} what="published version" />
  );

  return (
    <main className={`page preview preview--${mode}`}>
      <title>Preview · Tessera</title>
      <nav className="preview__bar" aria-label="Preview">
        <Link to={`/edit/${encodeURIComponent(id)}`}>
          <ArrowLeft aria-hidden="true" size={16} /> Back to the editor
        </Link>
        {mode !== 'side-by-side' && (
          <Link to={`/preview/side-by-side/${encodeURIComponent(id)}`}>Compare draft and published</Link>
        )}
      </nav>
      {mode === 'draft' && draftView}
      {mode === 'published' && publishedView}
      {mode === 'side-by-side' && (
        <div className="preview__columns">
          <section aria-label="Draft">
            <h2 className="preview__heading">Draft</h2>
            {draftView}
          </section>
          <section aria-label="Published">
            <h2 className="preview__heading">Published</h2>
            {publishedView}
          </section>
        </div>
      )}
    </main>
  );
}

function Status({
  query,
  what,
}: {
  query: { isError: boolean; error: unknown; refetch: () => unknown };
  what: string;
}) {
  if (!query.isError) return <p role="status">Loading the {what}…</p>;
  if (isApiError(query.error, 404))
    return (
      <p className="state">
        There is no {what} to show{what === 'published version' ? ': this module is not published' : ''}.
      </p>
    );
  return (
    <ErrorState title={`The ${what} could not be loaded`} error={query.error} onRetry={() => void query.refetch()} />
  );
}
