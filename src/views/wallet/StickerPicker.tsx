import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useBalance, useBalanceToCheck, useSendSticker } from '../../app/wallet';
import { describeKey } from '../../validation/messages';
import { FailureAlert, FailureWithRetry, Loading } from '../ui/Surface';
import { Button } from '../ui/Button';
import { theme } from '../ui/theme';
import { BalanceLine, Buttons, CoinAmount, ErrorLine, Lead, TipNoteField } from './moneyFields';
import { stickerName } from './stickerName';

const Grid = styled.ul({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(104px, 1fr))',
  gap: 10,
  '& button': {
    width: '100%',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: 6,
    padding: 10,
    borderRadius: theme.radius.md,
    border: `1px solid ${theme.color.border}`,
    background: '#fff',
    cursor: 'pointer',
    color: theme.color.text,
    fontSize: 13,
  },
  '& button:hover:not(:disabled)': { borderColor: theme.color.brand, background: theme.color.brandSoft },
  '& button:disabled': { opacity: 0.55, cursor: 'wait' },
  '& img': { width: 64, height: 64 },
});

/**
 * The sticker picker (spec §3 Sticker): the catalog with prices; a click sends the sticker to `toUserId`
 * and pays for it. Chat and live show it in their own popovers.
 */
export function StickerPicker({ toUserId }: { toUserId: string }) {
  return <StickerGrid actor={useSendSticker(toUserId)} />;
}

/** The picker of a sticker actor: the wallet's own, or a live stream's gift. */
export function StickerGrid({ actor }: { actor: ReturnType<typeof useSendSticker> }) {
  const { t, i18n } = useLingui();
  const balance = useBalance();
  const checked = useBalanceToCheck(balance);
  const phase = useSelector(actor, (snapshot) => snapshot.value);
  const stickers = useSelector(actor, (snapshot) => snapshot.context.stickers);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);
  const chosen = useSelector(actor, (snapshot) => snapshot.context.chosen);
  if (phase === 'confirming' && chosen) return <ConfirmSticker actor={actor} sticker={chosen} balance={balance} />;
  if (phase === 'loading') return <Loading label={t`Loading...`} />;
  if (phase === 'failed') {
    return <FailureWithRetry failure={failure} onRetry={() => actor.send({ type: 'stickers.retry' })} />;
  }
  return (
    <>
      <BalanceLine balance={balance} />
      {error && <ErrorLine role="alert">{i18n._(describeKey(error))}</ErrorLine>}
      <FailureAlert failure={failure} />
      <Grid aria-label={t`Stickers`} aria-busy={phase === 'sending'}>
        {stickers.map((sticker) => (
          <li key={sticker.id}>
            <button
              type="button"
              disabled={phase === 'sending'}
              onClick={() => actor.send({ type: 'sticker.send', sticker, balance: checked })}
            >
              <img src={sticker.imageUrl} alt="" />
              <span>{stickerName(i18n, sticker.name)}</span>
              <CoinAmount coins={sticker.price} price />
            </button>
          </li>
        ))}
      </Grid>
    </>
  );
}

/** The one step before a sticker is paid for: the sticker, its price, the balance, an optional short message. */
function ConfirmSticker({
  actor,
  sticker,
  balance,
}: {
  actor: ReturnType<typeof useSendSticker>;
  sticker: NonNullable<ReturnType<ReturnType<typeof useSendSticker>['getSnapshot']>['context']['chosen']>;
  balance: number | null;
}) {
  const { t, i18n } = useLingui();
  const [note, setNote] = useState('');
  const noteError = useSelector(actor, (snapshot) => snapshot.context.noteError);
  const name = stickerName(i18n, sticker.name);
  const price = i18n.number(sticker.price);
  return (
    <form
      data-testid="sticker-confirm"
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'sticker.confirm', note });
      }}
    >
      <Lead style={{ display: 'flex', alignItems: 'center', gap: 10 }}>
        <img src={sticker.imageUrl} alt="" width={48} height={48} />
        <span>{t`Send ${name} for ${price} coins?`}</span>
      </Lead>
      <BalanceLine balance={balance} />
      <TipNoteField value={note} error={noteError} onValue={setNote} />
      <Buttons>
        <Button type="button" variant="secondary" onClick={() => actor.send({ type: 'sticker.back' })}>
          {t`Back`}
        </Button>
        <Button type="submit">{t`Send for ${price} coins`}</Button>
      </Buttons>
    </form>
  );
}
