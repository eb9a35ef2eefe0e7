import { Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Button } from '../ui/Button';

/** The next page: asked by itself when the end of the list scrolls into view, or with the button. */
export function LoadMore({ onMore }: { onMore(): void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const sentinel = ref.current;
    if (!sentinel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && onMore(), { rootMargin: '400px 0px' });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [onMore]);
  return (
    <div ref={ref} style={{ marginTop: 12 }}>
      <Button type="button" variant="secondary" onClick={onMore}>
        <Trans>Show more</Trans>
      </Button>
    </div>
  );
}
