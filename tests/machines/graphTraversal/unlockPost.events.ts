import { vi } from 'vitest';
import { createActor, type AnyEventObject } from 'xstate';
import { unlockPostMachine } from '../../../src/machines/unlockPost.machine';
import { deferredServices } from '../fakeServices';
import * as fx from '../money.fixtures';
import { answers, labelled } from './model';

/** The unlock-post dialog's post, input, events and start (its model suite and its view suite share them). */

// A paid video: locked, it shows the lock; opened, the player of its signed media.
export const lockedVideo = { ...fx.paidPost, type: 'VIDEO' as const };
export const openedVideo = { ...fx.openedPost, type: 'VIDEO' as const };
/** The balance the dialog is drawn with: enough for the price. */
export const BALANCE = 1000;

export const unlockPostEvents: AnyEventObject[] = [
  labelled('pay.confirm rich', { type: 'pay.confirm', balance: BALANCE }),
  labelled('pay.confirm poor', { type: 'pay.confirm', balance: 10 }),
  labelled('pay.confirm unknown', { type: 'pay.confirm', balance: null }),
  labelled('pay.buyCoins', { type: 'pay.buyCoins' }),
  ...answers(unlockPostMachine, 'unlockPost.paying', 'pay', {
    done: { unlocked: { ...fx.unlocked, post: openedVideo } },
    error: { short: fx.short, priceChanged: fx.priceChanged },
  }),
];

/** The dialog's refs and the machine's input: the locked video at its price. */
export function unlockPostModel() {
  const refs = fx.moneyRefs();
  return { refs, input: { ...refs.input, post: lockedVideo, price: 50 } };
}

/** A live actor over a post store that holds the locked video; `goToWallet` spies on the way to buy coins. */
export function startUnlockPost({ refs, input }: ReturnType<typeof unlockPostModel>) {
  const services = deferredServices(['pay']);
  const goToWallet = vi.fn();
  refs.reset();
  refs.postStore.send({ type: 'posts.received', posts: [lockedVideo] });
  const actor = createActor(unlockPostMachine.provide({ actors: services.actors, actions: { goToWallet } }), { input }).start();
  return { services, goToWallet, actor };
}
