import { createElement, lazy, useState, type ComponentType } from 'react';
import i18n from '../i18n';

export type Preloadable<P extends object> = ComponentType<P> & {
  /** Fetches the route's code and its translation namespaces; resolves when both are ready. */
  preload: () => Promise<void>;
};

/**
 * React.lazy with a preload. A lazy route that is still loading when it is first rendered shows its Suspense fallback,
 * and React then holds that fallback for at least 300 ms (its fallback throttle) even when the code arrives a few ms
 * later (the time it cost the review and results screens: docs/decisions/0011). A route preloaded before the
 * navigation (the code and the namespaces its first render asks for) renders at once, with no fallback.
 */
export function lazyWithPreload<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  namespaces: readonly string[] = [],
): Preloadable<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  const loadModule = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (err: unknown) => {
        pending = null; // a failed chunk load may be retried by the next preload or render
        throw err;
      },
    ));
  const Lazy = lazy(loadModule);
  function Route(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the module itself would remount the page.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  Route.preload = async () => {
    await Promise.all([loadModule(), i18n.loadNamespaces([...namespaces])]);
  };
  return Route;
}
