import { createElement, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { loadAllMessages } from '../../app/shell';
import { loadMessageTexts } from '../../validation/messages';

/**
 * A screen or modal whose code (and words, unless `first`) loads when it first renders, in its own Suspense
 * boundary showing `fallback`. See docs/decisions/0024-first-load-carries-the-first-screen-only.md
 */
export function onDemand<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  fallback: ReactNode = null,
  first = false,
): ComponentType<Props> {
  const Loaded = lazy(async () => {
    const [component] = await Promise.all([load(), ...(first ? [] : [loadAllMessages(), loadMessageTexts()])]);
    return { default: component };
  });
  return function OnDemand(props: Props) {
    return <Suspense fallback={fallback}>{createElement(Loaded, props)}</Suspense>;
  };
}
