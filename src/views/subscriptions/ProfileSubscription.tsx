import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useProfileSubscription, type Creator } from '../../app/subscriptions';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Modal';
import { StarIcon } from '../ui/icons';
import { theme } from '../ui/theme';
import { Buttons, CoinAmount, Lead } from '../wallet/moneyFields';
import { dayOf, packageName } from './labels';

const Box = styled.section({
  marginTop: 14,
  padding: '12px 14px',
  borderRadius: theme.radius.md,
  border: `1px solid ${theme.color.border}`,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '8px 16px',
  '& h2': { margin: 0, fontSize: 15, display: 'flex', alignItems: 'center', gap: 6, width: '100%' },
  '& p': { margin: 0, flex: '1 1 220px', color: theme.color.muted },
  '& strong': { color: theme.color.text },
});

const Toggle = styled.label({
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  cursor: 'pointer',
  fontWeight: 600,
  '& input': {
    appearance: 'none',
    width: 40,
    height: 22,
    margin: 0,
    borderRadius: 999,
    background: theme.color.border,
    position: 'relative',
    cursor: 'pointer',
    transition: 'background 120ms',
    '&::after': {
      content: '""',
      position: 'absolute',
      top: 3,
      left: 3,
      width: 16,
      height: 16,
      borderRadius: '50%',
      background: '#fff',
      transition: 'transform 120ms',
    },
    '&:checked': { background: theme.color.brand },
    '&:checked::after': { transform: 'translateX(18px)' },
    '&:focus-visible': { outline: `3px solid ${theme.color.brand}`, outlineOffset: 2 },
    '&:disabled': { opacity: 0.6, cursor: 'default' },
  },
});

/**
 * A creator's profile as their subscriber sees it: the plan, when it renews (or ends) and an auto-renew switch; off,
 * the subscription ends at the period's end and is not charged again. Nothing while it loads; the `fallback` (the
 * prices and Subscribe) when the viewer holds no running subscription.
 */
export function ProfileSubscription({ creator, fallback }: { creator: Creator; fallback: React.ReactNode }) {
  const { t, i18n } = useLingui();
  const switchId = useId();
  const actor = useProfileSubscription(creator.id);
  const subscription = useSelector(actor, (snapshot) => snapshot.context.subscription);
  const phase = useSelector(actor, (snapshot) => (snapshot.matches('subscribed') ? 'subscribed' : snapshot.value));
  const confirming = useSelector(actor, (snapshot) => snapshot.matches({ subscribed: 'confirming' }));
  const changing = useSelector(actor, (snapshot) => snapshot.matches({ subscribed: 'changing' }));
  if (phase === 'loading') return null;
  if (phase === 'none' || !subscription) return <>{fallback}</>;
  const day = dayOf(i18n, subscription.expiryDate);
  const plan = packageName(i18n, subscription.kind);
  return (
    <Box aria-label={t`Your subscription`}>
      <h2>
        <StarIcon width={18} height={18} color={theme.color.brand} aria-hidden="true" />
        <Trans>You are subscribed</Trans>
      </h2>
      <p>
        <strong>{plan}</strong> · <CoinAmount coins={subscription.price} />
        <br />
        {subscription.renews ? (
          subscription.nextPackage ? (
            <Trans>
              Renews on {day} for <CoinAmount coins={subscription.nextPackage.price} />
            </Trans>
          ) : (
            <Trans>Renews on {day}</Trans>
          )
        ) : (
          <Trans>Ends on {day}; it will not be charged again</Trans>
        )}
      </p>
      <Toggle htmlFor={switchId}>
        <input
          id={switchId}
          type="checkbox"
          role="switch"
          checked={subscription.renews}
          disabled={changing}
          aria-busy={changing}
          onChange={(event) => actor.send({ type: 'autoRenew.set', on: event.target.checked })}
        />
        <Trans>Auto-renew</Trans>
      </Toggle>
      {(confirming || changing) && (
        <Modal
          title={subscription.renews ? t`Turn off auto-renew?` : t`Turn on auto-renew?`}
          onClose={() => !changing && actor.send({ type: 'autoRenew.dismiss' })}
        >
          <Lead>
            {subscription.renews ? (
              <Trans>
                Your subscription to {creator.name} will end on {day} and will not be charged again. You keep access until then.
              </Trans>
            ) : (
              <Trans>
                Your subscription to {creator.name} will be charged again on {day}.
              </Trans>
            )}
          </Lead>
          <Buttons>
            <Button type="button" variant="secondary" disabled={changing} onClick={() => actor.send({ type: 'autoRenew.dismiss' })}>
              <Trans>No</Trans>
            </Button>
            <Button type="button" disabled={changing} aria-busy={changing} onClick={() => actor.send({ type: 'autoRenew.confirm' })}>
              {subscription.renews ? t`Yes, turn it off` : t`Yes, turn it on`}
            </Button>
          </Buttons>
        </Modal>
      )}
    </Box>
  );
}
