import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { planOffersMachine } from '../../src/machines/planOffers.machine';
import type { SubscriptionOffers } from '../../src/machines/subscription';
import { dayInputOf, offersInput, type OffersForm } from '../../src/validation/planOffers';
import { moneyRefs } from './money.fixtures';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const saved: SubscriptionOffers = {
  bundles: [{ months: 3, discountPercent: 10, price: 270, regularPrice: 300 }],
  promotion: { discountPercent: 50, endsAt: inDays(10), claimLimit: 20, claimed: 4, eligible: false },
};

function start(
  save = vi.fn(async (form: OffersForm) => ({
    message: 'Bundles and promotion saved',
    offers: { ...saved, ...offersInput(form), bundles: saved.bundles },
  })),
) {
  const refs = moneyRefs();
  const actor = createActor(
    planOffersMachine.provide({
      actors: {
        loadOffers: fromPromise(async () => saved),
        saveOffers: fromPromise(async ({ input }: { input: OffersForm }) => save(input)) as never,
      },
    }),
    { input: { viewerId: '3', isVerified: true, toasts: refs.input.toasts } },
  ).start();
  return { actor, save, refs };
}

describe('plan offers: bundles and promotion in settings', () => {
  it('fills the form from the saved offers, with the claims so far', async () => {
    const { actor } = start();
    const snapshot = await waitFor(actor, (state) => state.matches('editing'));
    expect(snapshot.context.form.bundles[3]).toEqual({ on: true, percent: '10' });
    expect(snapshot.context.form.bundles[6].on).toBe(false);
    expect(snapshot.context.form).toMatchObject({
      promotionOn: true,
      promotionPercent: '50',
      promotionEnds: dayInputOf(saved.promotion!.endsAt),
      promotionLimit: '20',
    });
    expect(snapshot.context.claims).toEqual({ claimed: 4, limit: 20 });
  });

  it('refuses a bad discount, end and limit with the contract messages and sends nothing', async () => {
    const { actor, save } = start();
    await waitFor(actor, (state) => state.matches('editing'));
    actor.send({ type: 'offers.toggled', offer: 'bundle6' });
    actor.send({ type: 'offers.typed', field: 'bundle6', value: '95' });
    actor.send({ type: 'offers.typed', field: 'promotionEnds', value: '2000-01-01' });
    actor.send({ type: 'offers.typed', field: 'promotionLimit', value: '0' });
    actor.send({ type: 'offers.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual({
      bundle6: 'discountInvalid',
      promotionEnds: 'promotionEndInvalid',
      promotionLimit: 'promotionClaimLimitInvalid',
    });
    expect(save).not.toHaveBeenCalled();
  });

  it('saves the bundles on and the promotion, then says so', async () => {
    const { actor, save, refs } = start();
    await waitFor(actor, (state) => state.matches('editing'));
    actor.send({ type: 'offers.toggled', offer: 'bundle12' });
    actor.send({ type: 'offers.typed', field: 'bundle12', value: '3e0' });
    actor.send({ type: 'offers.toggled', offer: 'promotion' });
    actor.send({ type: 'offers.submit' });
    await waitFor(actor, (state) => state.matches('editing') && save.mock.calls.length === 1);
    expect(offersInput(save.mock.calls[0]![0])).toEqual({
      bundles: [
        { months: 3, discountPercent: 10 },
        { months: 12, discountPercent: 30 },
      ],
      promotion: null,
    });
    expect(refs.shown().at(-1)).toEqual({ kind: 'success', message: 'Bundles and promotion saved' });
  });
});
