import styled from '@emotion/styled';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCoinDollars } from '../../app/wallet';
import { useId } from 'react';
import type { MessageKey } from '../../../contract';
import { DONATION_PRESETS, TIP_NOTE_MAX } from '../../../contract/rules';
import { lengthOf } from '../../../contract/fieldRules';
import { describeKey } from '../../validation/messages';
import { isBlockedAmountKey } from '../../validation/posts';
import { CoinIcon } from '../ui/icons';
import { Input } from '../ui/Field';
import { theme } from '../ui/theme';

export const Coins = styled.span({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
  '& svg': { width: '1.1em', height: '1.1em', color: '#ca8a04' },
});

/** "50 coins (~$0.50)": a price in coins with its money value at the base pack's rate, in the reader's language. */
export function coinsWithMoney(i18n: I18n, coins: number, coinDollars: number | null): string {
  const amount = i18n.number(coins);
  if (coinDollars === null) return i18n._(msg`${amount} coins`);
  // Rounded to a millionth first: 50 × (0.99 / 100) is 0.49499999… in floating point, and half a cent rounds up.
  const money = i18n.number(Number((coins * coinDollars).toFixed(6)), { style: 'currency', currency: 'USD' });
  return i18n._(msg`${amount} coins (~${money})`);
}

/** A price's words with its money value (the wallet's packs give the rate). */
function PricedCoins({ coins }: { coins: number }) {
  const { i18n } = useLingui();
  return <>{coinsWithMoney(i18n, coins, useCoinDollars())}</>;
}

/** An amount of coins, with the coin mark; a `price` shows its money value beside it. */
export function CoinAmount({ coins, price = false }: { coins: number; price?: boolean }) {
  const { i18n } = useLingui();
  return (
    <Coins>
      <CoinIcon aria-hidden="true" />
      {price ? <PricedCoins coins={coins} /> : <Trans>{i18n.number(coins)} coins</Trans>}
    </Coins>
  );
}

export const Lead = styled.p({ margin: '0 0 14px', fontSize: 16 });
export const Muted = styled.p({ margin: '0 0 14px', color: theme.color.muted, fontSize: 14 });
export const Buttons = styled.div({ display: 'flex', gap: 10, flexWrap: 'wrap', justifyContent: 'flex-end', marginTop: 8 });
export const ErrorLine = styled.p({ margin: '0 0 12px', color: theme.color.danger, fontSize: 14, fontWeight: 600 });

/** The wallet's balance as a line of the dialog. */
export function BalanceLine({ balance }: { balance: number | null }) {
  if (balance === null) return null;
  return (
    <Muted>
      <Trans>
        Your balance: <CoinAmount coins={balance} />
      </Trans>
    </Muted>
  );
}

const Presets = styled.div({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: 8,
  marginBottom: 14,
  '& button': {
    minHeight: 44,
    borderRadius: theme.radius.md,
    border: `1px solid ${theme.color.border}`,
    background: '#fff',
    fontWeight: 700,
    cursor: 'pointer',
    color: theme.color.text,
  },
  '& button[aria-pressed="true"]': { borderColor: theme.color.brand, background: theme.color.brandSoft, color: theme.color.brand },
});

const Label = styled.label({ display: 'block', fontWeight: 600, fontSize: 14, marginBottom: 6 });

/**
 * The amount of a donation or a transfer (spec §5, §9): the presets (when given), and a typed amount of
 * digits only, at most 5 characters, with e E + - . refused as they are typed.
 */
export function CoinAmountField({
  amount,
  error,
  presets,
  disabled,
  label,
  onPreset,
  onTyped,
}: {
  amount: string;
  /** The field's name when it is not an amount (a paid media's price). */
  label?: string;
  error: MessageKey | null;
  presets: boolean;
  disabled: boolean;
  onPreset(amount: number): void;
  onTyped(value: string): void;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  return (
    <>
      {presets && (
        <Presets role="group" aria-label={t`Amount`}>
          {DONATION_PRESETS.map((preset) => (
            <button
              key={preset}
              type="button"
              aria-pressed={amount === String(preset)}
              disabled={disabled}
              onClick={() => onPreset(preset)}
            >
              {i18n.number(preset)}
            </button>
          ))}
        </Presets>
      )}
      <Label htmlFor={id}>{label ?? (presets ? t`Or another amount` : t`Amount`)}</Label>
      <Input
        id={id}
        name="amount"
        inputMode="numeric"
        autoComplete="off"
        maxLength={5}
        value={amount}
        disabled={disabled}
        invalid={!!error}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
        onKeyDown={(event) => isBlockedAmountKey(event.key) && event.preventDefault()}
        onChange={(event) => onTyped(event.target.value)}
      />
      {error && (
        <ErrorLine id={`${id}-error`} role="alert" style={{ marginTop: 6 }}>
          {i18n._(describeKey(error))}
        </ErrorLine>
      )}
    </>
  );
}

const NoteBox = styled.div({ display: 'flex', flexDirection: 'column', gap: 6, marginBottom: 14 });
const NoteLabel = styled.label({ fontWeight: 600, fontSize: 14, color: theme.color.text });
const NoteCount = styled.span<{ over: boolean }>(({ over }) => ({
  alignSelf: 'flex-end',
  fontSize: 12,
  color: over ? theme.color.danger : theme.color.muted,
}));

/**
 * The optional short message a donation or a sticker carries to its receiver (issue 28): labelled, with a
 * live count against the server's limit (140 characters); the rule's message under it when refused.
 */
export function TipNoteField({
  value,
  error,
  disabled,
  onValue,
}: {
  value: string;
  error: MessageKey | null;
  disabled?: boolean;
  onValue(value: string): void;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const count = lengthOf(value.trim());
  const max = TIP_NOTE_MAX;
  return (
    <NoteBox>
      <NoteLabel htmlFor={id}>{t`Message (optional)`}</NoteLabel>
      <Input
        id={id}
        name="note"
        value={value}
        disabled={disabled}
        invalid={!!error}
        aria-invalid={!!error}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        placeholder={t`Say something nice`}
        autoComplete="off"
        onChange={(event) => onValue(event.target.value)}
      />
      <NoteCount id={`${id}-count`} over={count > max} aria-live="polite">
        {t`${count} / ${max}`}
      </NoteCount>
      {error && (
        <ErrorLine id={`${id}-error`} role="alert">
          {i18n._(describeKey(error))}
        </ErrorLine>
      )}
    </NoteBox>
  );
}
