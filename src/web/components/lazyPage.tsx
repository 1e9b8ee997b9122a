import { type ComponentProps, type ComponentType, lazy, useState } from 'react';

// biome-ignore lint/suspicious/noExplicitAny: React.lazy itself takes a component of any props; each page keeps its own
type AnyComponent = ComponentType<any>;

/** A page whose code loads when it is first shown, or sooner when `preload` is called. */
export type LazyPage<C extends AnyComponent> = ComponentType<ComponentProps<C>> & { preload(): Promise<void> };

/**
 * A page (or an overlay) whose code loads when it is first shown: the named export `name` of the
 * module `load` imports. Once `preload` has brought the code, the page mounts without suspending:
 * React holds back a suspended page's reveal until 300 ms after its fallback was shown, which
 * would delay every page opened by its address (see routes/preloadPage.ts).
 */
export function lazyPage<M extends Record<K, AnyComponent>, K extends string>(
  load: () => Promise<M>,
  name: K,
): LazyPage<M[K]> {
  let loaded: M[K] | undefined;
  const loadComponent = () =>
    load().then((module) => {
      loaded = module[name];
      return module[name];
    });
  const Suspending = lazy(() => loadComponent().then((component) => ({ default: component })));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per page, at module level, as React.lazy's are
  function Page(props: ComponentProps<M[K]>) {
    // Chosen once per mount: turning from the suspending to the loaded component would remount the page.
    const [Component] = useState<AnyComponent>(() => loaded ?? Suspending);
    return <Component {...props} />;
  }
  return Object.assign(Page, { preload: () => loadComponent().then(() => undefined) });
}

/** What shows while a page's code arrives (a fraction of a second on a good connection). */
export function PageLoading() {
  return (
    <main className="page page--narrow state">
      <p role="status">Loading…</p>
    </main>
  );
}
