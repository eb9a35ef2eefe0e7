import { describe, expect, it } from 'vitest';
import { createActor, type AnyEventObject, type CallbackActorLogic } from 'xstate';
import { buyCoinsMachine, type BuyCoinsEvent, type PaymentSetup } from '../../../src/machines/buyCoins.machine';
import { toFailure } from '../../../src/machines/failure';
import { callbackService, deferredServices } from '../fakeServices';
import * as fx from '../money.fixtures';
import { answers, describeEvent, labelled, modelPaths, replay } from './model';

const refs = fx.moneyRefs();
const input = { toasts: refs.toasts, wallet: refs.wallet, attemptSeed: 'seed1234' };

const events: AnyEventObject[] = [
  labelled('buy.pack', { type: 'buy.pack', pack: fx.pack }),
  labelled('buy.cancel', { type: 'buy.cancel' }),
  labelled('buy.done', { type: 'buy.done' }),
  labelled('card.submit', { type: 'card.submit', card: fx.card }),
  labelled('extraStep.complete', { type: 'extraStep.complete' }),
  labelled('extraStep.fail', { type: 'extraStep.fail' }),
  ...answers(buyCoinsMachine, 'buyCoins.preparing', 'preparePayments', {
    done: { testCards: fx.testCards },
    error: { offline: fx.offline },
  }),
  ...answers(buyCoinsMachine, 'buyCoins.cardPayment.creatingMethod', 'createPaymentMethod', {
    done: { pm: fx.method },
    error: { badNumber: fx.cardNumberWrong },
  }),
  ...answers(buyCoinsMachine, 'buyCoins.cardPayment.paying', 'chargeCard', {
    done: { succeeded: fx.succeeded, needsAction: fx.needsAction },
    error: { declined: fx.declined },
  }),
  ...answers(buyCoinsMachine, 'buyCoins.authenticating', 'takeExtraStep', {
    done: { ok: { message: '' } },
    error: { offline: fx.offline },
  }),
  ...answers(buyCoinsMachine, 'buyCoins.confirming', 'chargeCard', {
    done: { confirmed: fx.confirmed },
    error: { authFailed: fx.authFailed },
  }),
];

const paths = modelPaths(buyCoinsMachine, events, { input });

/** What the flow must have done after the steps, from the brief's rules rather than the machine. */
function expected(steps: AnyEventObject[]) {
  const balances: number[] = [];
  let charges = 0;
  let failure: string | null = null;
  for (const event of steps) {
    const label = describeEvent(event);
    if (/^chargeCard ✓ (succeeded|confirmed)/.test(label))
      balances.push((event as unknown as { output: { walletBalance: number } }).output.walletBalance);
    if (/^createPaymentMethod ✓|^takeExtraStep ✓/.test(label)) charges += 1;
    if (/✗/.test(label)) failure = label;
    if (/^(card\.submit|buy\.pack|buy\.cancel|buy\.done)$/.test(label)) failure = null;
    if (/^(createPaymentMethod|chargeCard|takeExtraStep) ✓/.test(label)) failure = null;
  }
  return { balances, charges, failed: failure !== null };
}

describe('buy coins model: every path replayed on a live actor', () => {
  it('generates the paths', () => expect(paths.length).toBeGreaterThanOrEqual(10));

  for (const path of paths) {
    it(path.title, async () => {
      const services = deferredServices(['preparePayments', 'createPaymentMethod', 'chargeCard', 'takeExtraStep']);
      const cardField = callbackService();
      refs.reset();
      const actor = createActor(
        buyCoinsMachine.provide({
          actors: {
            ...services.actors,
            cardField: cardField.actor as unknown as CallbackActorLogic<BuyCoinsEvent, { payments: PaymentSetup }>,
          },
        }),
        { input },
      ).start();
      const nothingRuns = (open: (src: string) => unknown[]) => {
        for (const src of ['preparePayments', 'createPaymentMethod', 'chargeCard', 'takeExtraStep']) expect(open(src), src).toEqual([]);
      };
      await replay(
        buyCoinsMachine,
        path,
        () => ({
          actor,
          calls: services.calls,
          states: {
            buyCoins: () => {},
            // The packs; no card field, nothing charged.
            'buyCoins.choosing': (snapshot, open) => {
              nothingRuns(open);
              expect(cardField.live()).toBe(0);
              expect(snapshot.context.pack).toBeNull();
            },
            'buyCoins.preparing': (snapshot, open) => {
              expect(open('preparePayments')).toHaveLength(1);
              expect(snapshot.context.pack).toEqual(fx.pack);
            },
            // The form and its card field (Stripe's, when it is Stripe), one and the same while the card is checked and charged:
            // Stripe.js reads the card from its field when making the payment method.
            'buyCoins.cardPayment': (snapshot) => {
              expect(cardField.live()).toBe(1);
              expect(snapshot.context.payments).toEqual(fx.testCards);
            },
            'buyCoins.cardPayment.cardForm': (_, open) => nothingRuns(open),
            'buyCoins.cardPayment.creatingMethod': (_, open) =>
              expect(open('createPaymentMethod').map((call) => call.input)).toEqual([{ card: fx.card, payments: fx.testCards }]),
            // The charge of this payment method carries a key of its own attempt.
            'buyCoins.cardPayment.paying': (snapshot, open) =>
              expect(open('chargeCard').map((call) => call.input)).toEqual([
                { packId: fx.pack.id, paymentId: fx.method.id, idempotencyKey: `seed1234-${snapshot.context.attempt}`, saveCard: false },
              ]),
            'buyCoins.extraStep': (snapshot, open) => {
              nothingRuns(open);
              expect(snapshot.context.payment).toEqual({ id: fx.needsAction.paymentId, clientSecret: fx.needsAction.clientSecret });
            },
            'buyCoins.authenticating': (snapshot, open) =>
              expect(open('takeExtraStep').map((call) => call.input)).toEqual([
                { clientSecret: fx.needsAction.clientSecret, outcome: snapshot.context.outcome, payments: fx.testCards },
              ]),
            // After the extra step the payment itself is confirmed, with a new key.
            'buyCoins.confirming': (snapshot, open) => {
              const [call] = open('chargeCard');
              expect(call?.input).toEqual({
                packId: fx.pack.id,
                paymentId: fx.needsAction.paymentId,
                idempotencyKey: `seed1234-${snapshot.context.attempt}`,
                saveCard: false,
              });
              const keys = services.callsOf('chargeCard').map((charge) => (charge.input as { idempotencyKey: string }).idempotencyKey);
              expect(new Set(keys).size).toBe(keys.length);
            },
            'buyCoins.succeeded': (snapshot, open) => {
              nothingRuns(open);
              expect(snapshot.context.coins).toBe(100);
              expect(snapshot.context.failure).toBeNull();
            },
          },
          afterStep: (step) => {
            const want = expected(path.events.slice(0, step));
            // The balance moves only with a payment that succeeded; a refusal changes nothing but the reason shown.
            expect(refs.balances()).toEqual(want.balances);
            const { failure } = actor.getSnapshot().context;
            expect(failure !== null, 'a refusal shows its reason').toBe(want.failed);
            if (failure)
              expect([fx.offline, fx.cardNumberWrong, fx.declined, fx.authFailed].map((error) => toFailure(error).message)).toContain(
                failure.message,
              );
          },
        }),
        { input },
      );
    });
  }
});
