import { useQuery } from '@tanstack/react-query';
import { AudioLines, FileText, SquarePlay } from 'lucide-react';
import { useState } from 'react';
import { describeError } from '../../api/errors';
import { type LibraryItem, type LibraryKind, mediaQueries } from '../../api/media';
import { Dialog } from '../../components/Dialog';
import { useDebouncedValue } from '../../hooks/useDebouncedValue';
import { mediaFileUrl, variantFile } from '../../../modules/media/shared';
import { KIND_LABELS, type PickedMedia, withArticle } from './pickedMedia';
import { mediaFacts } from './mediaFacts';

interface MediaLibraryDialogProps {
  /** The kind the block takes: shown first, and the only kind that can be picked (`file`: any kind, all shown). */
  kind: LibraryKind | 'file';
  onPick: (media: PickedMedia) => void;
  onClose: () => void;
}

const FILTERS: Record<LibraryKind | '', string> = {
  '': 'All types',
  image: 'Images',
  video: 'Videos',
  audio: 'Audio',
  document: 'Documents',
};
const ICONS = { video: SquarePlay, audio: AudioLines, document: FileText } as const;
const PAGE_SIZE = 24;

function Preview({ item }: { item: LibraryItem }) {
  if (item.kind === 'image') {
    const small =
      item.status === 'ready' && item.width && item.width > 400
        ? mediaFileUrl(item.mediaId, variantFile(400, 'webp'))
        : item.url;
    return <img src={small} alt="" loading="lazy" />;
  }
  if (item.posterUrl) return <img src={item.posterUrl} alt="" loading="lazy" />;
  const Icon = ICONS[item.kind as keyof typeof ICONS] ?? FileText;
  return <Icon aria-hidden="true" size={32} />;
}

/** The organisation's uploads, newest first: search by name, filter by type, pick one to reuse it. */
export function MediaLibraryDialog({ kind, onPick, onClose }: MediaLibraryDialogProps) {
  const [searchTerm, setSearchTerm] = useState('');
  const [type, setType] = useState<LibraryKind | ''>(kind === 'file' ? '' : kind);
  const [pageNum, setPageNum] = useState(1);
  const debounced = useDebouncedValue(searchTerm.trim(), 250);
  const library = useQuery(mediaQueries.library({ searchTerm: debounced, type, pageNum }));
  const pages = Math.max(1, Math.ceil((library.data?.total ?? 0) / PAGE_SIZE));
  const { noun } = KIND_LABELS[kind];

  return (
    <Dialog title="Media library" wide onClose={onClose}>
      <div className="media-library__filters">
        <label className="field">
          <span>Search by name</span>
          <input
            type="search"
            value={searchTerm}
            data-autofocus
            onChange={(e) => {
              setSearchTerm(e.target.value);
              setPageNum(1);
            }}
          />
        </label>
        <label className="field">
          <span>Type</span>
          <select
            value={type}
            onChange={(e) => {
              setType(e.target.value as LibraryKind | '');
              setPageNum(1);
            }}
          >
            {Object.entries(FILTERS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {library.isPending ? (
        <p className="media-library__state" role="status">
          Loading your organisation's media…
        </p>
      ) : library.isError ? (
        <p className="media-library__state" role="alert">
          {describeError(library.error)}
        </p>
      ) : library.data.items.length === 0 ? (
        <p className="media-library__state">
          {debounced
            ? `Nothing is named like “${debounced}”.`
            : `No ${type ? FILTERS[type].toLowerCase() : 'media'} yet. Files uploaded to any module of your organisation appear here.`}
        </p>
      ) : (
        <ul className="media-library__grid" aria-busy={library.isFetching}>
          {library.data.items.map((item) => {
            const usable = (kind === 'file' || item.kind === kind) && item.status !== 'failed';
            return (
              <li key={item.mediaId}>
                <button
                  type="button"
                  className="media-library__item"
                  disabled={!usable}
                  title={
                    usable
                      ? undefined
                      : item.status === 'failed'
                        ? (item.failure ?? 'Processing failed')
                        : `Not ${withArticle(noun)}`
                  }
                  onClick={() => onPick(item)}
                >
                  <span className="media-library__preview">
                    <Preview item={item} />
                  </span>
                  <span className="media-library__name">{item.name}</span>
                  <span className="media-library__facts">{mediaFacts(item)}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <div className="dialog__actions">
        {pages > 1 && (
          <span className="media-library__pages">
            <button type="button" className="button" disabled={pageNum === 1} onClick={() => setPageNum((p) => p - 1)}>
              Previous
            </button>
            <span>
              Page {pageNum} of {pages}
            </span>
            <button
              type="button"
              className="button"
              disabled={pageNum >= pages}
              onClick={() => setPageNum((p) => p + 1)}
            >
              Next
            </button>
          </span>
        )}
        <button type="button" className="button" onClick={onClose}>
          Close
        </button>
      </div>
    </Dialog>
  );
}
