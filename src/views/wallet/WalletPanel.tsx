import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import {
  useBalance,
  useBuyCoins,
  useCoinPacks,
  useTransactionList,
  useWalletActor,
  useWalletPhase,
  type BuyCoinsActor,
  type CoinPack,
  type WalletLine,
} from '../../app/wallet';
import { EmptyFeed, ListStatus, LoadMoreWhenVisible } from '../feed/FeedStatus';
import { Button } from '../ui/Button';
import { ChevronLeftIcon, ChevronRightIcon, CoinIcon, WalletIcon } from '../ui/icons';
import { Modal } from '../ui/Modal';
import { FailureAlert, Loading } from '../ui/Surface';
import { theme } from '../ui/theme';
import { CardPaymentForm } from './CardPaymentForm';
import { SavedCardsSection } from './SavedCardsSection';
import { describeLine, lineDate } from './describeLine';
import { Buttons, CoinAmount, Lead, Muted } from './moneyFields';

const Balance = styled.div({
  display: 'flex',
  alignItems: 'center',
  gap: 14,
  padding: 18,
  borderRadius: theme.radius.lg,
  background: `linear-gradient(135deg, ${theme.color.brand}, ${theme.color.brandDark})`,
  color: '#fff',
  marginBottom: 20,
  '& svg': { width: 40, height: 40, flex: '0 0 auto' },
  '& .label': { fontSize: 14, opacity: 0.85 },
  '& .coins': { fontSize: 30, fontWeight: 800, fontVariantNumeric: 'tabular-nums', lineHeight: 1.1 },
  '& .bonus': { fontSize: 14, fontWeight: 600, marginTop: 4 },
});

/** The bonus part of the balance (README, money): spendable like any coin, never withdrawable; shown only when there is some. */
function BonusCoins() {
  const { t, i18n } = useLingui();
  const bonus = useSelector(useTransactionList(), (snapshot) => snapshot.context.bonus);
  if (!bonus) return null;
  const coins = i18n.number(bonus);
  return (
    <div
      className="bonus"
      data-testid="wallet-bonus"
      title={t`Bonus coins (referral welcome coins and what they bought) can be spent but not withdrawn.`}
    >
      {t`of which ${coins} bonus, not withdrawable`}
    </div>
  );
}

const SliderBox = styled.div({ position: 'relative', marginBottom: 24 });
const Slides = styled.ul({
  // Scrolls inside the panel: it never widens the page (its own width adds nothing to the column's).
  width: 0,
  minWidth: '100%',
  listStyle: 'none',
  margin: 0,
  padding: '4px 2px 10px',
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'calc((100% - 36px) / 4)',
  gap: 12,
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  scrollbarWidth: 'thin',
  [theme.narrow]: { gridAutoColumns: 'calc((100% - 12px) / 2)' },
  [theme.phone]: { gridAutoColumns: '72%' },
  '& > li': { scrollSnapAlign: 'start' },
});
const Pack = styled.div({
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 8,
  padding: '18px 12px',
  borderRadius: theme.radius.lg,
  border: `1px solid ${theme.color.border}`,
  background: theme.color.surface,
  boxShadow: theme.shadow.card,
  textAlign: 'center',
  '& svg.big': { width: 42, height: 42, color: '#ca8a04' },
  '& .coins': { fontSize: 20, fontWeight: 800 },
  '& .price': { fontSize: 18, fontWeight: 700, color: theme.color.brand },
  '& button': { marginTop: 'auto' },
});
const Arrow = styled.button({
  position: 'absolute',
  top: '42%',
  width: 36,
  height: 36,
  borderRadius: '50%',
  border: `1px solid ${theme.color.border}`,
  background: '#fff',
  boxShadow: theme.shadow.card,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  cursor: 'pointer',
  zIndex: 1,
  '&.prev': { left: -14 },
  '&.next': { right: -14 },
  [theme.phone]: { display: 'none' },
});

