import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import type { BuyCoinsActor } from '../../app/wallet';
import { typedCardNumber, typedCvc, typedExpiry } from '../../validation/money';
import { describeMessage } from '../../validation/messages';
import { Button } from '../ui/Button';
import { Input } from '../ui/Field';
import { LockIcon } from '../ui/icons';
import { Modal } from '../ui/Modal';
import { theme } from '../ui/theme';
import { Buttons, CoinAmount, ErrorLine, Muted } from './moneyFields';
import { StripeCardField } from './StripeCardField';

const Row = styled.div({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 12 });
const Field = styled.div({
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
  marginBottom: 14,
  '& label': { fontWeight: 600, fontSize: 14 },
});
const Summary = styled.div({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  padding: '12px 14px',
  borderRadius: theme.radius.md,
  background: theme.color.page,
  marginBottom: 16,
  fontWeight: 600,
});
const SaveCard = styled.label({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  marginBottom: 12,
  fontSize: 14,
  fontWeight: 600,
  '& input': { width: 18, height: 18, flex: '0 0 auto' },
});
const Safe = styled(Muted)({ display: 'flex', alignItems: 'center', gap: 6, '& svg': { width: 16, height: 16 } });

/** The card payment form (spec §2): card number, expiry MM/YY, CVC and the pack's price; the provider's reason shows when refused. */
export function CardPaymentForm({ actor, onClose }: { actor: BuyCoinsActor; onClose(): void }) {
  const { t, i18n } = useLingui();
  const pack = useSelector(actor, (snapshot) => snapshot.context.pack);
  const provider = useSelector(actor, (snapshot) => snapshot.context.payments?.provider ?? 'TEST_CARD');
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);
  const busy = useSelector(actor, (snapshot) => !snapshot.matches({ cardPayment: 'cardForm' }));
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [saveCard, setSaveCard] = useState(false);
  if (!pack) return null;
  const price = i18n.number(pack.price, { style: 'currency', currency: 'USD' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'card.submit', card: { number, expiry, cvc }, saveCard });
  };

  return (
    <Modal title={t`Card payment`} onClose={onClose}>
      <form onSubmit={submit} noValidate aria-busy={busy}>
        <Summary>
          <CoinAmount coins={pack.coins} />
          <span>{price}</span>
        </Summary>
        {provider === 'STRIPE' ? (
          <StripeCardField />
        ) : (
          <>
            <Field>
              <label htmlFor="card-number">{t`Card number`}</label>
              <Input
                id="card-number"
                name="cardnumber"
                inputMode="numeric"
                autoComplete="cc-number"
                placeholder="1234 1234 1234 1234"
                value={number}
                disabled={busy}
                onChange={(event) => setNumber(typedCardNumber(event.target.value))}
              />
            </Field>
            <Row>
              <Field>
                <label htmlFor="card-expiry">{t`Expiry (MM/YY)`}</label>
                <Input
                  id="card-expiry"
                  name="exp-date"
                  inputMode="numeric"
                  autoComplete="cc-exp"
                  placeholder="MM/YY"
                  value={expiry}
                  disabled={busy}
                  onChange={(event) => setExpiry(typedExpiry(event.target.value))}
                />
              </Field>
              <Field>
                <label htmlFor="card-cvc">{t`CVC`}</label>
                <Input
                  id="card-cvc"
                  name="cvc"
                  inputMode="numeric"
                  autoComplete="cc-csc"
                  placeholder="123"
                  value={cvc}
                  disabled={busy}
                  onChange={(event) => setCvc(typedCvc(event.target.value))}
                />
              </Field>
            </Row>
          </>
        )}
        <SaveCard>
          <input type="checkbox" checked={saveCard} disabled={busy} onChange={(event) => setSaveCard(event.target.checked)} />
          <Trans>Save this card for one-click purchases and automatic top-up</Trans>
        </SaveCard>
        {failure && (
          <ErrorLine role="alert" data-testid="card-error">
            {i18n._(describeMessage(failure.message))}
          </ErrorLine>
        )}
        <Safe>
          <LockIcon aria-hidden="true" />
          <Trans>Your card goes to the payment provider, never to us.</Trans>
        </Safe>
        <Buttons>
          <Button type="button" variant="secondary" onClick={onClose} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {busy ? t`Paying...` : t`Pay ${price}`}
          </Button>
        </Buttons>
      </form>
    </Modal>
  );
}
