import { beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '../../../contract';
import { subscribeMachine } from '../../../src/machines/subscribe.machine';
import { PostMedia } from '../../../src/views/feed/PostMedia';
import { SubscribeDialog } from '../../../src/views/subscriptions/SubscribeModal';
import { modelPaths, replay } from '../graphTraversal/model';
import { startSubscribe, SUBSCRIBE_BALANCE, subscribeEvents } from '../graphTraversal/subscriptions.events';
import * as fx from '../subscriptions.fixtures';
import { alertOf, buttonOf, buttonsOf, textOf, viewRenderer } from './render';

const refs = fx.subscribeRefs();
const input = refs.input;
const paths = modelPaths(subscribeMachine, subscribeEvents, { input });

let render: Awaited<ReturnType<typeof viewRenderer>>;
beforeAll(async () => {
  render = await viewRenderer();
});

/** The package radios drawn: their value and whether checked. */
const radiosOf = (html: string) =>
  [...html.matchAll(/<input type="radio"([^>]*)>/g)].map(([, attributes = '']) => ({
    value: /value="([^"]*)"/.exec(attributes)?.[1],
    checked: / checked=""/.test(attributes),
  }));

describe('subscribe: the modal matches the machine on every path', () => {
  it('walks the paths', () => expect(paths.length).toBeGreaterThanOrEqual(8));

  for (const path of paths) {
    it(path.title, async () => {
      const { services, goToWallet, actor } = startSubscribe(refs);
      const modal = () => render(<SubscribeDialog actor={actor} creator={input.creator} balance={SUBSCRIBE_BALANCE} onClose={() => {}} />);
      // The creator's subscriber-only post as every list draws it, from the store.
      const post = () => textOf(render(<PostMedia post={refs.postStore.getSnapshot().context.posts['21']!} />));
      const locked = () => expect(post()).toContain('subscribe to unlock');
      // The confirmation: the question, the chosen package and its price.
      const confirmation = (html: string) => {
        const { chosenId, bundleMonths } = actor.getSnapshot().context;
        const chosen =
          bundleMonths === 3
            ? '3 months · 216 coins at once'
            : chosenId === fx.annual.id
              ? 'Annual · 400 coins for the first year, then 800 coins a year'
              : 'Monthly · 40 coins for the first month, then 80 coins a month';
        expect(textOf(html)).toContain('Are You Sure Subscribe The User?');
        expect(textOf(html)).toContain(chosen);
      };
      await replay(
        subscribeMachine,
        path,
        () => ({
          actor,
          calls: services.calls,
          states: {
            subscribe: () => {},
            'subscribe.loading': () => expect(textOf(modal())).toContain('Loading...'),
            // The packages did not come: why, and Try again.
            'subscribe.loadFailed': () => {
              const html = modal();
              expect(alertOf(html)).toBe(Messages.somethingWentWrong);
              expect(buttonOf(html, 'Try again').disabled).toBe(false);
            },
            'subscribe.empty': () => {
              const html = modal();
              expect(textOf(html)).toContain('No Subscription Available !');
              expect(buttonOf(html, 'Close').disabled).toBe(false);
            },
            // The active packages as radios, the chosen one checked; Continue goes on.
            'subscribe.choosing': () => {
              const html = modal();
              const { chosenId, bundleMonths } = actor.getSnapshot().context;
              expect(radiosOf(html)).toEqual([
                { value: fx.monthly.id, checked: chosenId === fx.monthly.id && bundleMonths === null },
                { value: fx.annual.id, checked: chosenId === fx.annual.id && bundleMonths === null },
                { value: 'bundle-3', checked: bundleMonths === 3 },
              ]);
              // The promotion with its end and what it saves.
              expect(textOf(html)).toContain('New subscriber offer: 50% off your first period, until Dec 31, 2026.');
              expect(textOf(html)).toContain('You save 40 coins on your first month.');
              expect(buttonOf(html, 'Continue').disabled).toBe(false);
              locked();
            },
            'subscribe.confirming': () => {
              const html = modal();
              confirmation(html);
              expect(buttonOf(html, 'Subscribe')).toEqual({ label: 'Subscribe', disabled: false, busy: false });
              expect(buttonOf(html, 'Cancel').disabled).toBe(false);
              expect(alertOf(html)).toBeNull();
              locked();
            },
            // Paying: both buttons held, Subscribe busy.
            'subscribe.paying': () => {
              const html = modal();
              confirmation(html);
              expect(buttonOf(html, 'Subscribing...')).toEqual({ label: 'Subscribing...', disabled: true, busy: true });
              expect(buttonOf(html, 'Cancel').disabled).toBe(true);
              locked();
            },
            // Refused: the reason under the question, and Try again.
            'subscribe.failed': () => {
              const html = modal();
              confirmation(html);
              expect(alertOf(html)).toBe(Messages.trialUsed);
              expect(buttonOf(html, 'Try again').disabled).toBe(false);
              locked();
            },
            // Short: said so, with Buy coins and Back; nothing to subscribe with.
            'subscribe.short': () => {
              const html = modal();
              expect(alertOf(html)).toBe(Messages.insufficientBalance);
              expect(buttonOf(html, 'Buy coins').disabled).toBe(false);
              expect(buttonOf(html, 'Back').disabled).toBe(false);
              expect(buttonsOf(html).map((button) => button.label)).not.toContain('Subscribe');
              locked();
            },
            'subscribe.leaving': () => {
              expect(goToWallet).toHaveBeenCalledTimes(1);
              expect(refs.closed()).toBe(1);
              locked();
            },
            // Subscribed: the modal closes, the creator's posts show open.
            'subscribe.subscribed': () => {
              expect(refs.closed()).toBe(1);
              expect(post()).not.toContain('subscribe to unlock');
              expect(refs.shown().at(-1)).toEqual({ kind: 'success', message: Messages.subscribed });
            },
          },
        }),
        { input },
      );
    });
  }
});
