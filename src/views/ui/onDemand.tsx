import { createElement, lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * A screen or modal whose code loads the first time it renders, so the first load carries only what the
 * first screen draws. It waits in its own Suspense boundary, showing `fallback` (nothing by default),
 * so the screen around it stays in place meanwhile.
 */
export function onDemand<Props extends object>(load: () => Promise<ComponentType<Props>>, fallback: ReactNode = null): ComponentType<Props> {
  const Loaded = lazy(async () => ({ default: await load() }));
  return function OnDemand(props: Props) {
    return <Suspense fallback={fallback}>{createElement(Loaded, props)}</Suspense>;
  };
}
