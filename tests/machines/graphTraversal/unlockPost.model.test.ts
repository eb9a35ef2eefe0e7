import { describe, expect, it, vi } from 'vitest';
import { createActor, type AnyEventObject } from 'xstate';
import { Messages } from '../../../contract';
import { unlockPostMachine } from '../../../src/machines/unlockPost.machine';
import { deferredServices } from '../fakeServices';
import * as fx from '../money.fixtures';
import { answers, describeEvent, labelled, modelPaths, replay } from './model';

const refs = fx.moneyRefs();
const input = { ...refs.input, post: fx.paidPost, price: 50 };

const events: AnyEventObject[] = [
  labelled('pay.confirm rich', { type: 'pay.confirm', balance: 1000 }),
  labelled('pay.confirm poor', { type: 'pay.confirm', balance: 10 }),
  labelled('pay.confirm unknown', { type: 'pay.confirm', balance: null }),
  labelled('pay.buyCoins', { type: 'pay.buyCoins' }),
  ...answers(unlockPostMachine, 'unlockPost.paying', 'pay', {
    done: { unlocked: fx.unlocked },
    error: { short: fx.short, priceChanged: fx.priceChanged },
  }),
];

const paths = modelPaths(unlockPostMachine, events, { input });

describe('unlock post model: every path replayed on a live actor', () => {
  it('generates the paths', () => expect(paths.length).toBeGreaterThanOrEqual(5));

  for (const path of paths) {
    it(path.title, async () => {
      const services = deferredServices(['pay']);
      const goToWallet = vi.fn();
      refs.reset();
      refs.postStore.send({ type: 'posts.received', posts: [fx.paidPost] });
      const actor = createActor(unlockPostMachine.provide({ actors: services.actors, actions: { goToWallet } }), { input }).start();
      await replay(
        unlockPostMachine,
        path,
        () => ({
          actor,
          calls: services.calls,
          states: {
            unlockPost: () => {},
            // The question with the price; nothing paid, the post still locked.
            'unlockPost.confirming': (_, open) => {
              expect(open('pay')).toEqual([]);
              expect(refs.postStore.getSnapshot().context.posts['9']!.isLocked).toBe(true);
            },
            // One payment for the price seen, with its attempt's key.
            'unlockPost.paying': (_, open) =>
              expect(open('pay').map((call) => call.input)).toEqual([{ postId: '9', price: 50, idempotencyKey: 'seed1234-1' }]),
            // The server's reason shows; the post stays locked.
            'unlockPost.failed': (snapshot, open) => {
              expect(open('pay')).toEqual([]);
              expect(snapshot.context.failure?.message).toBe(Messages.priceChanged);
              expect(refs.postStore.getSnapshot().context.posts['9']!.isLocked).toBe(true);
            },
            // Short: nothing is sent (or the server said so); the way to buy coins is offered.
            'unlockPost.short': (_, open) => {
              expect(open('pay')).toEqual([]);
              expect(goToWallet).not.toHaveBeenCalled();
            },
            'unlockPost.leaving': () => {
              expect(goToWallet).toHaveBeenCalledTimes(1);
              expect(refs.closed()).toBe(1);
            },
            // Open everywhere: the store has the answered post; the balance and the toast say so; the dialog closes.
            'unlockPost.unlocked': () => {
              expect(refs.postStore.getSnapshot().context.posts['9']).toEqual(fx.openedPost);
              expect(refs.balances()).toEqual([950]);
              expect(refs.shown().at(-1)).toEqual({ kind: 'success', message: Messages.contentUnlocked });
              expect(refs.closed()).toBe(1);
            },
          },
          afterStep: (step) => {
            const taken = path.events.slice(0, step).map(describeEvent);
            // A retry of the refused attempt sends the same key: every payment of this dialog is one attempt.
            expect(
              new Set(services.callsOf('pay').map((call) => (call.input as { idempotencyKey: string }).idempotencyKey)).size,
            ).toBeLessThanOrEqual(1);
            if (!taken.includes('pay ✓ unlocked')) expect(refs.balances()).toEqual([]);
          },
        }),
        { input },
      );
    });
  }
});
