import { useEffect, useLayoutEffect, useReducer, useState } from 'react';
import { flushSync } from 'react-dom';
import type * as Windowing from './windowing';
import type { FeedWindow, FeedWindowOptions } from './windowing';

let loading: Promise<typeof Windowing> | undefined;

/** The virtualizer's code, loaded once (again after a failed load). */
function loadWindowing(): Promise<typeof Windowing> {
  return (loading ??= import('./windowing').catch((error: unknown) => {
    loading = undefined;
    throw error;
  }));
}

/**
 * The window over a feed once `windowed` (@tanstack's virtualizer, loaded then); undefined while the list is plain.
 * Bound as react-virtual's useWindowVirtualizer binds it, so the rows drawn so far stay mounted.
 */
export function useFeedWindow(windowed: boolean, options: FeedWindowOptions) {
  const rerender = useReducer((count: number) => count + 1, 0)[1];
  const [feedWindow, setFeedWindow] = useState<FeedWindow>();

  useEffect(() => {
    if (!windowed || feedWindow) return;
    let mounted = true;
    loadWindowing().then(
      (code) =>
        mounted && setFeedWindow(code.createFeedWindow(options, (synchronously) => (synchronously ? flushSync(rerender) : rerender()))),
      (error: unknown) => console.error(error),
    );
    return () => {
      mounted = false;
    };
  }, [windowed, feedWindow, options, rerender]);

  feedWindow?.update(options);
  const virtualizer = feedWindow?.virtualizer;
  useLayoutEffect(() => virtualizer?._didMount(), [virtualizer]);
  useLayoutEffect(() => virtualizer?._willUpdate());
  return virtualizer;
}
