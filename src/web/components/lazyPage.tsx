import { type ComponentType, lazy } from 'react';

/** A page (or an overlay) whose code loads when it is first shown: the named export `name` of the module `load` imports. */
// biome-ignore lint/suspicious/noExplicitAny: React.lazy itself takes a component of any props; each page keeps its own
export function lazyPage<M extends Record<K, ComponentType<any>>, K extends string>(load: () => Promise<M>, name: K) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

/** What shows while a page's code arrives (a fraction of a second on a good connection). */
export function PageLoading() {
  return (
    <main className="page page--narrow state">
      <p role="status">Loading…</p>
    </main>
  );
}
