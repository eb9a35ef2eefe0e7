import { createElement, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { loadAllMessages } from '../../app/shell/hooks';
import { loadMessageTexts } from '../../validation/messages';

/**
 * A screen or modal whose code loads the first time it renders, so the first load carries only what the
 * first screen draws. It waits in its own Suspense boundary, showing `fallback` (nothing by default),
 * so the screen around it stays in place meanwhile. Its words load with its code, unless it is one of the
 * first screens (`first`), whose words the main bundle carries (codegen/catalog-parts.mjs, FIRST_SCREENS); so
 * does the contract's table of messages (src/validation/messages.ts).
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
