// Route-level code splitting: a screen loads its own code and no other screen's. A page's code arrives
// with its own chunk the first time the page is shown, behind the same loading outline as the sign-in
// check; once it has arrived the page renders at once, without suspending again. `preload`
// fetches the chunk ahead of time (web/main.tsx: the opened screen's at once, and a page's when a link
// to it is pointed at or focused).
import { type ComponentType, lazy, Suspense } from "react";

export type LazyPage<P extends object> = ComponentType<P> & { preload: () => Promise<void> };

/**
 * A page whose code or session check is on its way: the outline of a card where the page will be, so
 * the frame is painted at once and what arrives fills the space instead of pushing the page about.
 */
export function PageLoading() {
  return (
    <div className="page-loading">
      <p className="visually-hidden" role="status">
        Loading…
      </p>
      <div className="skeleton skeleton--heading" aria-hidden="true" />
      <div className="skeleton skeleton--card" aria-hidden="true" />
    </div>
  );
}

export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const fetchPage = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        loading = undefined; // a later attempt may succeed (a flaky network)
        throw error;
      },
    );
    return loading;
  };
  const Suspending = lazy(() => fetchPage().then((component) => ({ default: component })));

  function Page(props: P) {
    if (loaded) {
      const Loaded = loaded;
      return <Loaded {...props} />;
    }
    return (
      <Suspense fallback={<PageLoading />}>
        <Suspending {...props} />
      </Suspense>
    );
  }
  return Object.assign(Page, { preload: () => fetchPage().then(() => undefined) });
}
