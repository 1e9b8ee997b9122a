import type { LibraryFilter } from '../api/courses';
import type { LibraryQuery } from './libraryQuery';

export interface LibraryView {
  filter: LibraryFilter;
  path: string;
  /** The side navigation's label and the page heading. */
  label: string;
  empty: { title: string; hint: string };
}

const NEW_MODULE_HINT = 'Press “Create module” to start your first one.';

export const VIEWS = {
  all: {
    filter: 'all',
    path: '/author/home',
    label: 'All modules',
    empty: { title: 'No modules yet', hint: NEW_MODULE_HINT },
  },
  myContent: {
    filter: 'my-content',
    path: '/author/home/my-content',
    label: 'My Content',
    empty: { title: 'You have no modules yet', hint: NEW_MODULE_HINT },
  },
  shared: {
    filter: 'shared',
    path: '/author/home/shared',
    label: 'Shared Content',
    empty: { title: 'Nothing shared yet', hint: 'Modules your colleagues create appear here.' },
  },
  favourites: {
    filter: 'favourites',
    path: '/author/favorites',
    label: 'Favorites',
    empty: { title: 'No favorites yet', hint: 'Star a module to find it here.' },
  },
  drafts: {
    filter: 'drafts',
    path: '/author/home/drafts',
    label: 'Drafts',
    empty: { title: 'No drafts', hint: 'Modules with a draft waiting to be published appear here.' },
  },
  deleted: {
    filter: 'deleted',
    path: '/author/home/deleted',
    label: 'Recently deleted',
    empty: { title: 'Nothing to restore', hint: 'Nothing was deleted in the last 30 days.' },
  },
} as const satisfies Record<string, LibraryView>;

/** The side navigation, top to bottom. */
export const NAVIGATION: LibraryView[] = [
  VIEWS.all,
  VIEWS.myContent,
  VIEWS.shared,
  VIEWS.favourites,
  VIEWS.drafts,
  VIEWS.deleted,
];

type EmptyAction = 'clear-search' | 'clear-labels';

export interface EmptyState {
  title: string;
  hint: string;
  action?: EmptyAction;
}

/** What an empty list says: why it is empty, and what to do about it. */
export function emptyState(view: LibraryView, { searchTerm, tags }: LibraryQuery): EmptyState {
  if (searchTerm) {
    return {
      title: `No modules match “${searchTerm}”.`,
      hint: 'Check the spelling or try other words.',
      action: 'clear-search',
    };
  }
  if (tags.length > 0) {
    const labels = tags.map((tag) => `“${tag}”`).join(', ');
    return { title: `No modules carry ${labels}.`, hint: 'Select fewer labels to see more.', action: 'clear-labels' };
  }
  return view.empty;
}
