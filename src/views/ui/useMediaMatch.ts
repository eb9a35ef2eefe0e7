import { useSyncExternalStore } from 'react';

/**
 * Whether the window matches a media query (without the `@media ` prefix), kept current as it changes; a part
 * that a narrow screen hides is then not drawn at all, so its code, requests and pictures wait until it shows.
 * Where there is no window (a server render) it is `whereUnknown`.
 */
export function useMediaMatch(query: string, whereUnknown = true): boolean {
  return useSyncExternalStore(
    (changed) => {
      if (typeof matchMedia !== 'function') return () => {};
      const list = matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    () => (typeof matchMedia === 'function' ? matchMedia(query).matches : whereUnknown),
    () => whereUnknown,
  );
}
