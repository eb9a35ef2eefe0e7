import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { FeedActor } from '../../app/posts';
import type { Failure } from '../../app/shell';
import { describeMessage } from '../../validation/messages';
import { Button } from '../ui/Button';
import { WhenVisible } from '../ui/WhenVisible';
import { EmptyState, Loading } from '../ui/Surface';
import { theme } from '../ui/theme';

const End = styled.p({ textAlign: 'center', color: theme.color.muted, margin: '16px 0', fontWeight: 600 });
const Failed = styled.div({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 10,
  padding: 16,
  color: theme.color.danger,
  '& p': { margin: 0, fontWeight: 600 },
});

/** What a paged list shows below its items: loading, the end message, the empty state or the error with retry. */
export function FeedStatus({ feed, count, empty }: { feed: FeedActor; count: number; empty: ReactNode }) {
  const phase = useSelector(feed, (snapshot) =>
    snapshot.matches('loading') || snapshot.matches('refreshing') ? 'loading' : snapshot.value,
  );
  const failure = useSelector(feed, (snapshot) => snapshot.context.failure);
  return <ListStatus phase={phase} failure={failure} count={count} empty={empty} onRetry={() => feed.send({ type: 'feed.retry' })} />;
}

/** The same for any paged list, told its phase. */
export function ListStatus({
  phase,
  failure,
  count,
  empty,
  onRetry,
}: {
  phase: string;
  failure: Failure | null;
  count: number;
  empty: ReactNode;
  onRetry: () => void;
}) {
  const { t, i18n } = useLingui();
  if (phase === 'loading') return <Loading label={t`Loading...`} />;
  if (phase === 'failed') {
    return (
      <Failed role="alert">
        <p>{i18n._(describeMessage(failure?.message ?? ''))}</p>
        <Button type="button" variant="secondary" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      </Failed>
    );
  }
  if (phase === 'exhausted') return count === 0 ? <>{empty}</> : <End role="status">{t`yah! you have seen it all`}</End>;
  return null;
}

/** Asks for the next page when it scrolls into view (grids that are not windowed use it). */
export function LoadMoreWhenVisible({ feed }: { feed: { send(event: { type: 'feed.loadMore' }): void } }) {
  return <WhenVisible onVisible={() => feed.send({ type: 'feed.loadMore' })} rootMargin="600px 0px" />;
}

export function EmptyFeed({ title, children, icon }: { title: string; children?: ReactNode; icon?: ReactNode }) {
  return (
    <EmptyState icon={icon} title={title}>
      {children}
    </EmptyState>
  );
}
