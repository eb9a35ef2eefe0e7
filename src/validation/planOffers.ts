import type { MessageKey } from '../../contract/messages';
import {
  BUNDLE_MONTHS,
  DISCOUNT_MAX,
  DISCOUNT_MIN,
  PROMOTION_CLAIMS_MAX,
  promotionEndError,
  type BundleMonths,
} from '../../contract/plans';

/**
 * Settings → My Plans, bundles and promotion (docs/decisions/0054): a discount per bundle length, and a promotion for new
 * subscribers with its discount, last day and optional claim limit; the server's rules, checked before anything is sent.
 */
export interface OffersForm {
  bundles: Record<BundleMonths, { on: boolean; percent: string }>;
  promotionOn: boolean;
  promotionPercent: string;
  /** The promotion's last day, as a date input gives it (YYYY-MM-DD); it ends at that day's end. */
  promotionEnds: string;
  /** Empty: no limit. */
  promotionLimit: string;
}

export type OffersField = `bundle${BundleMonths}` | 'promotionPercent' | 'promotionEnds' | 'promotionLimit';
export type OffersErrors = Partial<Record<OffersField, MessageKey>>;

export const emptyOffersForm: OffersForm = {
  bundles: { 3: { on: false, percent: '' }, 6: { on: false, percent: '' }, 12: { on: false, percent: '' } },
  promotionOn: false,
  promotionPercent: '',
  promotionEnds: '',
  promotionLimit: '',
};

/** Digits only, at most `length`. */
export const typedDigits = (value: string, length: number) => value.replace(/\D/g, '').slice(0, length);

/** The end of the chosen local day, as the server takes it. */
export const promotionEndOf = (day: string) => new Date(`${day}T23:59:59`).toISOString();

/** A stored end as the date input shows it, in the reader's time zone. */
export function dayInputOf(iso: string): string {
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const percentError = (value: string): MessageKey | undefined =>
  /^\d+$/.test(value) && Number(value) >= DISCOUNT_MIN && Number(value) <= DISCOUNT_MAX ? undefined : 'discountInvalid';

/** Every field's error at `now`, in the order the server checks them. */
export function offersErrors(form: OffersForm, now: Date): OffersErrors {
  const errors: OffersErrors = {};
  for (const months of BUNDLE_MONTHS) {
    const bundle = form.bundles[months];
    if (bundle.on) errors[`bundle${months}`] = percentError(bundle.percent);
  }
  if (form.promotionOn) {
    errors.promotionPercent = percentError(form.promotionPercent);
    errors.promotionEnds = /^\d{4}-\d{2}-\d{2}$/.test(form.promotionEnds)
      ? promotionEndError(promotionEndOf(form.promotionEnds), now)
      : 'promotionEndInvalid';
    const limit = Number(form.promotionLimit);
    if (form.promotionLimit !== '' && (limit < 1 || limit > PROMOTION_CLAIMS_MAX)) errors.promotionLimit = 'promotionClaimLimitInvalid';
  }
  return Object.fromEntries(Object.entries(errors).filter(([, value]) => value !== undefined)) as OffersErrors;
}

/** What the form saves: the bundles on, and the promotion or none. */
export function offersInput(form: OffersForm) {
  return {
    bundles: BUNDLE_MONTHS.filter((months) => form.bundles[months].on).map((months) => ({
      months,
      discountPercent: Number(form.bundles[months].percent),
    })),
    promotion: form.promotionOn
      ? {
          discountPercent: Number(form.promotionPercent),
          endsAt: promotionEndOf(form.promotionEnds),
          claimLimit: form.promotionLimit === '' ? null : Number(form.promotionLimit),
        }
      : null,
  };
}
