import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { MessageKey } from '../../../contract';
import { DONATION_PRESETS } from '../../../contract/rules';
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

/** An amount of coins, with the coin mark. */
export function CoinAmount({ coins }: { coins: number }) {
  const { i18n } = useLingui();
  return (
    <Coins>
      <CoinIcon aria-hidden="true" />
      <Trans>{i18n.number(coins)} coins</Trans>
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
            <button key={preset} type="button" aria-pressed={amount === String(preset)} disabled={disabled} onClick={() => onPreset(preset)}>
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
