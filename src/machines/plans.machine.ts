import { assign, fromPromise, setup } from 'xstate';
import {
  emptyPlansForm,
  firstPlansError,
  plansErrors,
  typedPlanNumber,
  type PlansErrors,
  type PlansField,
  type PlansForm,
} from '../validation/plans';
import { assignFailure, type Failure } from './failure';
import { notifyGivenToasts } from './notice';
import { notProvided } from './notProvided';
import type { SubscriptionPackage } from './subscription';
import type { ToastsRef } from './toast.machine';

export interface PlansInput {
  /** The viewer's own id: the plans read are theirs. */
  viewerId: string;
  /** Only verified creators set plans (spec §6); others see 'please verify to create your own plan'. */
  isVerified: boolean;
  toasts: ToastsRef;
}

export interface PlansContext extends PlansInput {
  form: PlansForm;
  errors: PlansErrors;
  /** Errors show once the person has tried to save. */
  submitted: boolean;
  failure: Failure | null;
}

export type PlansToggle = 'monthlyOn' | 'annualOn' | 'trialOn';

export type PlansEvent =
  | { type: 'plans.toggled'; plan: PlansToggle }
  | { type: 'plans.typed'; field: PlansField; value: string }
  | { type: 'plans.submit' }
  | { type: 'plans.retry' };

/** The saved plans as the form shows them: the active ones checked, the prices and days they had. */
export function formOf(packages: SubscriptionPackage[]): PlansForm {
  const of = (kind: SubscriptionPackage['kind']) => packages.find((plan) => plan.kind === kind);
  const [monthly, annual, trial] = [of('MONTHLY'), of('ANNUAL'), of('TRIAL')];
  return {
    monthlyOn: monthly?.isActive ?? false,
    monthly: monthly ? String(monthly.price) : '',
    annualOn: annual?.isActive ?? false,
    annual: annual ? String(annual.price) : '',
    trialOn: trial?.isActive ?? false,
    trialDays: trial?.trialDays ? String(trial.trialDays) : '',
  };
}

const revalidate = (form: PlansForm) => ({ form, errors: plansErrors(form) });

/**
 * Settings → My Plans (spec §2, §5): monthly, annual and free trial checkboxes with prices in coins and
 * the trial's days; the rules of src/validation/plans.ts (the server's too) before anything is sent.
 */
export const plansMachine = setup({
  types: {
    context: {} as PlansContext,
    input: {} as PlansInput,
    events: {} as PlansEvent,
  },
  actors: {
    loadPlans: fromPromise<SubscriptionPackage[], { userId: string }>(notProvided('loadPlans')),
    savePlans: fromPromise<{ message: string; packages: SubscriptionPackage[] }, PlansForm>(notProvided('savePlans')),
  },
  actions: {
    fillForm: assign((_, packages: SubscriptionPackage[]) => ({ ...revalidate(formOf(packages)), submitted: false, failure: null })),
    toggle: assign(({ context }, plan: PlansToggle) => {
      // The trial shows while a paid plan is on, or while it is on itself (so it can be turned off: spec §5 'please off free trial plan').
      return revalidate({ ...context.form, [plan]: !context.form[plan] });
    }),
    type: assign(({ context }, { field, value }: { field: PlansField; value: string }) =>
      revalidate({ ...context.form, [field]: typedPlanNumber(value) }),
    ),
    markSubmitted: assign({ submitted: true, failure: null }),
    assignFailure: assignFailure(),
    notify: notifyGivenToasts(),
  },
  guards: {
    isVerified: ({ context }) => context.isVerified,
    isValid: ({ context }) => firstPlansError(context.errors) === undefined,
  },
}).createMachine({
  id: 'plans',
  context: ({ input }) => ({ ...input, form: emptyPlansForm, errors: {}, submitted: false, failure: null }),
  initial: 'checking',
  states: {
    checking: { always: [{ guard: 'isVerified', target: 'loading' }, { target: 'notVerified' }] },
    // 'please verify to create your own plan'.
    notVerified: {},
    loading: {
      invoke: {
        src: 'loadPlans',
        input: ({ context }) => ({ userId: context.viewerId }),
        onDone: { target: 'editing', actions: { type: 'fillForm', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: { on: { 'plans.retry': 'loading' } },
    editing: {
      on: {
        'plans.toggled': { actions: { type: 'toggle', params: ({ event }) => event.plan } },
        'plans.typed': { actions: { type: 'type', params: ({ event }) => ({ field: event.field, value: event.value }) } },
        'plans.submit': [{ guard: 'isValid', target: 'saving', actions: 'markSubmitted' }, { actions: 'markSubmitted' }],
      },
    },
    saving: {
      invoke: {
        src: 'savePlans',
        input: ({ context }) => context.form,
        onDone: {
          target: 'editing',
          actions: [
            { type: 'fillForm', params: ({ event }) => event.output.packages },
            { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message }) },
          ],
        },
        onError: { target: 'editing', actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
