import { Trans } from '@lingui/react/macro';
import { Button } from '../ui/Button';
import { WhenVisible } from '../ui/WhenVisible';

/** The next page: asked by itself when the end of the list scrolls into view, or with the button. */
export function LoadMore({ onMore }: { onMore(): void }) {
  return (
    <div style={{ marginTop: 12 }}>
      <WhenVisible onVisible={onMore} rootMargin="400px 0px" />
      <Button type="button" variant="secondary" onClick={onMore}>
        <Trans>Show more</Trans>
      </Button>
    </div>
  );
}
