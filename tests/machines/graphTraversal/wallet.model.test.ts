import { describe, expect, it } from 'vitest';
import { createActor, type AnyEventObject } from 'xstate';
import { transactionListMachine } from '../../../src/machines/transactionList.machine';
import { walletMachine, type WalletEvent } from '../../../src/machines/wallet.machine';
import { callbackService, deferredServices } from '../fakeServices';
import * as fx from '../money.fixtures';
import { storePost } from '../posts.fixtures';
import { answers, describeEvent, labelled, modelPaths, replay } from './model';

const walletAnswer = { walletBalance: 1000, coinPacks: [fx.pack], referenceCode: 'REF123', autoTopUp: true };
const dialog = { kind: 'unlock' as const, post: storePost('9'), price: 50 };

const walletEvents: AnyEventObject[] = [
  labelled('session.started', { type: 'session.started' }),
  labelled('session.ended', { type: 'session.ended' }),
  labelled('wallet.balance (pushed)', { type: 'wallet.balance', balance: 700 }),
  labelled('wallet.reload', { type: 'wallet.reload' }),
  labelled('wallet.dialogOpened', { type: 'wallet.dialogOpened', dialog }),
  labelled('wallet.dialogClosed', { type: 'wallet.dialogClosed' }),
  labelled('wallet.autoTopUp (off)', { type: 'wallet.autoTopUp', on: false }),
  ...answers(walletMachine, 'wallet.signedIn.loading', 'loadWallet', { done: { wallet: walletAnswer }, error: { offline: fx.offline } }),
];

/** The wallet after the steps, from the brief: read after login, then every paid answer or push sets the balance. */
function expectedWallet(steps: AnyEventObject[]) {
  const signedOut = {
    balance: null as number | null,
    packs: [] as unknown[],
    referralCode: null as string | null,
    autoTopUp: false,
    dialog: null as unknown,
  };
  let state = signedOut;
  for (const event of steps) {
    const label = describeEvent(event);
    if (label === 'session.ended') state = signedOut;
    else if (label === 'loadWallet ✓ wallet')
      state = { ...state, balance: 1000, packs: [fx.pack], referralCode: 'REF123', autoTopUp: true };
    // The saved cards' answer: automatic top-up turned off.
    else if (label === 'wallet.autoTopUp (off)') state = { ...state, autoTopUp: false };
    else if (label === 'wallet.balance (pushed)') state = { ...state, balance: 700 };
    else if (label === 'wallet.dialogOpened') state = { ...state, dialog };
    else if (label === 'wallet.dialogClosed') state = { ...state, dialog: null };
  }
  return state;
}

const walletPaths = modelPaths(walletMachine, walletEvents);

describe('wallet model: every path replayed on a live actor', () => {
  it('generates the paths', () => expect(walletPaths.length).toBeGreaterThanOrEqual(6));

  for (const path of walletPaths) {
    it(path.title, async () => {
      const services = deferredServices(['loadWallet']);
      const sessions = callbackService<Extract<WalletEvent, { type: 'session.started' | 'session.ended' }>>();
      const pushes = callbackService<WalletEvent>();
      const actor = createActor(
        walletMachine.provide({ actors: { ...services.actors, sessionChanges: sessions.actor, balancePushes: pushes.actor } }),
      ).start();
      await replay(walletMachine, path, () => ({
        actor,
        calls: services.calls,
        // Sessions and the socket's pushes come in through their callback actors, as the edge sends them.
        deliver: (event) => {
          if (event.type.startsWith('session.'))
            sessions.report(event as Extract<WalletEvent, { type: 'session.started' | 'session.ended' }>);
          else if (describeEvent(event) === 'wallet.balance (pushed)') pushes.report(event as WalletEvent);
          else return false;
          return true;
        },
        states: {
          wallet: () => expect(sessions.live()).toBe(1),
          // Nobody's wallet: no socket, no call, nothing kept.
          'wallet.signedOut': (snapshot, open) => {
            expect(pushes.live()).toBe(0);
            expect(open('loadWallet')).toEqual([]);
            expect(snapshot.context).toEqual({ balance: null, packs: [], referralCode: null, autoTopUp: false, dialog: null });
          },
          'wallet.signedIn': () => expect(pushes.live()).toBe(1),
          'wallet.signedIn.loading': (_, open) => expect(open('loadWallet')).toHaveLength(1),
          'wallet.signedIn.ready': (snapshot, open) => {
            expect(open('loadWallet')).toEqual([]);
            expect(snapshot.context.packs).toEqual([fx.pack]);
          },
          // A failed read keeps what was known (nothing, after login); the screen offers to read again.
          'wallet.signedIn.failed': (snapshot, open) => {
            expect(open('loadWallet')).toEqual([]);
            expect(snapshot.can({ type: 'wallet.reload' })).toBe(true);
          },
        },
        afterStep: (step) => expect(actor.getSnapshot().context).toEqual(expectedWallet(path.events.slice(0, step))),
      }));
    });
  }
});

