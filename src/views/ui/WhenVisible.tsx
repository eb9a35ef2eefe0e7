import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * An invisible sentinel that calls `onVisible` each time it scrolls into view (within `rootMargin`): where a
 * list asks for its next page. The latest `onVisible` is called, so the observer is not remade per render.
 */
export function WhenVisible({ onVisible, rootMargin }: { onVisible(): void; rootMargin?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const visible = useEffectEvent(onVisible);
  useEffect(() => {
    const sentinel = ref.current;
    if (!sentinel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) visible();
      },
      { rootMargin },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [rootMargin]);
  return <div ref={ref} aria-hidden="true" style={{ height: 1 }} />;
}
