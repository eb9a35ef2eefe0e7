import type { MessageKey } from '../../contract/messages';
import { BANK_FIELD_MAX, COIN_AMOUNT_MAX, DIGITS_PATTERN } from '../../contract/rules';
import { blank, collect, textErrors, type FieldErrors } from './forms';
import { fileError, type FileFacts } from './posts';

// ---- Banking (spec §5): the nine fields required; routing and swift digits only
export interface BankForm {
  holderName: string;
  bankName: string;
  accountNumber: string;
  country: string;
  state: string;
  city: string;
  routing: string;
  address: string;
  swiftCode: string;
}
export type BankField = keyof BankForm;

export const emptyBankForm: BankForm = {
  holderName: '',
  bankName: '',
  accountNumber: '',
  country: '',
  state: '',
  city: '',
  routing: '',
  address: '',
  swiftCode: '',
};

/** Each field's required message, in the form's order. */
export const BANK_REQUIRED: Record<BankField, MessageKey> = {
  holderName: 'bankHolderNameRequired',
  bankName: 'bankNameRequired',
  accountNumber: 'bankAccountNumberRequired',
  country: 'bankCountryRequired',
  state: 'bankStateRequired',
  city: 'bankCityRequired',
  routing: 'bankRoutingRequired',
  address: 'bankAddressRequired',
  swiftCode: 'bankSwiftCodeRequired',
};
const DIGITS_ONLY: ReadonlySet<BankField> = new Set(['routing', 'swiftCode']);
const digitsRe = new RegExp(DIGITS_PATTERN, 'u');

export function validateBank(form: BankForm): FieldErrors<BankField> {
  const checks: Partial<Record<BankField, Array<[boolean, MessageKey]>>> = {};
  // In the order the server's schema checks them: length, presence, digits, control characters.
  for (const field of Object.keys(BANK_REQUIRED) as BankField[]) {
    const value = form[field];
    const [tooLong, controls] = textErrors(value, BANK_FIELD_MAX, 'bankFieldTooLong') as [[boolean, MessageKey], [boolean, MessageKey]];
    checks[field] = DIGITS_ONLY.has(field)
      ? [tooLong, [value.length === 0, BANK_REQUIRED[field]], [!digitsRe.test(value), 'onlyDigits'], controls]
      : [tooLong, [blank(value), BANK_REQUIRED[field]], controls];
  }
  return collect(checks);
}

// ---- Verification (spec §5): document type, ID image and selfie required
export interface VerificationForm<F extends FileFacts = FileFacts> {
  documentType: string | null;
  image: F | null;
  selfie: F | null;
}
export type VerificationField = keyof VerificationForm;

export function validateVerification(form: VerificationForm): FieldErrors<VerificationField> {
  const imageError = (file: FileFacts | null, required: MessageKey): Array<[boolean, MessageKey]> => {
    const error = file ? fileError('image', file) : required;
    return error ? [[true, error]] : [];
  };
  return collect({
    documentType: [[!form.documentType, 'documentTypeRequired']],
    image: imageError(form.image, 'documentImageRequired'),
    selfie: imageError(form.selfie, 'selfieImageRequired'),
  });
}

// ---- Payout (spec §5): an amount above 0, within what can be withdrawn
export function payoutAmountError(amount: string, withdrawable: number): MessageKey | undefined {
  const value = amount.trim();
  if (!/^\d+$/.test(value) || Number(value) === 0) return 'payoutAmountPositive';
  if (Number(value) > Math.min(withdrawable, COIN_AMOUNT_MAX)) return 'payoutAmountTooBig';
  return undefined;
}
