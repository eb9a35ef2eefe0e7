import { useEffect, useState } from 'react';

/** How long after a screen is ready the deferred work waits for the person, before it starts anyway (at an idle moment). */
const SETTLE_DELAY_MS = 1200;

/** Remembers, for the page's life, that the deferred work it stands for has started. */
export interface Settled {
  settled: boolean;
}

/**
 * True once `ready` and the person touches the page or SETTLE_DELAY_MS pass with the browser idle; then true at
 * once on later mounts with the same `memory`.
 */
export function useSettled(ready: boolean, memory: Settled): boolean {
  const [due, setDue] = useState(memory.settled);
  useEffect(() => {
    if (!ready || due) return;
    const start = () => {
      memory.settled = true;
      setDue(true);
    };
    const events = ['pointerdown', 'keydown', 'focusin', 'scroll'] as const;
    for (const type of events) window.addEventListener(type, start, { capture: true, passive: true, once: true });
    let idle: number | undefined;
    const timer = window.setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(start, { timeout: 1000 });
      else start();
    }, SETTLE_DELAY_MS);
    return () => {
      for (const type of events) window.removeEventListener(type, start, { capture: true });
      window.clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, [ready, due, memory]);
  return due;
}