const refs = fx.moneyRefs();
const listInput = { wallet: refs.wallet };
const page = (ids: string[]) => ({ walletBalance: 500, bonusBalance: 0, lines: ids.map((id) => fx.line(id)) });
const listEvents: AnyEventObject[] = [
  labelled('feed.loadMore', { type: 'feed.loadMore' }),
  labelled('feed.retry', { type: 'feed.retry' }),
  labelled('feed.refresh', { type: 'feed.refresh' }),
  ...answers(transactionListMachine, 'transactionList.loading', 'loadPage', {
    done: { page: page(['1', '2']), overlapping: page(['2', '3']), empty: page([]) },
    error: { offline: fx.offline },
  }),
];
const listPaths = modelPaths(transactionListMachine, listEvents, { input: listInput });

/** The list after the steps: page 1 replaces (a refresh asks for it again), later pages append without repeats, an empty page ends it. */
function expectedList(events: AnyEventObject[]) {
  let ids: string[] = [];
  let requested = 1;
  let page = 0;
  for (const event of events) {
    const label = describeEvent(event);
    if (label === 'feed.refresh') requested = 1;
    if (label === 'feed.loadMore' && page > 0) requested = page + 1;
    if (/^loadPage ✓ /.test(label)) {
      const fresh = (event as unknown as { output: { lines: Array<{ id: string }> } }).output.lines.map((line) => line.id);
      ids = requested === 1 ? fresh : [...ids, ...fresh.filter((id) => !ids.includes(id))];
      page = requested;
    }
  }
  return { ids, page };
}

describe('transaction list model: every path replayed on a live actor', () => {
  it('generates the paths', () => expect(listPaths.length).toBeGreaterThanOrEqual(6));

  for (const path of listPaths) {
    it(path.title, async () => {
      const services = deferredServices(['loadPage']);
      refs.reset();
      const actor = createActor(transactionListMachine.provide({ actors: services.actors }), { input: listInput }).start();
      await replay(
        transactionListMachine,
        path,
        () => ({
          actor,
          calls: services.calls,
          states: {
            transactionList: () => {},
            'transactionList.loading': (snapshot, open) => {
              expect(open('loadPage').map((call) => call.input)).toEqual([{ page: snapshot.context.requested }]);
              expect(snapshot.context.failure).toBeNull();
            },
            'transactionList.ready': (snapshot, open) => {
              expect(open('loadPage')).toEqual([]);
              expect(snapshot.context.items.length).toBeGreaterThan(0);
            },
            'transactionList.exhausted': (snapshot, open) => {
              expect(open('loadPage')).toEqual([]);
              expect(snapshot.context.failure).toBeNull();
            },
            'transactionList.failed': (snapshot, open) => {
              expect(open('loadPage')).toEqual([]);
              expect(snapshot.context.failure).not.toBeNull();
            },
          },
          afterStep: (step) => {
            const taken = path.events.slice(0, step);
            const want = expectedList(taken);
            const { context } = actor.getSnapshot();
            expect(context.items.map((line) => line.id)).toEqual(want.ids);
            expect(context.page).toBe(want.page);
            // Every page answers the balance: the wallet is told each time.
            expect(refs.balances()).toEqual(taken.filter((event) => /^loadPage ✓/.test(describeEvent(event))).map(() => 500));
          },
        }),
        { input: listInput },
      );
    });
  }
});
