import { describe, expect, it } from 'vitest';
import { Messages } from '../../../contract';
import { subscribeMachine } from '../../../src/machines/subscribe.machine';
import * as fx from '../subscriptions.fixtures';
import { describeEvent, modelPaths, replay } from './model';
import { startSubscribe, subscribeEvents } from './subscriptions.events';

const refs = fx.subscribeRefs();
const input = refs.input;

const paths = modelPaths(subscribeMachine, subscribeEvents, { input });

describe('subscribe model: every path replayed on a live actor', () => {
  it('generates the paths', () => expect(paths.length).toBeGreaterThanOrEqual(8));

  for (const path of paths) {
    it(path.title, async () => {
      const { services, goToWallet, actor } = startSubscribe(refs);
      const locked = () => expect(refs.postStore.getSnapshot().context.posts['21']!.isLocked).toBe(true);
      await replay(
        subscribeMachine,
        path,
        () => ({
          actor,
          calls: services.calls,
          states: {
            subscribe: () => {},
            // The creator's packages are asked for.
            'subscribe.loading': (_, open) => expect(open('loadPackages').map((call) => call.input)).toEqual([{ creatorId: '7' }]),
            'subscribe.loadFailed': (snapshot) => expect(snapshot.context.failure?.message).toBe(Messages.somethingWentWrong),
            // 'No Subscription Available !': nothing to choose.
            'subscribe.empty': (snapshot) => expect(snapshot.context.packages).toEqual([]),
            // Only the active packages, one chosen; nothing paid.
            'subscribe.choosing': (snapshot, open) => {
              expect(snapshot.context.packages).toEqual([fx.monthly, fx.annual]);
              expect([fx.monthly.id, fx.annual.id]).toContain(snapshot.context.chosenId);
              expect(open('pay')).toEqual([]);
              locked();
            },
            'subscribe.confirming': (_, open) => {
              expect(open('pay')).toEqual([]);
              locked();
            },
            // One payment for the chosen package with its attempt's key.
            'subscribe.paying': (snapshot, open) =>
              expect(open('pay').map((call) => call.input)).toEqual([
                {
                  creatorId: '7',
                  packageId: snapshot.context.chosenId,
                  ...(snapshot.context.bundleMonths !== null ? { bundleMonths: snapshot.context.bundleMonths } : {}),
                  idempotencyKey: `seed1234-${snapshot.context.attempt}`,
                },
              ]),
            'subscribe.failed': (snapshot) => {
              expect(snapshot.context.failure?.message).toBe(Messages.trialUsed);
              locked();
            },
            // 'You have insufficient balance': the way to buy coins is offered, nothing opened.
            'subscribe.short': (_, open) => {
              expect(open('pay')).toEqual([]);
              expect(goToWallet).not.toHaveBeenCalled();
              locked();
            },
            'subscribe.leaving': () => {
              expect(goToWallet).toHaveBeenCalledTimes(1);
              expect(refs.closed()).toBe(1);
            },
            // Open in every list with its signed media; the creator marked subscribed; balance, toast, closed.
            'subscribe.subscribed': () => {
              expect(refs.postStore.getSnapshot().context.posts['21']).toEqual(fx.openedPost);
              expect(refs.userStore.getSnapshot().context.people['7']?.isSubscribed).toBe(true);
              expect(refs.balances()).toEqual([920]);
              expect(refs.shown().at(-1)).toEqual({ kind: 'success', message: Messages.subscribed });
              expect(refs.closed()).toBe(1);
            },
          },
          afterStep: (step) => {
            const taken = path.events.slice(0, step).map(describeEvent);
            // A retry of a refused attempt resends its key: never two keys for one attempt number.
            const keys = services.callsOf('pay').map((call) => (call.input as { idempotencyKey: string }).idempotencyKey);
            const attempts = actor.getSnapshot().context.attempt;
            expect(new Set(keys).size).toBeLessThanOrEqual(attempts);
            if (!taken.includes('pay ✓ subscribed')) expect(refs.balances()).toEqual([]);
          },
        }),
        { input },
      );
    });
  }
});
