import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useSubscribe, type Creator } from '../../app/subscriptions';
import { useOpenMoneyDialog } from '../../app/wallet';
import { Button } from '../ui/Button';
import { StarIcon } from '../ui/icons';
import { theme } from '../ui/theme';
import { packageName } from './labels';
import { PackagePrice } from './SubscribeModal';
import { ProfileSubscription } from './ProfileSubscription';

const Box = styled.section({
  marginTop: 14,
  padding: '12px 14px',
  borderRadius: theme.radius.md,
  border: `1px solid ${theme.color.border}`,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 12,
  '& h2': { margin: 0, fontSize: 15, display: 'flex', alignItems: 'center', gap: 6, width: '100%' },
  '& ul': { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: 8, flex: '1 1 260px' },
  '& li': { padding: '6px 10px', borderRadius: 999, background: theme.color.brandSoft, fontSize: 14 },
});

/**
 * Spec §2 /user-profile/{id}: the creator's subscription prices while the viewer is not subscribed, and
 * Subscribe, which opens the subscription modal; once subscribed, the plan, its date and the auto-renew switch.
 */
export function ProfileSubscribe({ creator, isSubscribed }: { creator: Creator; isSubscribed: boolean }) {
  if (isSubscribed) {
    // The plan, its date and the auto-renew switch; the bare note if the subscription cannot be read.
    return (
      <ProfileSubscription
        creator={creator}
        fallback={
          <Box aria-label={creator.name}>
            <h2>
              <StarIcon width={18} height={18} color={theme.color.brand} aria-hidden="true" />
              <Trans>You are subscribed</Trans>
            </h2>
          </Box>
        }
      />
    );
  }
  return <Prices creator={creator} />;
}

function Prices({ creator }: { creator: Creator }) {
  const { t, i18n } = useLingui();
  const open = useOpenMoneyDialog();
  // The subscription flow's package reading, shown as prices; Subscribe opens the modal's own flow.
  const actor = useSubscribe(creator);
  const packages = useSelector(actor, (snapshot) => snapshot.context.packages);
  const phase = useSelector(actor, (snapshot) => snapshot.value);
  if (phase === 'loading' || phase === 'loadFailed' || packages.length === 0) return null;
  return (
    <Box aria-label={t`Subscription`}>
      <h2>
        <StarIcon width={18} height={18} color={theme.color.brand} aria-hidden="true" />
        <Trans>Subscribe to see all of their posts</Trans>
      </h2>
      <ul aria-label={t`Subscription prices`}>
        {packages.map((plan) => (
          <li key={plan.id}>
            <strong>{packageName(i18n, plan.kind)}</strong> · <PackagePrice plan={plan} />
          </li>
        ))}
      </ul>
      <Button type="button" onClick={() => open({ kind: 'subscribe', creator })}>
        <Trans>Subscribe</Trans>
      </Button>
    </Box>
  );
}
