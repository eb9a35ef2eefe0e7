import { beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '../../../contract';
import { unlockPostMachine } from '../../../src/machines/unlockPost.machine';
import { PostMedia } from '../../../src/views/feed/PostMedia';
import { UnlockPostDialog } from '../../../src/views/wallet/MoneyDialog';
import { modelPaths, replay } from '../graphTraversal/model';
import { BALANCE, lockedVideo, startUnlockPost, unlockPostEvents, unlockPostModel } from '../graphTraversal/unlockPost.events';
import { alertOf, buttonOf, buttonsOf, textOf, viewRenderer } from './render';

const model = unlockPostModel();
const { refs, input } = model;
const paths = modelPaths(unlockPostMachine, unlockPostEvents, { input });

let render: Awaited<ReturnType<typeof viewRenderer>>;
beforeAll(async () => {
  render = await viewRenderer();
});

describe('unlock post: the view matches the machine on every path', () => {
  it('walks the paths', () => expect(paths.length).toBeGreaterThanOrEqual(5));

  for (const path of paths) {
    it(path.title, async () => {
      const { services, goToWallet, actor } = startUnlockPost(model);
      const dialog = () => render(<UnlockPostDialog actor={actor} post={lockedVideo} price={50} balance={BALANCE} onClose={() => {}} />);
      // The post as every list draws it, from the store.
      const post = () => render(<PostMedia post={refs.postStore.getSnapshot().context.posts['9']!} />);
      const stillLocked = () => expect(textOf(post())).toContain('unlock for 50 coins');
      await replay(
        unlockPostMachine,
        path,
        () => ({
          actor,
          calls: services.calls,
          states: {
            unlockPost: () => {},
            // The question with the price and the balance; Unlock to press, no alert.
            'unlockPost.confirming': () => {
              const html = dialog();
              expect(textOf(html)).toMatch(/Unlock this post by Ana Author for 50 coins ?\?/);
              expect(textOf(html)).toContain('Your balance: 1,000 coins');
              expect(buttonOf(html, 'Unlock')).toEqual({ label: 'Unlock', disabled: false, busy: false });
              expect(alertOf(html)).toBeNull();
              stillLocked();
            },
            // Paying: the button is busy and disabled, so a second click sends nothing.
            'unlockPost.paying': () => {
              const html = dialog();
              expect(buttonOf(html, 'Unlocking...')).toEqual({ label: 'Unlocking...', disabled: true, busy: true });
              stillLocked();
            },
            // Refused: the server's reason shows, and Try again resends.
            'unlockPost.failed': () => {
              const html = dialog();
              expect(alertOf(html)).toBe(Messages.priceChanged);
              expect(buttonOf(html, 'Try again').disabled).toBe(false);
              stillLocked();
            },
            // Short of coins: said so, with Buy coins instead of Unlock.
            'unlockPost.short': () => {
              const html = dialog();
              expect(alertOf(html)).toBe(Messages.insufficientBalance);
              expect(buttonOf(html, 'Buy coins').disabled).toBe(false);
              expect(buttonsOf(html).map((button) => button.label)).not.toContain('Unlock');
              stillLocked();
            },
            // Gone to the wallet: the dialog closes, the post stays locked.
            'unlockPost.leaving': () => {
              expect(goToWallet).toHaveBeenCalledTimes(1);
              expect(refs.closed()).toBe(1);
              stillLocked();
            },
            // Unlocked: the dialog closes and the post shows its media where it showed the lock.
            'unlockPost.unlocked': () => {
              expect(refs.closed()).toBe(1);
              const html = post();
              expect(textOf(html)).not.toContain('unlock for 50 coins');
              expect(html).toMatch(/<video[^>]* src="\/media\/x\.mp4\?sig=1"/);
              expect(refs.shown().at(-1)).toEqual({ kind: 'success', message: Messages.contentUnlocked });
            },
          },
        }),
        { input },
      );
    });
  }
});
