import { assign, fromPromise, setup } from 'xstate';
import { BUNDLE_MONTHS, type BundleMonths } from '../../contract/plans';
import {
  dayInputOf,
  emptyOffersForm,
  offersErrors,
  typedDigits,
  type OffersErrors,
  type OffersField,
  type OffersForm,
} from '../validation/planOffers';
import { assignFailure, type Failure } from './failure';
import { notifyGivenToasts } from './notice';
import { notProvided } from './notProvided';
import type { SubscriptionOffers } from './subscription';
import type { ToastsRef } from './toast.machine';

export interface PlanOffersInput {
  /** The viewer's own id: the offers read are theirs. */
  viewerId: string;
  /** Only verified creators sell (spec §6); the plans panel above says so. */
  isVerified: boolean;
  toasts: ToastsRef;
}

export interface PlanOffersContext extends PlanOffersInput {
  form: OffersForm;
  /** The promotion's claims so far, as last saved (null: none). */
  claims: { claimed: number; limit: number | null } | null;
  errors: OffersErrors;
  /** Errors show once the person has tried to save. */
  submitted: boolean;
  failure: Failure | null;
}

export type OffersToggle = `bundle${BundleMonths}` | 'promotion';

export type PlanOffersEvent =
  | { type: 'offers.toggled'; offer: OffersToggle }
  | { type: 'offers.typed'; field: OffersField; value: string }
  | { type: 'offers.submit' }
  | { type: 'offers.retry' };

/** The saved offers as the form shows them. */
export function offersFormOf(offers: SubscriptionOffers): OffersForm {
  const bundles = { ...emptyOffersForm.bundles };
  for (const bundle of offers.bundles) {
    if ((BUNDLE_MONTHS as readonly number[]).includes(bundle.months))
      bundles[bundle.months as BundleMonths] = { on: true, percent: String(bundle.discountPercent) };
  }
  const promotion = offers.promotion;
  return {
    bundles,
    promotionOn: promotion !== null,
    promotionPercent: promotion ? String(promotion.discountPercent) : '',
    promotionEnds: promotion ? dayInputOf(promotion.endsAt) : '',
    promotionLimit: promotion?.claimLimit ? String(promotion.claimLimit) : '',
  };
}

const revalidate = (form: OffersForm) => ({ form, errors: offersErrors(form, new Date()) });
const monthsOf = (field: string) => Number(field.replace('bundle', '')) as BundleMonths;

/**
 * Settings → My Plans, bundles and promotion (docs/decisions/0054): 3, 6 and 12-month bundles at a discount, and a
 * limited-time promotion for new subscribers; the rules of src/validation/planOffers.ts (the server's too) before saving.
 */
export const planOffersMachine = setup({
  types: {
    context: {} as PlanOffersContext,
    input: {} as PlanOffersInput,
    events: {} as PlanOffersEvent,
  },
  actors: {
    loadOffers: fromPromise<SubscriptionOffers, { userId: string }>(notProvided('loadOffers')),
    saveOffers: fromPromise<{ message: string; offers: SubscriptionOffers }, OffersForm>(notProvided('saveOffers')),
  },
  actions: {
    fillForm: assign((_, offers: SubscriptionOffers) => ({
      ...revalidate(offersFormOf(offers)),
      claims: offers.promotion && { claimed: offers.promotion.claimed, limit: offers.promotion.claimLimit },
      submitted: false,
      failure: null,
    })),
    toggle: assign(({ context }, offer: OffersToggle) => {
      const { form } = context;
      if (offer === 'promotion') return revalidate({ ...form, promotionOn: !form.promotionOn });
      const months = monthsOf(offer);
      return revalidate({ ...form, bundles: { ...form.bundles, [months]: { ...form.bundles[months], on: !form.bundles[months].on } } });
    }),
    type: assign(({ context }, { field, value }: { field: OffersField; value: string }) => {
      const { form } = context;
      if (field === 'promotionEnds') return revalidate({ ...form, promotionEnds: value });
      if (field === 'promotionPercent') return revalidate({ ...form, promotionPercent: typedDigits(value, 2) });
      if (field === 'promotionLimit') return revalidate({ ...form, promotionLimit: typedDigits(value, 6) });
      const months = monthsOf(field);
      return revalidate({ ...form, bundles: { ...form.bundles, [months]: { ...form.bundles[months], percent: typedDigits(value, 2) } } });
    }),
    markSubmitted: assign(({ context }) => ({ ...revalidate(context.form), submitted: true, failure: null })),
    assignFailure: assignFailure(),
    notify: notifyGivenToasts(),
  },
  guards: {
    isVerified: ({ context }) => context.isVerified,
    isValid: ({ context }) => Object.keys(offersErrors(context.form, new Date())).length === 0,
  },
}).createMachine({
  id: 'planOffers',
  context: ({ input }) => ({ ...input, form: emptyOffersForm, claims: null, errors: {}, submitted: false, failure: null }),
  initial: 'checking',
  states: {
    checking: { always: [{ guard: 'isVerified', target: 'loading' }, { target: 'notVerified' }] },
    // Nothing to sell until verified (the plans panel says why).
    notVerified: {},
    // The viewer's own bundles and promotion are read.
    loading: {
      invoke: {
        src: 'loadOffers',
        input: ({ context }) => ({ userId: context.viewerId }),
        onDone: { target: 'editing', actions: { type: 'fillForm', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: { on: { 'offers.retry': 'loading' } },
    // The form: bundles and the promotion switched on and typed.
    editing: {
      on: {
        'offers.toggled': { actions: { type: 'toggle', params: ({ event }) => event.offer } },
        'offers.typed': { actions: { type: 'type', params: ({ event }) => ({ field: event.field, value: event.value }) } },
        'offers.submit': [{ guard: 'isValid', target: 'saving', actions: 'markSubmitted' }, { actions: 'markSubmitted' }],
      },
    },
    // Saved as a whole; the answer refills the form.
    saving: {
      invoke: {
        src: 'saveOffers',
        input: ({ context }) => context.form,
        onDone: {
          target: 'editing',
          actions: [
            { type: 'fillForm', params: ({ event }) => event.output.offers },
            { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message }) },
          ],
        },
        onError: { target: 'editing', actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
