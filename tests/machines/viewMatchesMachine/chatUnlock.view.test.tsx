import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Messages } from '../../../contract';
import { chatUnlockMachine } from '../../../src/machines/chatUnlock.machine';
import { UnlockDialog } from '../../../src/views/messages/popups';
import { BALANCE, chatUnlockModel, lockedMedia, lockedPackage, startChatUnlock } from '../graphTraversal/chatUnlock.events';
import { replay } from '../graphTraversal/model';
import { alertOf, buttonOf, buttonsOf, textOf, viewRenderer } from './render';

let render: Awaited<ReturnType<typeof viewRenderer>>;
beforeAll(async () => {
  render = await viewRenderer();
});

for (const locked of [lockedMedia, lockedPackage]) {
  const isPackage = locked.kind === 'PAID_PACKAGE';
  const model = chatUnlockModel(locked);
  const { refs, input, price, paths } = model;
  const question = isPackage ? `Unlock Summer for ${price} coins ?` : `Unlock this media for ${price} coins ?`;

  describe(`chat unlock (${locked.kind}): the popup matches the machine on every path`, () => {
    it('walks the paths', () => expect(paths.length).toBeGreaterThanOrEqual(5));

    for (const path of paths) {
      it(path.title, async () => {
        const { services, actor, storedLock } = startChatUnlock(model);
        const onOpenPackage = vi.fn();
        const popup = () =>
          render(<UnlockDialog actor={actor} message={locked} balance={BALANCE} onClose={() => {}} onOpenPackage={onOpenPackage} />);
        // Still asking: the question with the price, the balance, and the item still locked in the thread.
        const asking = (html: string) => {
          expect(textOf(html)).toContain(question);
          expect(textOf(html)).toContain('Your balance: 500 coins');
          expect(storedLock()).toBe(true);
        };
        await replay(
          chatUnlockMachine,
          path,
          () => ({
            actor,
            calls: services.calls,
            states: {
              chatUnlock: () => {},
              'chatUnlock.confirming': () => {
                const html = popup();
                asking(html);
                expect(buttonOf(html, 'Unlock')).toEqual({ label: 'Unlock', disabled: false, busy: false });
                expect(alertOf(html)).toBeNull();
              },
              // Paying: busy and disabled, a second click sends nothing.
              'chatUnlock.paying': () => {
                const html = popup();
                asking(html);
                expect(buttonOf(html, 'Unlocking...')).toEqual({ label: 'Unlocking...', disabled: true, busy: true });
              },
              // Refused: the toast says why; the popup offers Unlock again (the same attempt).
              'chatUnlock.failed': () => {
                const html = popup();
                asking(html);
                expect(buttonOf(html, 'Unlock').disabled).toBe(false);
                expect(refs.notices.at(-1)).toEqual({ kind: 'error', message: Messages.chatPriceChanged });
              },
              // Short: said so with the way to buy coins; no Unlock.
              'chatUnlock.short': () => {
                const html = popup();
                asking(html);
                expect(alertOf(html)).toBe(`${Messages.insufficientBalance} Buy coins`);
                expect(html).toMatch(/<a href="\/settings\/wallet"[^>]*>Buy coins<\/a>/);
                expect(buttonsOf(html).map((button) => button.label)).not.toContain('Unlock');
              },
              // Gone to buy coins: nothing paid, the item still locked.
              'chatUnlock.leaving': () => expect(storedLock()).toBe(true),
              // Paid: the popup says so and shows the media or opens the package; the thread has it opened.
              'chatUnlock.unlocked': () => {
                const html = popup();
                expect(textOf(html)).toContain(Messages.contentUnlocked);
                expect(textOf(html)).not.toContain(question);
                expect(buttonOf(html, isPackage ? 'Open' : 'Show').disabled).toBe(false);
                expect(storedLock()).toBe(false);
              },
            },
          }),
          { input },
        );
      });
    }
  });
}
