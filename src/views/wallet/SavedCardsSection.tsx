import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useBalance, useCoinPacks, useSavedCards, type CoinPack, type SavedCard, type SavedCardsActor } from '../../app/wallet';
import { describeMessage } from '../../validation/messages';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Modal';
import { theme } from '../ui/theme';
import { Buttons, CoinAmount, ErrorLine, Lead, Muted } from './moneyFields';

const Cards = styled.ul({ listStyle: 'none', margin: '0 0 16px', padding: 0, display: 'flex', flexDirection: 'column', gap: 12 });
const Card = styled.li({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 10,
  padding: 14,
  borderRadius: theme.radius.lg,
  border: `1px solid ${theme.color.border}`,
  background: theme.color.surface,
  '& .name': { fontWeight: 700, flex: '1 1 160px' },
  '& .expiry': { color: theme.color.muted, fontSize: 14 },
  '& select': { minHeight: 40, borderRadius: theme.radius.md, border: `1px solid ${theme.color.border}`, padding: '0 8px' },
});
const Row = styled.div({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, width: '100%' });
const Toggle = styled.label({ display: 'flex', alignItems: 'center', gap: 8, fontWeight: 600, '& input': { width: 18, height: 18 } });
const Heading = styled.h2({ fontSize: 18, margin: '0 0 12px' });

/** The one confirmation of a one-click pack. */
function ConfirmBuy({ actor }: { actor: SavedCardsActor }) {
  const { t, i18n } = useLingui();
  const buying = useSelector(actor, (snapshot) => snapshot.context.buying);
  const busy = useSelector(actor, (snapshot) => snapshot.matches('buying'));
  if (!buying) return null;
  const price = i18n.number(buying.pack.price, { style: 'currency', currency: 'USD' });
  const last4 = buying.card.last4;
  const cancel = () => actor.send({ type: 'cards.cancel' });
  return (
    <Modal title={t`Buy coins`} onClose={busy ? () => {} : cancel}>
      <Lead>
        <Trans>
          Buy <CoinAmount coins={buying.pack.coins} /> for {price} with the card ending {last4}?
        </Trans>
      </Lead>
      <Buttons>
        <Button type="button" variant="secondary" disabled={busy} onClick={cancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="button" autoFocus disabled={busy} aria-busy={busy} onClick={() => actor.send({ type: 'cards.confirm' })}>
          {busy ? t`Paying...` : t`Pay ${price}`}
        </Button>
      </Buttons>
    </Modal>
  );
}

function CardRow({ actor, card, packs }: { actor: SavedCardsActor; card: SavedCard; packs: CoinPack[] }) {
  const { t, i18n } = useLingui();
  const autoTopUp = useSelector(actor, (snapshot) => snapshot.context.autoTopUp);
  const busy = useSelector(actor, (snapshot) => !snapshot.matches('ready'));
  const topUpHere = autoTopUp?.cardId === card.id;
  const month = String(card.expMonth).padStart(2, '0');
  const year = String(card.expYear % 100).padStart(2, '0');
  const last4 = card.last4;
  // The provider's brand id ('visa', 'mastercard'), as a name.
  const brand = card.brand.charAt(0).toUpperCase() + card.brand.slice(1);
  const chosenPack = autoTopUp?.packId ?? packs[0]?.id ?? '';
  return (
    <Card data-testid="saved-card">
      <span className="name">{t`${brand} ending ${last4}`}</span>
      <span className="expiry">{t`Expires ${month}/${year}`}</span>
      <Button
        type="button"
        variant="secondary"
        disabled={busy}
        aria-label={t`Remove the card ending ${last4}`}
        onClick={() => actor.send({ type: 'cards.remove', cardId: card.id })}
      >
        <Trans>Remove</Trans>
      </Button>
      <Row>
        {packs.map((pack) => {
          const coins = i18n.number(pack.coins);
          return (
            <Button
              key={pack.id}
              type="button"
              disabled={busy}
              aria-label={t`Buy ${coins} coins with the card ending ${last4}`}
              onClick={() => actor.send({ type: 'cards.buy', card, pack })}
            >
              {t`${coins} coins`}
            </Button>
          );
        })}
      </Row>
      <Row>
        <Toggle>
          <input
            type="checkbox"
            checked={topUpHere}
            disabled={busy || packs.length === 0}
            onChange={(event) =>
              actor.send(event.target.checked ? { type: 'autoTopUp.set', cardId: card.id, packId: chosenPack } : { type: 'autoTopUp.off' })
            }
          />
          <Trans>Automatic top-up</Trans>
        </Toggle>
        <select
          aria-label={t`Pack bought by automatic top-up`}
          value={chosenPack}
          disabled={busy || !topUpHere}
          onChange={(event) => actor.send({ type: 'autoTopUp.set', cardId: card.id, packId: event.target.value })}
        >
          {packs.map((pack) => (
            <option key={pack.id} value={pack.id}>
              {t`${i18n.number(pack.coins)} coins for ${i18n.number(pack.price, { style: 'currency', currency: 'USD' })}`}
            </option>
          ))}
        </select>
      </Row>
    </Card>
  );
}

/** Saved cards (issue 32): one-click packs, automatic top-up when a purchase finds the wallet short, removal. */
export function SavedCardsSection() {
  const { t, i18n } = useLingui();
  const actor = useSavedCards();
  const cards = useSelector(actor, (snapshot) => snapshot.context.cards);
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);
  const packs = useCoinPacks();
  const balance = useBalance();
  const seen = useRef(balance);
  // A purchase with "save this card" adds a card: the list is read again when the balance changes.
  useEffect(() => {
    if (seen.current === balance) return;
    seen.current = balance;
    actor.send({ type: 'cards.reload' });
  }, [balance, actor]);
  return (
    <section aria-labelledby="saved-cards-title" style={{ marginBottom: 24 }}>
      <Heading id="saved-cards-title">{t`Saved cards`}</Heading>
      {failure && (
        <ErrorLine role="alert" data-testid="saved-cards-error">
          {i18n._(describeMessage(failure.message))}
        </ErrorLine>
      )}
      {cards.length === 0 ? (
        <Muted>
          <Trans>No saved card. Tick "Save this card" when you pay to buy coins in one click next time.</Trans>
        </Muted>
      ) : (
        <>
          <Muted>
            <Trans>With automatic top-up on, a purchase your coins do not cover buys the chosen pack with the card first.</Trans>
          </Muted>
          <Cards aria-label={t`Saved cards`}>
            {cards.map((card) => (
              <CardRow key={card.id} actor={actor} card={card} packs={packs} />
            ))}
          </Cards>
        </>
      )}
      <ConfirmBuy actor={actor} />
    </section>
  );
}
