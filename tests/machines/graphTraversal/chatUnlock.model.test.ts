import { describe, expect, it } from 'vitest';
import { createActor, type AnyEventObject } from 'xstate';
import { Messages } from '../../../contract';
import { chatUnlockMachine } from '../../../src/machines/chatUnlock.machine';
import { chatRefs, message, ROOM } from '../chat.fixtures';
import { deferredServices } from '../fakeServices';
import { answers, describeEvent, labelled, modelPaths, replay } from './model';

// One machine serves both paid items: a paid media message and a package offer.
const lockedMedia = message(1, {
  kind: 'PAID_MEDIA',
  coins: 40,
  isLocked: true,
  pictures: [{ lightboxImageUrl: '/b.jpg', littleThumbnailUrl: '/b.jpg' }],
});
const lockedPackage = message(2, {
  kind: 'PAID_PACKAGE',
  coins: 70,
  isLocked: true,
  packageId: '5',
  packageTitle: 'Summer',
  packageCounts: { images: 2, audio: 1, videos: 0 },
});
const short = { message: Messages.insufficientBalance, status: 400 };
const priceChanged = { message: Messages.chatPriceChanged, status: 409 };

for (const locked of [lockedMedia, lockedPackage]) {
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
    labelled('pay.confirm rich', { type: 'pay.confirm', balance: 1000 }),
    labelled('pay.confirm poor', { type: 'pay.confirm', balance: price - 1 }),
    labelled('pay.confirm unknown', { type: 'pay.confirm', balance: null }),
    labelled('pay.buyCoins', { type: 'pay.buyCoins' }),
    ...answers(chatUnlockMachine, 'chatUnlock.paying', 'pay', {
      done: { unlocked: { message: Messages.contentUnlocked, walletBalance: 960, chatMessage: opened } },
      error: { short, priceChanged },
    }),
  ];
  const paths = modelPaths(chatUnlockMachine, events, { input });

  describe(`chat unlock model (${locked.kind}): every path replayed on a live actor`, () => {
    it('generates the paths', () => expect(paths.length).toBeGreaterThanOrEqual(5));

    for (const path of paths) {
      it(path.title, async () => {
        const services = deferredServices(['pay']);
        refs.reset();
        refs.store.send({ type: 'messages.received', roomId: ROOM, messages: [locked], page: 'latest' });
        const actor = createActor(chatUnlockMachine.provide({ actors: services.actors }), { input }).start();
        const storedLock = () => refs.messages().find((known) => known.id === locked.id)?.isLocked;
        await replay(
          chatUnlockMachine,
          path,
          () => ({
            actor,
            calls: services.calls,
            states: {
              chatUnlock: () => {},
              // The price is asked; nothing is paid, the message is still locked.
              'chatUnlock.confirming': (_, open) => {
                expect(open('pay')).toEqual([]);
                expect(storedLock()).toBe(true);
              },
              // One payment of the price to the author, with the attempt's key.
              'chatUnlock.paying': (_, open) =>
                expect(open('pay').map((call) => call.input)).toEqual([
                  { messageId: locked.id, toUserId: '8', amount: price, idempotencyKey: 'seed1234-1' },
                ]),
              // Short: said so; nothing more is paid.
              'chatUnlock.short': (_, open) => {
                expect(open('pay')).toEqual([]);
                expect(storedLock()).toBe(true);
              },
              // Refused: the toast said why (below); the message stays locked, the popup offers the same attempt again.
              'chatUnlock.failed': (snapshot, open) => {
                expect(open('pay')).toEqual([]);
                expect(snapshot.context.failure?.message).toBe(Messages.chatPriceChanged);
                expect(storedLock()).toBe(true);
              },
              // Gone to buy coins: nothing paid, the message still locked.
              'chatUnlock.leaving': (_, open) => {
                expect(open('pay')).toEqual([]);
                expect(storedLock()).toBe(true);
              },
              // Paid: the thread shows it opened; the balance and the toast say so.
              'chatUnlock.unlocked': () => {
                expect(storedLock()).toBe(false);
                expect(refs.wallet.balances()).toEqual([960]);
                expect(refs.notices.at(-1)).toEqual({ kind: 'success', message: Messages.contentUnlocked });
              },
            },
            afterStep: (step) => {
              const taken = path.events.slice(0, step).map(describeEvent);
              // A retry sends the same key: charged once.
              expect(
                new Set(services.callsOf('pay').map((call) => (call.input as { idempotencyKey: string }).idempotencyKey)).size,
              ).toBeLessThanOrEqual(1);
              // Errors are toasts.
              if (taken.at(-1) === 'pay ✗ priceChanged')
                expect(refs.notices.at(-1)).toEqual({ kind: 'error', message: Messages.chatPriceChanged });
              if (!taken.includes('pay ✓ unlocked')) expect(refs.wallet.balances()).toEqual([]);
            },
          }),
          { input },
        );
      });
    }
  });
}
