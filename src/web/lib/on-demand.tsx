import { type ComponentType, type ReactNode, useEffect, useState } from 'react';

/** A component whose code loads the first time it is drawn, or sooner when `preload` is called. */
export type OnDemand<P extends object> = ComponentType<P & { fallback?: ReactNode }> & {
  /**
   * Starts loading the code (once); a pointer over a button is a good moment. A load that fails
   * here is asked for again when the part is drawn, and fails there, to its error boundary.
   */
  preload: () => void;
};

/**
 * A part of the app kept out of the first load: drawn as `fallback` until its code arrives, then
 * as itself, at once on every later draw.
 *
 * Not React.lazy: React holds back what a Suspense boundary reveals for up to 300 ms after its
 * fallback showed, even when the code is already there. That wait stood between a click and the
 * wizard, the editor or the first notice (450 ms from a click to the open wizard, its code
 * already loaded). Code that fails to load is thrown to the nearest error boundary, as with lazy,
 * and asked for again on the next draw.
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>): OnDemand<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };

  // biome-ignore lint/correctness/noComponentHookFactories: made once per part, at module level, as React.lazy makes its component.
  function Part({ fallback = null, ...props }: P & { fallback?: ReactNode }) {
    // Only redraws once the code is there; the component itself is read from `loaded`.
    const [, redraw] = useState(0);
    useEffect(() => {
      if (loaded) return;
      let live = true;
      preload().then(
        () => live && redraw((draws) => draws + 1),
        (error: unknown) =>
          live &&
          redraw(() => {
            throw error;
          }),
      );
      return () => {
        live = false;
      };
    }, []);
    const Loaded = loaded;
    return Loaded ? <Loaded {...(props as P)} /> : fallback;
  }
  return Object.assign(Part, {
    preload: () => {
      preload().catch(() => {});
    },
  });
}
