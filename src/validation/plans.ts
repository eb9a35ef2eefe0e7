import type { MessageKey } from '../../contract/messages';
import { PLAN_PRICE_MAX, plansCrossError, TRIAL_DAYS_MAX, type PlansFields } from '../../contract/plans';

/** The plans form as typed (spec §2 /settings/plans): three checkboxes, two prices in coins, the trial's days. */
export interface PlansForm {
  monthlyOn: boolean;
  monthly: string;
  annualOn: boolean;
  annual: string;
  trialOn: boolean;
  trialDays: string;
}

export type PlansField = 'monthly' | 'annual' | 'trialDays';
export type PlansErrors = Partial<Record<PlansField | 'form', MessageKey>>;

export const emptyPlansForm: PlansForm = { monthlyOn: false, monthly: '', annualOn: false, annual: '', trialOn: false, trialDays: '' };

/** Spec §5: the price and days inputs take digits only (e E + - . never land), at most 5. */
export const typedPlanNumber = (value: string) => value.replace(/\D/g, '').slice(0, 5);

/** Spec §2: the free trial shows when monthly or annual is on (and while it is on, so it can be turned off). */
export const trialShown = (form: PlansForm) => form.monthlyOn || form.annualOn || form.trialOn;

const wire = (value: string): number | string => (/^\d+$/.test(value) ? Number(value) : value);

/** What the form sends: only the active plans' fields (spec §5), as the server's body names them. */
export function plansBody(form: PlansForm): PlansFields & { monthly?: number | string; anual?: number | string; trial?: number | string } {
  return {
    ...(form.monthlyOn ? { monthly: wire(form.monthly) } : {}),
    ...(form.annualOn ? { anual: wire(form.annual) } : {}),
    ...(form.trialOn ? { trial: wire(form.trialDays) } : {}),
  };
}

function priceError(value: string, missing: MessageKey): MessageKey | undefined {
  if (!/^\d+$/.test(value)) return missing;
  const price = Number(value);
  if (price < 1) return 'donationAmountRequired';
  if (price > PLAN_PRICE_MAX) return 'amountTooBig';
  return undefined;
}

/**
 * The rules of spec §5, in the order the server checks them (monthly, annual, trial, then the rule
 * between them), so the first error here is the server's answer too.
 */
export function plansErrors(form: PlansForm): PlansErrors {
  const errors: PlansErrors = {};
  if (form.monthlyOn) errors.monthly = priceError(form.monthly, 'monthlyAmountRequired');
  if (form.annualOn) errors.annual = priceError(form.annual, 'annualAmountRequired');
  if (form.trialOn) {
    const days = Number(form.trialDays);
    if (!/^\d+$/.test(form.trialDays) || days < 1 || days > TRIAL_DAYS_MAX) errors.trialDays = 'trialDaysInvalid';
  }
  errors.form = plansCrossError(plansBody(form));
  return Object.fromEntries(Object.entries(errors).filter(([, value]) => value !== undefined)) as PlansErrors;
}

/** The first error, as the server would answer it. */
export const firstPlansError = (errors: PlansErrors): MessageKey | undefined =>
  errors.monthly ?? errors.annual ?? errors.trialDays ?? errors.form;
