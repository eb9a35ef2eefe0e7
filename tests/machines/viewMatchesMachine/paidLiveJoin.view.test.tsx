import { beforeAll, describe, expect, it } from 'vitest';
import { createActor, type AnyEventObject } from 'xstate';
import { Messages } from '../../../contract';
import { paidLiveJoinMachine } from '../../../src/machines/paidLiveJoin.machine';
import { JoinDialog } from '../../../src/views/live/WatchLivePage';
import { deferredServices } from '../fakeServices';
import { answers, labelled, modelPaths, replay } from '../graphTraversal/model';
import * as fx from '../live.fixtures';
import { moneyRefs } from '../money.fixtures';
import { alertOf, buttonOf, buttonsOf, textOf, viewRenderer } from './render';

const refs = moneyRefs();
const BALANCE = 100;

let render: Awaited<ReturnType<typeof viewRenderer>>;
beforeAll(async () => {
  render = await viewRenderer();
});

for (const stream of [fx.paidStream, fx.freeStream]) {
  const input = { stream, toasts: refs.toasts, wallet: refs.wallet };
  const joinedAnswer = { message: Messages.liveJoined, walletBalance: 70, stream: { ...stream, joined: true } };
  const events: AnyEventObject[] = [
    labelled('pay.confirm rich', { type: 'pay.confirm', balance: BALANCE }),
    labelled('pay.confirm poor', { type: 'pay.confirm', balance: 29 }),
    labelled('join.cancel', { type: 'join.cancel' }),
    labelled('pay.buyCoins', { type: 'pay.buyCoins' }),
    ...answers(paidLiveJoinMachine, 'paidLiveJoin.paying', 'pay', {
      done: { joined: joinedAnswer },
      error: { short: fx.short, wordless: { status: 500 } },
    }),
  ];
  const paths = modelPaths(paidLiveJoinMachine, events, { input });

  describe(`paid live join (${stream.paid ? 'a paid stream' : 'a free stream'}): the view matches the machine on every path`, () => {
    it('walks the paths', () => expect(paths.length).toBeGreaterThanOrEqual(stream.paid ? 8 : 1));

    for (const path of paths) {
      it(path.title, async () => {
        const services = deferredServices(['pay']);
        refs.reset();
        const actor = createActor(paidLiveJoinMachine.provide({ actors: services.actors }), { input }).start();
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
              // Refused: the toast says why ('Some Error Occured' without words); the modal offers to pay again.
              'paidLiveJoin.failed': () => {
                const html = view();
                payModal(html);
                expect(buttonOf(html, 'Pay and join').disabled).toBe(false);
                expect(refs.shown().at(-1)).toEqual({ kind: 'error', message: Messages.liveJoinFailed });
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
          }),
          { input },
        );
      });
    }
  });
}
