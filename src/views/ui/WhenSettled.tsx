import { useEffect, useState, type ReactNode } from 'react';

/**
 * Draws `children` once `ready` and the page has settled, for first-screen parts that must not compete with it.
 * See docs/decisions/0024-first-load-carries-the-first-screen-only.md
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
