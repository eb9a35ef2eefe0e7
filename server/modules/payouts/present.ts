import { isCodeOf, PayoutStatus } from '../../../contract/codes.ts';
import type { BankDetails, Payout } from '../../../contract/review.ts';
import type { BankAccountRow, PayoutRow } from '../../db/schema.ts';

/** The account number as it is shown again: its last four characters only. */
export const maskAccount = (number: string) => `•••• ${number.slice(-4)}`;

export const presentBank = (row: BankAccountRow): BankDetails => ({
  bank_holder_name: row.holderName,
  bank_name: row.bankName,
  bank_account_number: maskAccount(row.accountNumber),
  bank_country: row.country,
  bank_state: row.state,
  bank_city: row.city,
  bank_routing: row.routing,
  bank_address: row.address,
  bank_swift_code: row.swiftCode,
});

export const presentPayout = (row: PayoutRow): Payout => ({
  id: row.id,
  amount: row.amount,
  amount_cents: row.amountCents,
  withdraw_datetime: row.createdAt.toISOString(),
  status: isCodeOf(PayoutStatus, row.status) ? row.status : PayoutStatus.pending,
  comment: row.comment,
});
