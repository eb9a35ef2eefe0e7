import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { useMySubscribers } from '../../app/subscriptions';
import { Button } from '../ui/Button';
import { PersonLine } from '../ui/PersonLine';
import { UserIcon } from '../ui/icons';
import { EmptyState, FailureAlert, Loading } from '../ui/Surface';
import { CoinAmount } from '../wallet/parts';
import { LoadMore } from './LoadMore';
import { Row, Rows } from './MySubscriptionsPanel';
import { dayOf, packageName } from './labels';

/** Settings → My Subscribers (spec §2): each fan with their verified badge, package, price, start, days left and next package; paged. */
export function MySubscribersPanel() {
  const { t, i18n } = useLingui();
  const actor = useMySubscribers();
  const phase = useSelector(actor, (snapshot) => snapshot.value);
  const rows = useSelector(actor, (snapshot) => snapshot.context.subscribers);
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);
  const hasMore = useSelector(actor, (snapshot) => snapshot.context.hasMore);
  return (
    <section>
      <h2>
        <Trans>My subscribers</Trans>
      </h2>
      {phase === 'loading' && <Loading label={t`Loading...`} />}
      {phase === 'failed' && (
        <>
          <FailureAlert failure={failure} />
          <Button type="button" onClick={() => actor.send({ type: 'subscribers.retry' })}>
            <Trans>Try again</Trans>
          </Button>
        </>
      )}
      {typeof phase === 'object' && rows.length === 0 && <EmptyState icon={<UserIcon />} title={t`You have no subscribers yet`} />}
      {rows.length > 0 && (
        <Rows aria-label={t`My subscribers`}>
          {rows.map((row) => (
            <Row key={row.id}>
              <Link className="who" href={`/user-profile/${encodeURIComponent(row.fan.id)}`}>
                <PersonLine person={row.fan} size={40} />
              </Link>
              <dl>
                <div>
                  <dt>{t`Package`}</dt>
                  <dd>{packageName(i18n, row.kind)}</dd>
                </div>
                <div>
                  <dt>{t`Price`}</dt>
                  <dd>
                    <CoinAmount coins={row.price} />
                  </dd>
                </div>
                <div>
                  <dt>{t`Started`}</dt>
                  <dd>{dayOf(i18n, row.startDate)}</dd>
                </div>
                <div>
                  <dt>{t`Days left`}</dt>
                  <dd>{i18n.number(row.remainingDays)}</dd>
                </div>
                <div>
                  <dt>{t`Next package`}</dt>
                  <dd>
                    {row.nextPackage ? (
                      <>
                        {packageName(i18n, row.nextPackage.kind)} · <CoinAmount coins={row.nextPackage.price} />
                      </>
                    ) : (
                      t`None: it ends at expiry`
                    )}
                  </dd>
                </div>
              </dl>
            </Row>
          ))}
        </Rows>
      )}
      {hasMore && <LoadMore onMore={() => actor.send({ type: 'subscribers.more' })} />}
    </section>
  );
}
