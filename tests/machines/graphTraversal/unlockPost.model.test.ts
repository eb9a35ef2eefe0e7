import { describe, expect, it } from 'vitest';
import { Messages } from '../../../contract';
import { unlockPostMachine } from '../../../src/machines/unlockPost.machine';
import { describeEvent, modelPaths, replay } from './model';
import { openedVideo, startUnlockPost, unlockPostEvents, unlockPostModel } from './unlockPost.events';

const model = unlockPostModel();
const { refs, input } = model;
const paths = modelPaths(unlockPostMachine, unlockPostEvents, { input });

describe('unlock post model: every path replayed on a live actor', () => {
  it('generates the paths', () => expect(paths.length).toBeGreaterThanOrEqual(5));

  for (const path of paths) {
    it(path.title, async () => {
      const { services, goToWallet, actor } = startUnlockPost(model);
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
              expect(refs.postStore.getSnapshot().context.posts['9']).toEqual(openedVideo);
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
