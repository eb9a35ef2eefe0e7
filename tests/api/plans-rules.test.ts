import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '../../contract/messages';
import { Endpoints } from '../../contract/endpoints';
import { emptyPlansForm, firstPlansError, plansBody, plansErrors, type PlansForm } from '../../src/validation/plans';
import { backends, createTestApp, type TestApp } from './harness';
import { creator } from './posts-support';

/** Forms the plans screen can hold: every rule of spec §5 broken alone, and valid ones. */
const forms: Array<Partial<PlansForm>> = [
  {},
  { monthlyOn: true, monthly: '150' },
  { annualOn: true, annual: '1500', trialOn: true, trialDays: '7' },
  { monthlyOn: true, monthly: '' },
  { annualOn: true, annual: '' },
  { monthlyOn: true, monthly: '0' },
  { annualOn: true, annual: '00' },
  { monthlyOn: true, monthly: '100000' },
  { trialOn: true, trialDays: '5' },
  { monthlyOn: true, monthly: '10', trialOn: true, trialDays: '0' },
  { monthlyOn: true, monthly: '10', trialOn: true, trialDays: '' },
  { monthlyOn: true, monthly: '10', trialOn: true, trialDays: '366' },
  { monthlyOn: true, monthly: '', annualOn: true, annual: '0' },
  { monthlyOn: false, monthly: '', annualOn: true, annual: '5', trialOn: true, trialDays: '3' },
];

describe.each(backends)('plans rules: the form and the server give the same verdict and message (%s)', (backend) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    token = (await creator(t)).token;
  });
  afterAll(() => t.close());

  for (const partial of forms) {
    it(JSON.stringify(partial), async () => {
      const form = { ...emptyPlansForm, ...partial };
      const expected = firstPlansError(plansErrors(form));
      const response = await t.post(Endpoints.savePlans.path, plansBody(form), { token });
      if (expected === undefined) {
        expect(response.statusCode, response.body).toBe(200);
      } else {
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json()).toMatchObject({ success: 0, message: Messages[expected] });
      }
    });
  }
});
