import { createElement, lazy, Suspense, useEffect, useReducer, useState, type ComponentType, type ReactNode } from 'react';
import { loadAllMessages } from '../../app/shell';
import { loadMessageTexts } from '../../validation/messages';

/**
 * A screen or modal whose code (and words, unless `first`) loads when it first renders, showing `fallback`
 * meanwhile: in its own Suspense boundary, or, `first`, none. See docs/decisions/0024-first-load-carries-the-first-screen-only.md
 */
export function onDemand<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  fallback: ReactNode = null,
  first = false,
): ComponentType<Props> {
  if (first) return firstOnDemand(load, fallback);
  const Loaded = lazy(async () => ({ default: await withItsWords(load) }));
  return function OnDemand(props: Props) {
    return <Suspense fallback={fallback}>{createElement(Loaded, props)}</Suspense>;
  };
}

/** Code past the first screens, with the words it shows (the rest of the catalog and the contract's messages). */
export async function withItsWords<T>(load: () => Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([load(), loadAllMessages(), loadMessageTexts()]);
  return loaded;
}

/**
 * A first screen's part: drawn the moment its code arrives. Not a Suspense boundary, whose content React reveals no
 * sooner than 300 ms after its fallback showed (docs/decisions/0040).
 */
function firstOnDemand<Props extends object>(load: () => Promise<ComponentType<Props>>, fallback: ReactNode): ComponentType<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  // Once per page; a load that failed (offline) is tried again by the next part that renders.
  const start = () => {
    if (loading) return loading;
    loading = load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    // The parts that wait for it report a failure; a part gone meanwhile leaves none unhandled.
    loading.catch(() => undefined);
    return loading;
  };
  return function FirstOnDemand(props: Props) {
    const [, drawLoaded] = useReducer((count: number) => count + 1, 0);
    const [failure, setFailure] = useState<{ error: unknown }>();
    // Asked for while rendering, as React.lazy asks, so the request does not wait for the commit.
    const pending = loaded ? undefined : start();
    useEffect(() => {
      let mounted = true;
      pending?.then(
        () => mounted && drawLoaded(),
        (error: unknown) => mounted && setFailure({ error }),
      );
      return () => {
        mounted = false;
      };
    }, [pending]);
    // A failed load reaches the nearest error boundary, as a lazy component's does.
    if (failure) throw failure.error;
    return loaded ? createElement(loaded, props) : fallback;
  };
}
