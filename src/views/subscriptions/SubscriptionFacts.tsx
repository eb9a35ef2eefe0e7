import { useLingui } from '@lingui/react/macro';
import type { Subscriber } from '../../app/subscriptions';
import { CoinAmount } from '../wallet/moneyFields';
import { dayOf, packageName } from './labels';

/**
 * What a subscription row says on both sides (spec §3 My subscription, Subscriber): package, price, start,
 * expiry when the reader has it, days left and the next package, or why there is none.
 */
export function SubscriptionFacts({
  row,
  expiryDate,
  endsAtExpiry,
}: {
  row: Pick<Subscriber, 'kind' | 'price' | 'startDate' | 'remainingDays' | 'nextPackage'>;
  expiryDate?: string;
  /** Said instead of a next package when none follows. */
  endsAtExpiry: string;
}) {
  const { t, i18n } = useLingui();
  return (
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
      {expiryDate && (
        <div>
          <dt>{t`Expires`}</dt>
          <dd>{dayOf(i18n, expiryDate)}</dd>
        </div>
      )}
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
            endsAtExpiry
          )}
        </dd>
      </div>
    </dl>
  );
}
