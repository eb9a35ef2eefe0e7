import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { useMySubscribers } from '../../app/subscriptions';
import { PersonLine } from '../ui/PersonLine';
import { UserIcon } from '../ui/icons';
import { EmptyState, FailureWithRetry, Loading } from '../ui/Surface';
import { LoadMore } from './LoadMore';
import { Row, Rows } from './MySubscriptionsPanel';
import { SubscriptionFacts } from './SubscriptionFacts';

/** Settings → My Subscribers (spec §2): each fan with their verified badge, package, price, start, days left and next package; paged. */
export function MySubscribersPanel() {
  const { t } = useLingui();
  const actor = useMySubscribers();
  const phase = useSelector(actor, (snapshot) => snapshot.value);
  const rows = useSelector(actor, (snapshot) => snapshot.context.subscribers);
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);
  const hasMore = useSelector(actor, (snapshot) => !snapshot.matches('exhausted'));
  return (
    <section>
      <h2>
        <Trans>My subscribers</Trans>
      </h2>
      {phase === 'loading' && rows.length === 0 && <Loading label={t`Loading...`} />}
      {phase === 'failed' && <FailureWithRetry failure={failure} onRetry={() => actor.send({ type: 'subscribers.retry' })} />}
      {(phase === 'ready' || phase === 'exhausted') && rows.length === 0 && (
        <EmptyState icon={<UserIcon />} title={t`You have no subscribers yet`} />
      )}
      {rows.length > 0 && (
        <Rows aria-label={t`My subscribers`}>
          {rows.map((row) => (
            <Row key={row.id}>
              <Link className="who" href={`/user-profile/${encodeURIComponent(row.fan.id)}`}>
                <PersonLine person={row.fan} size={40} />
              </Link>
              <SubscriptionFacts row={row} endsAtExpiry={t`None: it ends at expiry`} />
            </Row>
          ))}
        </Rows>
      )}
      {hasMore && rows.length > 0 && <LoadMore onMore={() => actor.send({ type: 'subscribers.more' })} />}
    </section>
  );
}
