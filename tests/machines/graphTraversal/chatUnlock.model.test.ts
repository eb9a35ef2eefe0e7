import { describe, expect, it } from 'vitest';
import { Messages } from '../../../contract';
import { chatUnlockMachine } from '../../../src/machines/chatUnlock.machine';
import { chatUnlockModel, lockedMedia, lockedPackage, startChatUnlock } from './chatUnlock.events';
import { describeEvent, replay } from './model';

for (const locked of [lockedMedia, lockedPackage]) {
  const model = chatUnlockModel(locked);
  const { refs, input, price, paths } = model;

  describe(`chat unlock model (${locked.kind}): every path replayed on a live actor`, () => {
    it('generates the paths', () => expect(paths.length).toBeGreaterThanOrEqual(5));

    for (const path of paths) {
      it(path.title, async () => {
        const { services, actor, storedLock } = startChatUnlock(model);
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
