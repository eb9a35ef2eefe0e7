import { beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '../../../contract';
import { paidLiveJoinMachine } from '../../../src/machines/paidLiveJoin.machine';
import { JoinDialog } from '../../../src/views/live/WatchLivePage';
import { describeEvent, modelPaths, replay } from '../graphTraversal/model';
import { BALANCE, paidLiveJoinEvents, paidLiveJoinInput, startPaidLiveJoin, toastAfter } from '../graphTraversal/paidLiveJoin.events';
import * as fx from '../live.fixtures';
import { moneyRefs } from '../money.fixtures';
import { alertOf, buttonOf, buttonsOf, textOf, viewRenderer } from './render';

const refs = moneyRefs();

let render: Awaited<ReturnType<typeof viewRenderer>>;
beforeAll(async () => {
  render = await viewRenderer();
});

for (const stream of [fx.paidStream, fx.freeStream]) {
  const input = paidLiveJoinInput(stream, refs);
  const paths = modelPaths(paidLiveJoinMachine, paidLiveJoinEvents(stream), { input });

  describe(`paid live join (${stream.paid ? 'a paid stream' : 'a free stream'}): the view matches the machine on every path`, () => {
    it('walks the paths', () => expect(paths.length).toBeGreaterThanOrEqual(stream.paid ? 8 : 1));

    for (const path of paths) {
      it(path.title, async () => {
        const { services, actor } = startPaidLiveJoin(refs, input);
        const view = () => render(<JoinDialog actor={actor} balance={BALANCE} onLeave={() => {}} />);
        // The pay modal: whose stream, its title, its price and the balance.
        const payModal = (html: string) => {
          expect(html).toContain('<dialog');
          expect(textOf(html)).toContain("Join Ada Lovelace's live stream");
          expect(textOf(html)).toContain('Morning run');
          expect(textOf(html)).toContain('This live stream costs 30 coins');
          expect(textOf(html)).toContain('Your balance: 100 coins');
          expect(buttonOf(html, 'Cancel').disabled).toBe(false);
        };
        // Past the modal: the stream opens (or the viewer has left); nothing to pay here any more.
        const noModal = () => {
          const html = view();
          expect(html).not.toContain('<dialog');
          expect(textOf(html)).toContain('Opening the live stream…');
        };
        await replay(
          paidLiveJoinMachine,
          path,
          () => ({
            actor,
            calls: services.calls,
            states: {
              paidLiveJoin: () => {},
              'paidLiveJoin.deciding': () => {},
              'paidLiveJoin.confirming': () => {
                const html = view();
                payModal(html);
                expect(buttonOf(html, 'Pay and join')).toEqual({ label: 'Pay and join', disabled: false, busy: false });
                expect(alertOf(html)).toBeNull();
              },
              // Paying once: the button is busy and disabled.
              'paidLiveJoin.paying': () => {
                const html = view();
                payModal(html);
                expect(buttonOf(html, 'Pay and join')).toEqual({ label: 'Pay and join', disabled: true, busy: true });
              },
              // Refused: the toast says why (below); the modal offers to pay again.
              'paidLiveJoin.failed': () => {
                const html = view();
                payModal(html);
                expect(buttonOf(html, 'Pay and join').disabled).toBe(false);
                expect(refs.shown().at(-1)?.kind).toBe('error');
              },
              // Short: said so, with the way to buy coins; no paying.
              'paidLiveJoin.short': () => {
                const html = view();
                payModal(html);
                expect(alertOf(html)).toBe(`${Messages.insufficientBalance} Buy coins`);
                expect(html).toMatch(/<a href="\/settings\/wallet"[^>]*>Buy coins<\/a>/);
                expect(buttonsOf(html).map((button) => button.label)).not.toContain('Pay and join');
              },
              'paidLiveJoin.leaving': () => {
                noModal();
                expect(actor.getSnapshot().output).toEqual({ stream: null });
              },
              'paidLiveJoin.cancelled': () => {
                noModal();
                expect(actor.getSnapshot().output).toEqual({ stream: null });
              },
              // Joined: the modal is gone and the stream opens (free streams come straight here).
              'paidLiveJoin.joined': () => {
                noModal();
                expect(actor.getSnapshot().output).toEqual({ stream: { ...stream, joined: true } });
                if (stream.paid) expect(refs.shown().at(-1)).toEqual({ kind: 'success', message: Messages.liveJoined });
              },
            },
            afterStep: (step) => {
              const last = path.events[step - 1];
              const toast = last && toastAfter[describeEvent(last)];
              if (toast) expect(refs.shown().at(-1)).toEqual(toast);
            },
          }),
          { input },
        );
      });
    }
  });
}