const Lines = styled.ul({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });
const Line = styled.li({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: '2px 12px',
  padding: '12px 4px',
  borderBottom: `1px solid ${theme.color.border}`,
  '& .title': { fontWeight: 700, overflowWrap: 'anywhere' },
  '& .message': { color: theme.color.muted, fontSize: 14, gridColumn: 1, overflowWrap: 'anywhere' },
  '& .note': { fontSize: 14, fontStyle: 'italic', gridColumn: 1, overflowWrap: 'anywhere' },
  '& .price': { fontWeight: 800, fontVariantNumeric: 'tabular-nums', textAlign: 'right' },
  '& .price.credit': { color: theme.color.success },
  '& .price.debit': { color: theme.color.danger },
  '& time': { color: theme.color.faint, fontSize: 13, textAlign: 'right' },
});

const Heading = styled.h2({ fontSize: 18, margin: '0 0 12px' });

/** The coin pack slider (spec §2 wallet, §9: 4 slides, prices with $). */
function CoinPackSlider({ packs, onBuy }: { packs: CoinPack[]; onBuy(pack: CoinPack): void }) {
  const { t, i18n } = useLingui();
  const slides = useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1) =>
    slides.current?.scrollBy({ left: direction * slides.current.clientWidth * 0.8, behavior: 'smooth' });
  return (
    <SliderBox>
      <Arrow type="button" className="prev" aria-label={t`Previous coin packs`} onClick={() => scroll(-1)}>
        <ChevronLeftIcon width={18} height={18} />
      </Arrow>
      <Slides ref={slides} aria-label={t`Coin packs`}>
        {packs.map((pack) => {
          const price = i18n.number(pack.price, { style: 'currency', currency: 'USD' });
          const coins = i18n.number(pack.coins);
          return (
            <li key={pack.id}>
              <Pack>
                <CoinIcon className="big" aria-hidden="true" />
                <span className="coins">
                  <Trans>{coins} coins</Trans>
                </span>
                <span className="price">{price}</span>
                <Button type="button" block aria-label={t`Buy ${coins} coins for ${price}`} onClick={() => onBuy(pack)}>
                  <Trans>Buy</Trans>
                </Button>
              </Pack>
            </li>
          );
        })}
      </Slides>
      <Arrow type="button" className="next" aria-label={t`Next coin packs`} onClick={() => scroll(1)}>
        <ChevronRightIcon width={18} height={18} />
      </Arrow>
    </SliderBox>
  );
}

/** The card's extra authentication step, as Stripe's test page shows it: complete or fail it. */
function ExtraStepModal({ actor }: { actor: BuyCoinsActor }) {
  const { t } = useLingui();
  const busy = useSelector(actor, (snapshot) => !snapshot.matches('extraStep'));
  return (
    <Modal title={t`Authenticate your payment`} onClose={() => actor.send({ type: 'extraStep.fail' })}>
      <Lead>
        <Trans>Your bank asks you to confirm this payment.</Trans>
      </Lead>
      <Muted>
        <Trans>This is the card's test authentication page: complete it to pay, or fail it to see the payment refused.</Trans>
      </Muted>
      <Buttons>
        <Button type="button" variant="secondary" disabled={busy} onClick={() => actor.send({ type: 'extraStep.fail' })}>
          <Trans>Fail authentication</Trans>
        </Button>
        <Button type="button" disabled={busy} aria-busy={busy} onClick={() => actor.send({ type: 'extraStep.complete' })}>
          <Trans>Complete authentication</Trans>
        </Button>
      </Buttons>
    </Modal>
  );
}

function SucceededModal({ actor }: { actor: BuyCoinsActor }) {
  const { t } = useLingui();
  const coins = useSelector(actor, (snapshot) => snapshot.context.coins);
  const done = () => actor.send({ type: 'buy.done' });
  return (
    <Modal title={t`Payment successful`} onClose={done}>
      <Lead>
        <Trans>
          <CoinAmount coins={coins} /> added to your wallet.
        </Trans>
      </Lead>
      <Buttons>
        <Button type="button" autoFocus onClick={done}>
          <Trans>Done</Trans>
        </Button>
      </Buttons>
    </Modal>
  );
}

