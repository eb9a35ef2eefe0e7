import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { discounted } from '../../../contract/plans';
import {
  useSubscribe,
  type Creator,
  type SubscriptionBundle,
  type SubscriptionPackage,
  type SubscriptionPromotion,
} from '../../app/subscriptions';
import { useBalance, useBalanceToCheck } from '../../app/wallet';
import { describeKey } from '../../validation/messages';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Modal';
import { EmptyState, FailureAlert, Loading } from '../ui/Surface';
import { StarIcon } from '../ui/icons';
import { theme } from '../ui/theme';
import { BalanceLine, Buttons, CoinAmount, ErrorLine, Lead } from '../wallet/moneyFields';
import { dayOf, packageName } from './labels';

const Choices = styled.fieldset({
  border: 0,
  padding: 0,
  margin: '0 0 14px',
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  '& legend': { fontWeight: 600, marginBottom: 8, padding: 0 },
});

const Choice = styled.label({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  padding: '12px 14px',
  borderRadius: theme.radius.md,
  border: `1px solid ${theme.color.border}`,
  cursor: 'pointer',
  '&:has(input:checked)': { borderColor: theme.color.brand, background: theme.color.brandSoft },
  '& input': { width: 18, height: 18, accentColor: theme.color.brand },
  '& .name': { flex: 1, fontWeight: 700 },
  // "3 months" stays on one line on a phone, its price wrapping instead.
  '& .name.months': { whiteSpace: 'nowrap' },
});

const Offer = styled.p({
  margin: '0 0 14px',
  padding: '10px 14px',
  borderRadius: theme.radius.md,
  background: theme.color.brandSoft,
  border: `1px solid ${theme.color.brand}`,
  fontWeight: 600,
});

const Saving = styled.span({ display: 'block', fontSize: 13, color: theme.color.muted, fontWeight: 400 });

/**
 * What a package costs: coins per month or year, or the free trial's days; with a promotion the viewer is eligible
 * for, the first period's price before the regular one.
 */
export function PackagePrice({ plan, promotion }: { plan: SubscriptionPackage; promotion?: SubscriptionPromotion | null }) {
  const { i18n } = useLingui();
  if (plan.kind === 'TRIAL') {
    const days = i18n.number(plan.trialDays);
    return <Trans>Free for {days} days</Trans>;
  }
  if (promotion?.eligible) {
    const first = discounted(plan.price, promotion.discountPercent);
    return plan.kind === 'MONTHLY' ? (
      <Trans>
        <CoinAmount coins={first} /> for the first month, then <CoinAmount coins={plan.price} /> a month
      </Trans>
    ) : (
      <Trans>
        <CoinAmount coins={first} /> for the first year, then <CoinAmount coins={plan.price} /> a year
      </Trans>
    );
  }
  return plan.kind === 'MONTHLY' ? (
    <Trans>
      <CoinAmount coins={plan.price} price /> a month
    </Trans>
  ) : (
    <Trans>
      <CoinAmount coins={plan.price} price /> a year
    </Trans>
  );
}

/** A bundle's name: its months. */
function BundleName({ bundle }: { bundle: SubscriptionBundle }) {
  const { i18n } = useLingui();
  const months = i18n.number(bundle.months);
  return <Trans>{months} months</Trans>;
}

/** What a bundle costs at once, and what it saves against the monthly plan. */
function BundlePrice({ bundle }: { bundle: SubscriptionBundle }) {
  const percent = bundle.discountPercent;
  return (
    <>
      <Trans>
        <CoinAmount coins={bundle.price} /> at once
      </Trans>
      <Saving>
        <Trans>
          Save <CoinAmount coins={bundle.regularPrice - bundle.price} /> ({percent}% off)
        </Trans>
      </Saving>
    </>
  );
}

/** The promotion for new subscribers: its discount, its end and what it saves on the first period. */
function PromotionOffer({ promotion, packages }: { promotion: SubscriptionPromotion; packages: SubscriptionPackage[] }) {
  const { i18n } = useLingui();
  const percent = promotion.discountPercent;
  const end = dayOf(i18n, promotion.endsAt);
  const paid = packages.find((plan) => plan.kind === 'MONTHLY') ?? packages.find((plan) => plan.kind === 'ANNUAL');
  const saved = paid ? paid.price - discounted(paid.price, percent) : 0;
  return (
    <Offer role="note">
      <Trans>
        New subscriber offer: {percent}% off your first period, until {end}.
      </Trans>
      {paid && (
        <Saving>
          {paid.kind === 'MONTHLY' ? (
            <Trans>
              You save <CoinAmount coins={saved} /> on your first month.
            </Trans>
          ) : (
            <Trans>
              You save <CoinAmount coins={saved} /> on your first year.
            </Trans>
          )}
        </Saving>
      )}
    </Offer>
  );
}

/**
 * The subscription modal (spec §2): the creator's packages, the confirmation 'Are You Sure Subscribe The
 * User?' with Subscribe and Cancel, and 'No Subscription Available !' when there is none.
 */
export function SubscribeModal({ creator, onClose }: { creator: Creator; onClose(): void }) {
  return <SubscribeDialog actor={useSubscribe(creator)} creator={creator} balance={useBalance()} onClose={onClose} />;
}

