import { useEffect, useState, type ReactNode } from 'react';

/**
 * Draws `children` once the screen has drawn what matters (`ready`, e.g. the feed's first page) and the
 * page has settled (loaded, then an idle moment): for a part of a first screen whose code and calls must
 * not compete with it (the home strip's live bubbles). At once outside a browser.
 */
export function WhenSettled({ ready, children }: { ready: boolean; children: ReactNode }) {
  const [settled, setSettled] = useState(() => typeof window === 'undefined' || typeof requestIdleCallback !== 'function');
  useEffect(() => {
    if (settled || !ready) return;
    let idle = 0;
    const wait = () => (idle = requestIdleCallback(() => setSettled(true), { timeout: 2000 }));
    if (document.readyState === 'complete') wait();
    else window.addEventListener('load', wait, { once: true });
    return () => {
      window.removeEventListener('load', wait);
      cancelIdleCallback(idle);
    };
  }, [settled, ready]);
  return settled && ready ? children : null;
}
