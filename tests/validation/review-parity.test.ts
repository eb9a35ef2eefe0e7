import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages, type Message, type MessageKey } from '../../contract/messages';
import { BANK_FIELD_MAX } from '../../contract/rules';
import { Endpoints } from '../../contract/endpoints';
import { payoutAmountError, validateBank, type BankField, type BankForm } from '../../src/validation/review';
import { createTestApp, type TestApp } from '../api/harness';
import { creator } from '../api/posts-support';

/*
 * Banking and payout amounts: the form's verdict and the server's agree on the same input (one field
 * changed at a time; the server's answer through the real route on PGlite).
 */

const valid: BankForm = {
  holderName: 'Clara Creator',
  bankName: 'First Bank',
  accountNumber: 'DE8937',
  country: 'Germany',
  state: 'Berlin',
  city: 'Berlin',
  routing: '37040044',
  address: 'Alexanderplatz 1',
  swiftCode: '12345678',
};
const wire: Record<BankField, string> = {
  holderName: 'bank_holder_name',
  bankName: 'bank_name',
  accountNumber: 'bank_account_number',
  country: 'bank_country',
  state: 'bank_state',
  city: 'bank_city',
  routing: 'bank_routing',
  address: 'bank_address',
  swiftCode: 'bank_swift_code',
};
const bodyOf = (form: BankForm) => Object.fromEntries(Object.entries(form).map(([field, value]) => [wire[field as BankField], value]));

const typed = fc.oneof(
  fc.string({ maxLength: BANK_FIELD_MAX + 3 }),
  fc.constantFrom(
    '',
    ' ',
    '  ',
    '0',
    '12345',
    ' 123',
    '12 3',
    '-1',
    '1.5',
    'x'.repeat(BANK_FIELD_MAX),
    ` ${'x'.repeat(BANK_FIELD_MAX)}`,
    '1'.repeat(BANK_FIELD_MAX + 1),
    'a\u0000b',
    'a\nb',
  ),
  fc
    .tuple(fc.integer({ min: BANK_FIELD_MAX - 2, max: BANK_FIELD_MAX + 2 }), fc.constantFrom('a', '7', '😀', ' '))
    .map(([n, c]) => c.repeat(n)),
);

describe('banking and payout rules agree with the server', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    token = (await creator(t)).token;
  });
  afterAll(() => t.close());

  it('bank details, each field', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...(Object.keys(wire) as BankField[])), typed, async (field, value) => {
        const form = { ...valid, [field]: value };
        const shown: Message[] = Object.values(validateBank(form)).map((key) => Messages[key as MessageKey]);
        const response = await t.post(Endpoints.saveBank.path, bodyOf(form), { token });
        expect(response.statusCode, response.body).toBeLessThan(500);
        const refusal = response.statusCode === 400 ? (response.json() as { message: string }).message : null;
        if (shown.length === 0) expect(refusal, `${field}=${JSON.stringify(value)}`).toBeNull();
        else expect(shown, `${field}=${JSON.stringify(value)}: server ${refusal}`).toContain(refusal);
      }),
      { numRuns: 60 },
    );
  });

  it('payout amount as typed (digits only reach the form): 0 and empty refused alike', async () => {
    for (const typedAmount of ['', '0', '00', '100000']) {
      const client = payoutAmountError(typedAmount, 99_999);
      const amount = typedAmount === '' ? undefined : Number(typedAmount);
      const response = await t.post(Endpoints.requestPayout.path, amount === undefined ? {} : { amount }, { token });
      expect(response.statusCode).toBe(400);
      expect(Messages[client!]).toBe((response.json() as { message: string }).message);
    }
  });
});
