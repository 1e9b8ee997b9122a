import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { authoringQueries } from '../api/authoring';
import { courseQueries } from '../api/courses';
import { isApiError } from '../api/errors';
import { ErrorState } from '../components/ErrorState';
import { DeviceSwitch, isDevice } from '../preview/DeviceSwitch';
import { LearnerPreview } from '../preview/LearnerPreview';
import { ArrowLeft } from 'lucide-react';

type Mode = 'published' | 'draft' | 'side-by-side';

/**
 * /preview/{id} (published), /preview/draft/{id} and /preview/side-by-side/{id} (draft next to
 * published): the module as learners take it, at a desktop, tablet or phone width (?device=).
 */
export function PreviewPage({ mode }: { mode: Mode }) {
  const { id = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const asked = search.get('device');
  const device = isDevice(asked) ? asked : 'desktop';
  const draft = useQuery({ ...courseQueries.detail(id), enabled: mode !== 'published' });
  const published = useQuery({ ...authoringQueries.published(id), enabled: mode !== 'draft', retry: false });

  const draftView = draft.data ? (
    <LearnerPreview
      id={id}
      revision={draft.data.revision}
      content={draft.data.course.content}
      label="Draft"
      translated
    />
  ) : (
    <Status query={draft} what="draft" />
  );
  const publishedView = published.data ? (
    <LearnerPreview
      id={id}
      revision={published.data.revision}
      content={published.data.course.content}
      label="Published version"
    />
  ) : (
    <Status query={published} what="published version" />
  );

  return (
    <main className={`page preview preview--${mode} preview--${device}`}>
      <title>Preview · Tessera</title>
      <nav className="preview__bar" aria-label="Preview">
        <Link to={`/edit/${encodeURIComponent(id)}`}>
          <ArrowLeft aria-hidden="true" size={16} /> Back to the editor
        </Link>
        {mode !== 'side-by-side' && (
          <Link to={`/preview/side-by-side/${encodeURIComponent(id)}`}>Compare draft and published</Link>
        )}
        <DeviceSwitch device={device} onChange={(next) => setSearch(next === 'desktop' ? {} : { device: next })} />
      </nav>
      {mode === 'draft' && draftView}
      {mode === 'published' && publishedView}
      {mode === 'side-by-side' && (
        <div className="preview__columns">
          <div>
            <h2 className="preview__heading">Draft</h2>
            {draftView}
          </div>
          <div>
            <h2 className="preview__heading">Published</h2>
            {publishedView}
          </div>
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
