// Route-level code splitting: a screen loads its own code and no other screen's. A page's code arrives
// with its own chunk the first time the page is shown, behind the same loading outline as the sign-in
// check; once it has arrived the page renders at once, without suspending again. `preload`
// fetches the chunk ahead of time (web/main.tsx: the opened screen's at once, and a page's when a link
// to it is pointed at or focused).
import { type ComponentType, lazy, type ReactNode, Suspense } from "react";
import { useLocation } from "react-router";
import { loadPageWords, type PageWordsArea } from "../i18n/catalogs";
import { useWords } from "../i18n/I18nProvider";
import { appTexts, screenTitle } from "../i18n/screen-texts";
import { productName } from "../product";

export type LazyPage<P extends object> = ComponentType<P> & {
  preload: () => Promise<void>;
  /** The module the page is built from, as the build's manifest names it (vite-plugins/prerender-run.ts). */
  module: string | undefined;
  /** The words of its own the page shows, fetched with its code and named in its document. */
  words: PageWordsArea | undefined;
};

/**
 * A page whose code or session check is on its way: the outline of a card where the page will be, so
 * the frame is painted at once and what arrives fills the space instead of pushing the page about.
 * `title`: a whole screen is loading, whose heading the outline carries for assistive technology (a
 * page has its main heading from the first paint); the route announcer leaves it alone.
 */
export function PageLoading({ title }: { title?: string }) {
  const { t } = useWords();
  return (
    <div className="page-loading">
      {title !== undefined && (
        <h1 className="visually-hidden" data-loading-heading="">
          {title}
        </h1>
      )}
      <p className="visually-hidden" role="status">
        {t(appTexts.loading)}
      </p>
      <div className="skeleton skeleton--heading" aria-hidden="true" />
      <div className="skeleton skeleton--card" aria-hidden="true" />
    </div>
  );
}

/** A part of a screen whose code is on its way, under the screen's own heading: outlines of its cards. */
export function CardsLoading() {
  const { t } = useWords();
  return (
    <div className="cards-loading">
      <p className="visually-hidden" role="status">
        {t(appTexts.loading)}
      </p>
      <div className="skeleton-card skeleton-card--section" aria-hidden="true" />
      <div className="skeleton-card skeleton-card--section" aria-hidden="true" />
    </div>
  );
}

/** The screen at the current address while its code or the session check is on its way. */
export function ScreenLoading() {
  const { pathname } = useLocation();
  const { t } = useWords();
  return <PageLoading title={screenTitle(t, pathname) ?? productName} />;
}

type LazyPageOptions = {
  /** The source module, for a screen whose document names its code (contract/screens.ts, `frameFor`). */
  module?: string;
  /** What shows while the code arrives; a loading outline without a heading unless given. */
  fallback?: ReactNode;
  /**
   * Words only this page shows (web/i18n/catalogs.ts): fetched beside its code, in parallel, and the page is
   * drawn once both are in — so no other screen downloads them and this one never shows a message's id.
   */
  words?: PageWordsArea;
};

export function lazyPage<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { module, fallback = <PageLoading />, words }: LazyPageOptions = {},
): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const fetchPage = () => {
    loading ??= Promise.all([load(), words && loadPageWords(words)]).then(
      ([component]) => {
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
      <Suspense fallback={fallback}>
        <Suspending {...props} />
      </Suspense>
    );
  }
  return Object.assign(Page, { preload: () => fetchPage().then(() => undefined), module, words });
}
