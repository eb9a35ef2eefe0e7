import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { useMySubscriptions, type MySubscription } from '../../app/subscriptions';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Modal';
import { PersonLine } from '../ui/PersonLine';
import { StarIcon } from '../ui/icons';
import { EmptyState, FailureWithRetry, Loading } from '../ui/Surface';
import { theme } from '../ui/theme';
import { Buttons, Lead } from '../wallet/moneyFields';
import { LoadMore } from './LoadMore';
import { dayOf } from './labels';
import { SubscriptionFacts } from './SubscriptionFacts';

export const Rows = styled.ul({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 10 });

export const Row = styled.li({
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  padding: '12px 14px',
  '& .who': { display: 'flex', alignItems: 'center', gap: 12, color: 'inherit', textDecoration: 'none', marginBottom: 10 },
  '& dl': { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: '8px 16px', margin: '0 0 10px' },
  '& dt': { fontSize: 12, color: theme.color.muted },
  '& dd': { margin: 0, fontWeight: 600 },
});

/** Settings → Subscriptions (spec §2): package, price, dates, days left, next package; cancel and renew behind a confirmation. */
export function MySubscriptionsPanel() {
  const { t, i18n } = useLingui();
  const actor = useMySubscriptions();
  const phase = useSelector(actor, (snapshot) => snapshot.value.list);
  const rows = useSelector(actor, (snapshot) => snapshot.context.subscriptions);
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);
  const hasMore = useSelector(actor, (snapshot) => !snapshot.matches({ list: 'exhausted' }));
  const pending = useSelector(actor, (snapshot) => snapshot.context.pending);
  const changing = useSelector(actor, (snapshot) => snapshot.matches({ change: 'changing' }));
  const confirming = useSelector(actor, (snapshot) => !snapshot.matches({ change: 'idle' }));
  const pendingRow = pending && rows.find((row) => row.id === pending.subscriptionId);

  return (
    <section>
      <h2>
        <Trans>Subscriptions</Trans>
      </h2>
      {phase === 'loading' && rows.length === 0 && <Loading label={t`Loading...`} />}
      {phase === 'failed' && <FailureWithRetry failure={failure} onRetry={() => actor.send({ type: 'subscriptions.retry' })} />}
      {(phase === 'ready' || phase === 'exhausted') && rows.length === 0 && (
        <EmptyState icon={<StarIcon />} title={t`You have no subscriptions`} />
      )}
      {rows.length > 0 && (
        <Rows aria-label={t`My subscriptions`}>
          {rows.map((row) => (
            <SubscriptionRow
              key={row.id}
              row={row}
              busy={changing && pending?.subscriptionId === row.id}
              onCancel={() => actor.send({ type: 'subscription.cancel', subscriptionId: row.id })}
              onRenew={() => actor.send({ type: 'subscription.renew', subscriptionId: row.id })}
            />
          ))}
        </Rows>
      )}
      {hasMore && rows.length > 0 && <LoadMore onMore={() => actor.send({ type: 'subscriptions.more' })} />}
      {confirming && pending && pendingRow && (
        <Modal
          title={pending.action === 'cancel' ? t`Cancel subscription` : t`Renew subscription`}
          onClose={() => !changing && actor.send({ type: 'subscription.dismiss' })}
        >
          <Lead>
            {pending.action === 'cancel' ? (
              <Trans>
                Cancel your subscription to {pendingRow.creator.firstName}? You keep access until {dayOf(i18n, pendingRow.expiryDate)}.
              </Trans>
            ) : (
              <Trans>Renew your subscription to {pendingRow.creator.firstName}? It will be charged again at expiry.</Trans>
            )}
          </Lead>
          <Buttons>
            <Button type="button" variant="secondary" disabled={changing} onClick={() => actor.send({ type: 'subscription.dismiss' })}>
              <Trans>No</Trans>
            </Button>
            <Button type="button" disabled={changing} aria-busy={changing} onClick={() => actor.send({ type: 'subscription.confirm' })}>
              {pending.action === 'cancel' ? t`Yes, cancel` : t`Yes, renew`}
            </Button>
          </Buttons>
        </Modal>
      )}
    </section>
  );
}

function SubscriptionRow({ row, busy, onCancel, onRenew }: { row: MySubscription; busy: boolean; onCancel(): void; onRenew(): void }) {
  const { t } = useLingui();
  return (
    <Row>
      <Link className="who" href={`/user-profile/${encodeURIComponent(row.creator.id)}`}>
        <PersonLine person={row.creator} size={40} />
      </Link>
      <SubscriptionFacts
        row={row}
        expiryDate={row.expiryDate}
        endsAtExpiry={row.renews ? t`None: it ends at expiry` : t`Cancelled: it ends at expiry`}
      />
      {row.renews ? (
        <Button type="button" variant="secondary" disabled={busy} onClick={onCancel}>
          <Trans>Cancel subscription</Trans>
        </Button>
      ) : (
        <Button type="button" disabled={busy} onClick={onRenew}>
          <Trans>Renew</Trans>
        </Button>
      )}
    </Row>
  );
}
