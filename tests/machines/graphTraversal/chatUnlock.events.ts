import { createActor, type AnyEventObject } from 'xstate';
import { Messages } from '../../../contract';
import type { ChatMessage } from '../../../src/machines/chat';
import { chatUnlockMachine } from '../../../src/machines/chatUnlock.machine';
import { chatRefs, message, ROOM } from '../chat.fixtures';
import { deferredServices } from '../fakeServices';
import { answers, labelled, modelPaths } from './model';

/** The chat unlock's locked items, events and start (its model suite and its view suite share them). */

// One machine and one popup serve both paid items: a paid media message and a package offer.
export const lockedMedia = message(1, {
  kind: 'PAID_MEDIA',
  coins: 40,
  isLocked: true,
  pictures: [{ lightboxImageUrl: '/b.jpg', littleThumbnailUrl: '/b.jpg' }],
});
export const lockedPackage = message(2, {
  kind: 'PAID_PACKAGE',
  coins: 70,
  isLocked: true,
  packageId: '5',
  packageTitle: 'Summer',
  packageCounts: { images: 2, audio: 1, videos: 0 },
});
/** The balance the popup is drawn with: enough for either price. */
export const BALANCE = 500;
export const priceChanged = { message: Messages.chatPriceChanged, status: 409 };

/** The model of unlocking one locked item: its thread's refs, the machine's input, its price and paths. */
export function chatUnlockModel(locked: ChatMessage) {
  const refs = chatRefs();
  const input = {
    message: locked,
    toUserId: '8',
    attemptSeed: 'seed1234',
    toasts: refs.toasts,
    wallet: refs.wallet.wallet,
    chatStore: refs.chatStore,
  };
  const opened = { ...locked, isLocked: false, isPaid: true, media: { url: '/media/x.jpg?sig=1', type: 'IMAGE' as const } };
  const price = locked.coins!;
  const events: AnyEventObject[] = [
    labelled('pay.confirm rich', { type: 'pay.confirm', balance: BALANCE }),
    labelled('pay.confirm poor', { type: 'pay.confirm', balance: price - 1 }),
    labelled('pay.confirm unknown', { type: 'pay.confirm', balance: null }),
    labelled('pay.buyCoins', { type: 'pay.buyCoins' }),
    ...answers(chatUnlockMachine, 'chatUnlock.paying', 'pay', {
      done: { unlocked: { message: Messages.contentUnlocked, walletBalance: 960, chatMessage: opened } },
      error: { short: { message: Messages.insufficientBalance, status: 400 }, priceChanged },
    }),
  ];
  return { refs, input, price, paths: modelPaths(chatUnlockMachine, events, { input }) };
}

/** A live actor over a thread that holds the locked item, and how locked the thread shows it. */
export function startChatUnlock({ refs, input }: ReturnType<typeof chatUnlockModel>) {
  const services = deferredServices(['pay']);
  refs.reset();
  refs.store.send({ type: 'messages.received', roomId: ROOM, messages: [input.message], page: 'latest' });
  const actor = createActor(chatUnlockMachine.provide({ actors: services.actors }), { input }).start();
  const storedLock = () => refs.messages().find((known) => known.id === input.message.id)?.isLocked;
  return { services, actor, storedLock };
}
