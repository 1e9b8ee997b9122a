import { useQuery } from '@tanstack/react-query';
import { tagQueries } from '../api/tags';
import { hasLabel } from './labels';
import { toggleTag } from './libraryQuery';

interface LabelFilterProps {
  selected: string[];
  onChange: (tags: string[]) => void;
}

/** The organisation's labels as toggles; the list shows modules that carry every selected one. */
export function LabelFilter({ selected, onChange }: LabelFilterProps) {
  const filters = useQuery(tagQueries.filters());

  if (filters.isPending) return <div className="label-filter label-filter--loading" aria-hidden="true" />;
  if (filters.isError) {
    return (
      <p className="label-filter label-filter--error" role="alert">
        The labels could not be loaded.{' '}
        <button type="button" className="link-button" onClick={() => void filters.refetch()}>
          Retry
        </button>
      </p>
    );
  }

  const known = filters.data.tags;
  // A selected label nobody uses any more stays visible, so it can be unselected.
  const gone = selected
    .filter(
      (tag) =>
        !hasLabel(
          known.map((entry) => entry.tag),
          tag,
        ),
    )
    .map((tag) => ({ tag, count: 0 }));
  const chips = [...known, ...gone];
  if (chips.length === 0) return null;

  return (
    <div className="label-filter" role="group" aria-label="Filter by label">
      {chips.map(({ tag, count }) => (
        <button
          key={tag}
          type="button"
          className="chip"
          aria-pressed={selected.includes(tag)}
          onClick={() => onChange(toggleTag(selected, tag))}
        >
          {tag}
          <span className="chip__count" aria-hidden="true">
            {count}
          </span>
        </button>
      ))}
    </div>
  );
}