/** The subscription modal's content as its machine's state says. */
export function SubscribeDialog({
  actor,
  creator,
  balance,
  onClose,
}: {
  actor: ReturnType<typeof useSubscribe>;
  creator: Creator;
  balance: number | null;
  onClose(): void;
}) {
  const { t, i18n } = useLingui();
  const checked = useBalanceToCheck(balance);
  const phase = useSelector(actor, (snapshot) => snapshot.value);
  const packages = useSelector(actor, (snapshot) => snapshot.context.packages);
  const chosenId = useSelector(actor, (snapshot) => snapshot.context.chosenId);
  const offers = useSelector(actor, (snapshot) => snapshot.context.offers);
  const bundleMonths = useSelector(actor, (snapshot) => snapshot.context.bundleMonths);
  const chosenBundle = offers.bundles.find((bundle) => bundle.months === bundleMonths);
  const promotion = offers.promotion?.eligible ? offers.promotion : null;
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);
  const groupId = useId();
  const chosen = packages.find((plan) => plan.id === chosenId);
  const name = creator.name;

  let body;
  switch (phase) {
    case 'loading':
      body = <Loading label={t`Loading...`} />;
      break;
    case 'loadFailed':
      body = (
        <>
          <FailureAlert failure={failure} />
          <Buttons>
            <Button type="button" onClick={() => actor.send({ type: 'subscribe.retry' })}>
              <Trans>Try again</Trans>
            </Button>
          </Buttons>
        </>
      );
      break;
    case 'empty':
      body = (
        <>
          <EmptyState icon={<StarIcon />} title={t`No Subscription Available !`} />
          <Buttons>
            <Button type="button" variant="secondary" onClick={onClose}>
              <Trans>Close</Trans>
            </Button>
          </Buttons>
        </>
      );
      break;
    case 'choosing':
      body = (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'subscribe.next' });
          }}
        >
          {promotion && <PromotionOffer promotion={promotion} packages={packages} />}
          <Choices aria-labelledby={groupId}>
            <legend id={groupId}>
              <Trans>Choose a package</Trans>
            </legend>
            {packages.map((plan) => (
              <Choice key={plan.id}>
                <input
                  type="radio"
                  name="package"
                  value={plan.id}
                  checked={plan.id === chosenId && bundleMonths === null}
                  onChange={() => actor.send({ type: 'subscribe.choose', packageId: plan.id })}
                />
                <span className="name">{packageName(i18n, plan.kind)}</span>
                <span>
                  <PackagePrice plan={plan} promotion={promotion} />
                </span>
              </Choice>
            ))}
          </Choices>
          {offers.bundles.length > 0 && (
            <Choices aria-labelledby={`${groupId}-bundles`}>
              <legend id={`${groupId}-bundles`}>
                <Trans>Bundles: pay several months at once</Trans>
              </legend>
              {offers.bundles.map((bundle) => (
                <Choice key={bundle.months}>
                  <input
                    type="radio"
                    name="package"
                    value={`bundle-${bundle.months}`}
                    checked={bundle.months === bundleMonths}
                    onChange={() => actor.send({ type: 'subscribe.chooseBundle', months: bundle.months })}
                  />
                  <span className="name months">
                    <BundleName bundle={bundle} />
                  </span>
                  <span>
                    <BundlePrice bundle={bundle} />
                  </span>
                </Choice>
              ))}
            </Choices>
          )}
          <BalanceLine balance={balance} />
          <Buttons>
            <Button type="button" variant="secondary" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit">
              <Trans>Continue</Trans>
            </Button>
          </Buttons>
        </form>
      );
      break;
    case 'short':
      body = (
        <>
          <ErrorLine role="alert">{i18n._(describeKey('insufficientBalance'))}</ErrorLine>
          <BalanceLine balance={balance} />
          <Buttons>
            <Button type="button" variant="secondary" onClick={() => actor.send({ type: 'subscribe.back' })}>
              <Trans>Back</Trans>
            </Button>
            <Button type="button" onClick={() => actor.send({ type: 'pay.buyCoins' })}>
              <Trans>Buy coins</Trans>
            </Button>
          </Buttons>
        </>
      );
      break;
    default: {
      // Confirming, paying or failed: the question stays, the answer is on its way or refused.
      const paying = phase === 'paying';
      body = (
        <div role="alertdialog" aria-labelledby={`${groupId}-question`}>
          <Lead id={`${groupId}-question`}>
            <Trans>Are You Sure Subscribe The User?</Trans>
          </Lead>
          {chosenBundle ? (
            <p>
              <strong>
                <BundleName bundle={chosenBundle} />
              </strong>{' '}
              · <BundlePrice bundle={chosenBundle} />
            </p>
          ) : (
            chosen && (
              <p>
                <strong>{packageName(i18n, chosen.kind)}</strong> · <PackagePrice plan={chosen} promotion={promotion} />
              </p>
            )
          )}
          <FailureAlert failure={failure} />
          <Buttons>
            <Button type="button" variant="secondary" disabled={paying} onClick={() => actor.send({ type: 'subscribe.back' })}>
              <Trans>Cancel</Trans>
            </Button>
            <Button
              type="button"
              disabled={paying}
              aria-busy={paying}
              onClick={() => actor.send({ type: 'pay.confirm', balance: checked })}
            >
              {phase === 'failed' ? t`Try again` : paying ? t`Subscribing...` : t`Subscribe`}
            </Button>
          </Buttons>
        </div>
      );
    }
  }
  return (
    <Modal title={t`Subscribe to ${name}`} onClose={onClose}>
      {body}
    </Modal>
  );
}
