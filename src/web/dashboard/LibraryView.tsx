import { LabelFilter } from './LabelFilter';
import { LibraryResults } from './LibraryResults';
import { LibraryToolbar } from './LibraryToolbar';
import { useLibraryQuery } from './useLibraryQuery';
import type { LibraryView as View } from './views';
import { useViewMode } from './viewMode';

/** One view of the library (mine, shared, favourites…): search, labels, order, layout and the modules. */
export function LibraryView({ view }: { view: View }) {
  const { query, update } = useLibraryQuery();
  const [mode, setMode] = useViewMode();

  return (
    <main className="library">
      <title>{`${view.label} · Tessera`}</title>
      <h1>{view.label}</h1>
      <LibraryToolbar query={query} onChange={update} mode={mode} onModeChange={setMode} />
      <LabelFilter selected={query.tags} onChange={(tags) => update({ tags })} />
      <LibraryResults view={view} query={query} onChange={update} mode={mode} />
    </main>
  );
}
