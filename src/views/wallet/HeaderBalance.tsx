import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { useBalance } from '../../app/wallet';
import { CoinIcon } from '../ui/icons';
import { theme } from '../ui/theme';

const Balance = styled(Link)({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  minHeight: 36,
  padding: '0 12px',
  borderRadius: theme.radius.pill,
  background: theme.color.brandSoft,
  color: theme.color.brand,
  fontWeight: 700,
  textDecoration: 'none',
  fontVariantNumeric: 'tabular-nums',
  '&:hover': { filter: 'brightness(0.97)' },
  '& svg': { width: 18, height: 18 },
  [theme.phone]: { padding: '0 8px', gap: 4, fontSize: 14 },
});

/** The header's wallet: the balance in coins, the same on every screen at once; opens /settings/wallet. */
export function HeaderBalance() {
  const { t, i18n } = useLingui();
  const balance = useBalance();
  if (balance === null) return null;
  const coins = i18n.number(balance);
  return (
    <Balance href="/settings/wallet" aria-label={t`Wallet: ${coins} coins`} data-testid="header-balance">
      <CoinIcon aria-hidden="true" />
      <span aria-hidden="true">{coins}</span>
    </Balance>
  );
}
