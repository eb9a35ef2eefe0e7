import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { STRIPE_CARD_ELEMENT_ID } from '../../app/wallet';
import { theme } from '../ui/theme';

const Box = styled.div({
  padding: '13px 14px',
  borderRadius: theme.radius.sm,
  border: `1px solid ${theme.color.border}`,
  marginBottom: 14,
  minHeight: 44,
});

/** Where Stripe's own card field (number, expiry, CVC) is mounted by the buy-coins flow when the provider is Stripe. */
export function StripeCardField() {
  const { t } = useLingui();
  return <Box id={STRIPE_CARD_ELEMENT_ID} role="group" aria-label={t`Card`} />;
}
