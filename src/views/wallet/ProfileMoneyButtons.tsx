import { Trans } from '@lingui/react/macro';
import { useOpenMoneyDialog, type Recipient } from '../../app/wallet';
import { Button } from '../ui/Button';
import { CoinIcon, GiftIcon } from '../ui/icons';

/** Another person's profile: Donate (post/user-donate), Send coins (coin transfer) and a sticker, each in the wallet's dialog. */
export function ProfileMoneyButtons({ to }: { to: Recipient }) {
  const open = useOpenMoneyDialog();
  return (
    <>
      <Button type="button" variant="secondary" onClick={() => open({ kind: 'donateUser', to })}>
        <GiftIcon width={18} height={18} aria-hidden="true" />
        <Trans>Donate</Trans>
      </Button>
      <Button type="button" variant="secondary" onClick={() => open({ kind: 'transfer', to })}>
        <CoinIcon width={18} height={18} aria-hidden="true" />
        <Trans>Send coins</Trans>
      </Button>
      <Button type="button" variant="secondary" onClick={() => open({ kind: 'sticker', to })}>
        <Trans>Send a sticker</Trans>
      </Button>
    </>
  );
}
