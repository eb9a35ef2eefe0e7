import { createActor, type AnyEventObject } from 'xstate';
import { Messages } from '../../../contract';
import type { LiveStream } from '../../../src/machines/live';
import type { Notice } from '../../../src/machines/notice';
import { paidLiveJoinMachine } from '../../../src/machines/paidLiveJoin.machine';
import { deferredServices } from '../fakeServices';
import * as fx from '../live.fixtures';
import type { moneyRefs } from '../money.fixtures';
import { answers, labelled } from './model';

/** The paid-live join's events, toasts and start (its model suite and its view suite share them). */

type JoinRefs = ReturnType<typeof moneyRefs>;

/** The balance the pay modal is drawn with: enough for the paid stream's 30 coins. */
export const BALANCE = 100;

export const paidLiveJoinInput = (stream: LiveStream, refs: JoinRefs) => ({ stream, toasts: refs.toasts, wallet: refs.wallet });

export function paidLiveJoinEvents(stream: LiveStream): AnyEventObject[] {
  const joinedAnswer = { message: Messages.liveJoined, walletBalance: 70, stream: { ...stream, joined: true } };
  return [
    labelled('pay.confirm rich', { type: 'pay.confirm', balance: BALANCE }),
    labelled('pay.confirm poor', { type: 'pay.confirm', balance: 29 }),
    labelled('pay.confirm unknown', { type: 'pay.confirm', balance: null }),
    labelled('join.cancel', { type: 'join.cancel' }),
    labelled('pay.buyCoins', { type: 'pay.buyCoins' }),
    ...answers(paidLiveJoinMachine, 'paidLiveJoin.paying', 'pay', {
      done: { joined: joinedAnswer, silent: { ...joinedAnswer, message: '' } },
      error: { short: fx.short, offline: fx.offline, wordless: { status: 500 } },
    }),
  ];
}

/** The toast each answer of the payment leaves: a refusal without words says 'Some Error Occured'. */
export const toastAfter: Record<string, Notice> = {
  'pay ✓ joined': { kind: 'success', message: Messages.liveJoined },
  'pay ✓ silent': { kind: 'success', message: Messages.liveJoined },
  'pay ✗ offline': { kind: 'error', message: Messages.somethingWentWrong },
  'pay ✗ wordless': { kind: 'error', message: Messages.liveJoinFailed },
};

/** A live join actor for the stream, the refs' toasts and balances emptied. */
export function startPaidLiveJoin(refs: JoinRefs, input: ReturnType<typeof paidLiveJoinInput>) {
  const services = deferredServices(['pay']);
  refs.reset();
  const actor = createActor(paidLiveJoinMachine.provide({ actors: services.actors }), { input }).start();
  return { services, actor };
}
