import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { usePayout, type PayoutActor, type PayoutState } from '../../app/payouts';
import { isBlockedAmountKey } from '../../validation/posts';
import { Button } from '../ui/Button';
import { TextField } from '../ui/Field';
import { CoinIcon } from '../ui/icons';
import { EmptyState, FailureAlert, FailureWithRetry, Loading } from '../ui/Surface';
import { Muted, StatusChip } from './reviewParts';

/** Settings → Payout: the earned coins that can be withdrawn and their value, the request, the history. */
export function PayoutPanel() {
  const actor = usePayout();
  const revision = useSelector(actor, (snapshot) => snapshot.context.revision);
  return <PayoutFields key={revision} actor={actor} />;
}

function PayoutFields({ actor }: { actor: PayoutActor }) {
  const { t, i18n } = useLingui();
  const state = useSelector(actor, (snapshot) => snapshot.value);
  const { withdrawable, history, amountError, failure } = useSelector(actor, (snapshot) => snapshot.context);
  const hasMore = useSelector(actor, (snapshot) => !snapshot.matches({ ready: { history: 'exhausted' } }));
  const loadingMore = useSelector(actor, (snapshot) => snapshot.matches({ ready: { history: 'loading' } }));
  const requesting = useSelector(actor, (snapshot) => snapshot.matches({ ready: { form: 'requesting' } }));
  const [amount, setAmount] = useState('');
  const money = (cents: number) => i18n.number(cents / 100, { style: 'currency', currency: 'USD' });
  const when = (iso: string) => i18n.date(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });

  if (state === 'loading') return <Loading label={t`Loading…`} />;
  if (state === 'failed' || !withdrawable)
    return (
      <section>
        <FailureWithRetry failure={failure} onRetry={() => actor.send({ type: 'payout.retry' })} />
      </section>
    );

  const statusChip = (status: PayoutState) =>
    ({
      PENDING: <StatusChip tone="pending">{t`Pending`}</StatusChip>,
      PAID: <StatusChip tone="success">{t`Success`}</StatusChip>,
      REJECTED: <StatusChip tone="danger">{t({ message: 'Rejected', context: 'payout status' })}</StatusChip>,
    })[status];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'payout.submit', amount });
  };

  return (
    <section aria-busy={requesting}>
      <h2>
        <Trans>Payout</Trans>
      </h2>
      <p style={{ fontSize: 18, margin: '0 0 4px' }} data-testid="withdrawable">
        <Trans>
          Withdrawable: <strong>{i18n.number(withdrawable.coins)} coins</strong> ({money(withdrawable.cents)})
        </Trans>
      </p>
      <Muted>
        <Trans>
          Only coins you earned from sales (after the platform fee) and have not withdrawn yet can be paid out; coins you bought stay in
          your wallet for spending. One coin is worth {money(withdrawable.coinValueCents)}. You can cash out once every 24 hours.
        </Trans>
      </Muted>
      {!withdrawable.hasBank ? (
        <p role="note">
          <Trans>
            Add your bank details first: <Link href="/settings/banking">Banking</Link>
          </Trans>
        </p>
      ) : withdrawable.nextWithdrawAt ? (
        <p role="note">
          <Trans>You can request your next payout on {when(withdrawable.nextWithdrawAt)}.</Trans>
        </p>
      ) : null}
      <form onSubmit={submit} noValidate style={{ maxWidth: 360 }}>
        <FailureAlert failure={failure} />
        <TextField
          label={t`Amount (coins)`}
          value={amount}
          error={amountError ?? undefined}
          inputMode="numeric"
          type="number"
          min={1}
          onKeyDown={(event) => isBlockedAmountKey(event.key) && event.preventDefault()}
          onValue={setAmount}
        />
        {/* The server says when the next payout is possible; until then the request waits. */}
        <Button type="submit" disabled={requesting || !withdrawable.hasBank || withdrawable.nextWithdrawAt !== null}>
          {requesting ? <Trans>Requesting…</Trans> : <Trans>Request payout</Trans>}
        </Button>
      </form>
      <h3 style={{ marginTop: 28 }}>
        <Trans>Payout history</Trans>
      </h3>
      {history.length === 0 ? (
        <EmptyState icon={<CoinIcon />} title={t`No payouts yet`} />
      ) : (
        <table style={{ width: '100%', borderCollapse: 'collapse' }}>
          <thead>
            <tr style={{ textAlign: 'left' }}>
              <th>{t`Date`}</th>
              <th>{t`Amount`}</th>
              <th>{t`Status`}</th>
            </tr>
          </thead>
          <tbody>
            {history.map((payout) => (
              <tr key={payout.id} style={{ borderTop: '1px solid #e2e8f0' }}>
                <td style={{ padding: '8px 4px' }}>{when(payout.requestedAt)}</td>
                <td style={{ padding: '8px 4px' }}>
                  {i18n.number(payout.amount)} ({money(payout.amountCents)})
                </td>
                <td style={{ padding: '8px 4px' }}>
                  {statusChip(payout.status)}
                  {payout.comment && <div style={{ fontSize: 13, color: '#475569' }}>{payout.comment}</div>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {hasMore && history.length > 0 && (
        <Button variant="secondary" style={{ marginTop: 12 }} disabled={loadingMore} onClick={() => actor.send({ type: 'payout.more' })}>
          {loadingMore ? <Trans>Loading…</Trans> : <Trans>Load more</Trans>}
        </Button>
      )}
    </section>
  );
}