/** The buy-coins flow over the wallet: the card form, the card's extra step, the result. */
function BuyCoinsFlow({ actor }: { actor: BuyCoinsActor }) {
  const phase = useSelector(actor, (snapshot) => (snapshot.matches('cardPayment') ? 'cardPayment' : snapshot.value));
  const cancel = () => actor.send({ type: 'buy.cancel' });
  if (phase === 'extraStep' || phase === 'authenticating' || phase === 'confirming') return <ExtraStepModal actor={actor} />;
  if (phase === 'succeeded') return <SucceededModal actor={actor} />;
  if (phase === 'cardPayment') return <CardPaymentForm actor={actor} onClose={cancel} />;
  return null;
}

export function TransactionLine({ line }: { line: WalletLine }) {
  const { i18n } = useLingui();
  const { title, message } = describeLine(i18n, line);
  const amount = `${line.isCredit ? '+' : '−'}${i18n.number(line.price)}`;
  return (
    <Line>
      <span className="title">{title}</span>
      <span className={`price ${line.isCredit ? 'credit' : 'debit'}`}>{amount}</span>
      <span className="message">{message}</span>
      <time dateTime={line.createdAt}>{lineDate(line.createdAt)}</time>
      {line.note && <q className="note">{line.note}</q>}
    </Line>
  );
}

/** The transactions (spec §3): paged with infinite scroll, newest first. */
function Transactions() {
  const { t } = useLingui();
  const list = useTransactionList();
  const items = useSelector(list, (snapshot) => snapshot.context.items);
  const phase = useSelector(list, (snapshot) => snapshot.value);
  const failure = useSelector(list, (snapshot) => snapshot.context.failure);
  const balance = useBalance();
  const seen = useRef(balance);
  // A purchase, an unlock or a gift changes the balance: the first page is read again so its line shows.
  useEffect(() => {
    if (seen.current === balance) return;
    seen.current = balance;
    list.send({ type: 'feed.refresh' });
  }, [balance, list]);
  return (
    <section aria-labelledby="transactions-title">
      <Heading id="transactions-title">{t`Transactions`}</Heading>
      {items.length > 0 && (
        <Lines aria-label={t`Transactions`}>
          {items.map((line) => (
            <TransactionLine key={line.id} line={line} />
          ))}
        </Lines>
      )}
      {phase === 'ready' && <LoadMoreWhenVisible feed={list} />}
      <ListStatus
        phase={phase}
        failure={failure}
        count={items.length}
        onRetry={() => list.send({ type: 'feed.retry' })}
        empty={
          <EmptyFeed icon={<WalletIcon />} title={t`No transactions yet`}>
            <Trans>Coins you buy, spend and receive will be listed here.</Trans>
          </EmptyFeed>
        }
      />
    </section>
  );
}

/** /settings/wallet (spec §2): the balance, 'My wallet', the coin pack slider with the card payment form, the transactions. */
export function WalletPanel() {
  const { t, i18n } = useLingui();
  const wallet = useWalletActor();
  const balance = useBalance();
  const packs = useCoinPacks();
  const phase = useWalletPhase();
  const buy = useBuyCoins();
  const buyFailure = useSelector(buy, (snapshot) => (snapshot.matches('choosing') ? snapshot.context.failure : null));
  return (
    <section>
      <Heading as="h2" style={{ fontSize: 20 }}>
        {t`My wallet`}
      </Heading>
      {phase === 'loading' && balance === null && <Loading label={t`Loading...`} />}
      {phase === 'failed' && balance === null && (
        <Buttons style={{ justifyContent: 'flex-start' }}>
          <Button type="button" variant="secondary" onClick={() => wallet.send({ type: 'wallet.reload' })}>
            <Trans>Try again</Trans>
          </Button>
        </Buttons>
      )}
      {balance !== null && (
        <Balance data-testid="wallet-balance">
          <CoinIcon aria-hidden="true" />
          <div>
            <div className="label">{t`Balance`}</div>
            <div className="coins">{t`${i18n.number(balance)} coins`}</div>
            <BonusCoins />
          </div>
        </Balance>
      )}
      <SavedCardsSection />
      <Heading>{t`Buy coins`}</Heading>
      <FailureAlert failure={buyFailure} />
      <CoinPackSlider packs={packs} onBuy={(pack) => buy.send({ type: 'buy.pack', pack })} />
      <BuyCoinsFlow actor={buy} />
      <Transactions />
    </section>
  );
}
