import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor, type EventObject } from 'xstate';
import { Messages } from '../../contract';
import type { CoinPack, WalletRef } from '../../src/machines/money';
import { savedCardsMachine, type SavedCard, type SavedCards } from '../../src/machines/savedCards.machine';
import { appRefs } from './appRefs';

const visa: SavedCard = { id: '3', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2029 };
const pack: CoinPack = { id: '1', coins: 100, price: 0.99, inAppIdentifier: 'coins_100' };
const listed = (extra: Partial<SavedCards> = {}): SavedCards => ({
  message: '',
  cards: [visa],
  autoTopUp: null,
  coinValueCents: 1,
  ...extra,
});

function start(
  buy: (input: {
    cardId: string;
    packId: string;
    idempotencyKey: string;
  }) => Promise<{ message: string; coins: number; walletBalance: number }>,
) {
  const refs = appRefs();
  const walletEvents: EventObject[] = [];
  const wallet = createActor(fromCallback(({ receive }) => receive((event) => walletEvents.push(event)))).start() as unknown as WalletRef;
  const buyWithCard = vi.fn(buy);
  const removeCard = vi.fn(async (_: { cardId: string }) => listed({ message: Messages.cardRemoved, cards: [] }));
  const setAutoTopUp = vi.fn(async ({ cardId, packId }: { cardId: string | null; packId: string | null }) =>
    listed({
      message: cardId ? Messages.autoTopUpOn : Messages.autoTopUpOff,
      autoTopUp: cardId && packId ? { cardId, packId } : null,
    }),
  );
  const machine = savedCardsMachine.provide({
    actors: {
      loadCards: fromPromise(async () => listed()),
      buyWithCard: fromPromise(({ input }) => buyWithCard(input)),
      removeCard: fromPromise(({ input }) => removeCard(input)),
      setAutoTopUp: fromPromise(({ input }) => setAutoTopUp(input)),
    },
  });
  const actor = createActor(machine, { input: { attemptSeed: 'seed-1234', toasts: refs.toasts, wallet } }).start();
  return { actor, refs, walletEvents, buyWithCard, removeCard, setAutoTopUp };
}

describe('saved cards machine', () => {
  it('buys a pack after one confirmation, each confirmation its own key; the wallet gets the new balance', async () => {
    const { actor, refs, walletEvents, buyWithCard } = start(async () => ({
      message: Messages.coinsAdded,
      coins: 100,
      walletBalance: 150,
    }));
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(actor.getSnapshot().context.cards).toEqual([visa]);
    actor.send({ type: 'cards.buy', card: visa, pack });
    expect(actor.getSnapshot().matches('confirming')).toBe(true);
    actor.send({ type: 'cards.cancel' });
    expect(buyWithCard).not.toHaveBeenCalled();
    actor.send({ type: 'cards.buy', card: visa, pack });
    actor.send({ type: 'cards.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'cards.buy', card: visa, pack });
    actor.send({ type: 'cards.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    const keys = buyWithCard.mock.calls.map(([input]) => input.idempotencyKey);
    expect(buyWithCard.mock.calls[0]![0]).toMatchObject({ cardId: '3', packId: '1' });
    expect(new Set(keys).size).toBe(2);
    expect(walletEvents).toContainEqual({ type: 'wallet.balance', balance: 150 });
    expect(refs.shown()).toContainEqual({ kind: 'success', message: Messages.coinsAdded });
  });

  it('a declined card keeps the reason and changes nothing', async () => {
    const { actor, walletEvents } = start(async () => {
      throw { message: Messages.cardDeclined, status: 402 };
    });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    const told = walletEvents.length;
    actor.send({ type: 'cards.buy', card: visa, pack });
    actor.send({ type: 'cards.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(actor.getSnapshot().context.failure?.message).toBe(Messages.cardDeclined);
    expect(actor.getSnapshot().context.buying).toBeNull();
    expect(walletEvents.slice(told)).toEqual([]);
  });

  it('turns automatic top-up on with a pack and off, and removes a card; the wallet told each time', async () => {
    const { actor, setAutoTopUp, removeCard, refs, walletEvents } = start(async () => ({ message: '', coins: 0, walletBalance: 0 }));
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'autoTopUp.set', cardId: '3', packId: '1' });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(setAutoTopUp).toHaveBeenLastCalledWith({ cardId: '3', packId: '1' });
    expect(actor.getSnapshot().context.autoTopUp).toEqual({ cardId: '3', packId: '1' });
    actor.send({ type: 'autoTopUp.off' });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(setAutoTopUp).toHaveBeenLastCalledWith({ cardId: null, packId: null });
    expect(actor.getSnapshot().context.autoTopUp).toBeNull();
    actor.send({ type: 'cards.remove', cardId: '3' });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(removeCard).toHaveBeenCalledWith({ cardId: '3' });
    expect(actor.getSnapshot().context.cards).toEqual([]);
    expect(refs.shown().map((toast) => toast.message)).toEqual([Messages.autoTopUpOn, Messages.autoTopUpOff, Messages.cardRemoved]);
    // The wallet's dialogs leave a short wallet to the server only while it is on (read, on, off, removed).
    expect(walletEvents.filter((event) => event.type === 'wallet.autoTopUp')).toEqual(
      [false, true, false, false].map((on) => ({ type: 'wallet.autoTopUp', on })),
    );
  });
});
