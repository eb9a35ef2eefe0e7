import type { MessageKey } from '../../contract/messages';
import { TIP_NOTE_MAX } from '../../contract/rules';
import { textErrors } from './forms';

/**
 * A coin amount about to be sent (spec §5 donation, coin transfer): required, above 0, not above the
 * wallet's balance when it is known. The typed text is already digits only, at most 5 (typedAmount).
 */
export function coinAmountError(
  amount: string,
  balance: number | null,
  required: Extract<MessageKey, 'donationAmountRequired' | 'transferAmountRequired'> = 'donationAmountRequired',
): MessageKey | undefined {
  const value = amount.trim();
  if (!/^\d+$/.test(value)) return required;
  if (Number(value) === 0) return 'amountPositive';
  if (balance !== null && Number(value) > balance) return 'insufficientBalance';
  return undefined;
}

/**
 * The short message a donation, tip or sticker can carry (contract TipNote): one line, at most 140
 * characters, no control characters; the server's rule and message. Blank is none, never an error.
 */
export function tipNoteError(note: string): MessageKey | undefined {
  return textErrors(note.trim(), TIP_NOTE_MAX, 'tipNoteTooLong').find(([failed]) => failed)?.[1];
}

/** A card number as typed, grouped by four for reading: digits only, at most 19. */
export const typedCardNumber = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** MM/YY as typed: the slash comes by itself after the month. */
export const typedExpiry = (value: string) => {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
};

export const typedCvc = (value: string) => value.replace(/\D/g, '').slice(0, 4);
