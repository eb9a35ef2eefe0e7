import { describe, expect, it } from 'vitest';
import { createActor, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { Messages } from '../../../contract';
import { donateMachine } from '../../../src/machines/donate.machine';
import { transferMachine } from '../../../src/machines/transfer.machine';
import { coinAmountError } from '../../../src/validation/money';
import { deferredServices } from '../fakeServices';
import * as fx from '../money.fixtures';
import { answers, describeEvent, labelled, modelPaths, replay } from './model';

const flows = [
  { name: 'donate', machine: donateMachine, target: { kind: 'post' as const, id: '9' }, required: 'donationAmountRequired' as const, failed: Messages.donationFailed, answer: fx.donated, typed: (value: string) => value.replace(/\D/g, '').slice(0, 5) },
  { name: 'transfer', machine: transferMachine, target: { kind: 'user' as const, id: '4' }, required: 'transferAmountRequired' as const, failed: Messages.transferFailed, answer: fx.transferred,
    // Spec §5, coin amount in chat: no leading zero either.
    typed: (value: string) => value.replace(/\D/g, '').replace(/^0+/, '').slice(0, 5) },
];

for (const flow of flows) {
  const refs = fx.moneyRefs();
  const input = { toasts: refs.toasts, wallet: refs.wallet, attemptSeed: 'seed1234', target: flow.target };
  const events: AnyEventObject[] = [
    labelled('coins.preset 200', { type: 'coins.preset', amount: 200 }),
    labelled('coins.typed empty', { type: 'coins.typed', value: '' }),
    labelled('coins.typed 0', { type: 'coins.typed', value: '0' }),
    labelled('coins.typed e-3+7.', { type: 'coins.typed', value: 'e-3+7.' }),
    labelled('coins.typed 0070', { type: 'coins.typed', value: '0070' }),
    labelled('coins.submit rich', { type: 'coins.submit', balance: 1000 }),
    labelled('coins.submit poor', { type: 'coins.submit', balance: 150 }),
    ...answers(flow.machine, `${flow.name}.sending`, 'sendCoins', { done: { sent: flow.answer }, error: { refused: fx.short } }),
  ];
  // The guard reads the amount typed: the vertices tell the amounts apart.
  const options = { input, vertex: (snapshot: AnyMachineSnapshot) => snapshot.context.amount as string };
  const paths = modelPaths(flow.machine, events, options);

  /** The amount, the error shown and the attempts after the steps, from the rules of spec §5. */
  function expected(steps: AnyEventObject[]) {
    let amount = '100';
    let error: string | null = null;
    let attempts = 0;
    let attemptAmount: string | null = null;
    for (const event of steps) {
      const label = describeEvent(event);
      if (event.type === 'coins.preset') [amount, error] = [String((event as unknown as { amount: number }).amount), null];
      if (event.type === 'coins.typed') [amount, error] = [flow.typed((event as unknown as { value: string }).value), null];
      if (event.type === 'coins.submit') {
        const refusal = coinAmountError(amount, (event as unknown as { balance: number }).balance, flow.required);
        error = refusal ?? null;
        if (!refusal && attemptAmount !== amount) [attempts, attemptAmount] = [attempts + 1, amount];
      }
      void label;
    }
    return { amount, error, attempts };
  }

  describe(`${flow.name} model: every path replayed on a live actor`, () => {
    it('generates the paths', () => expect(paths.length).toBeGreaterThanOrEqual(8));

    for (const path of paths) {
      it(path.title, async () => {
        const services = deferredServices(['sendCoins']);
        refs.reset();
        const actor = createActor(flow.machine.provide({ actors: services.actors }), { input }).start();
        await replay(
          flow.machine,
          path,
          () => ({
            actor,
            calls: services.calls,
            states: {
              [flow.name]: () => {},
              // The amount being chosen; nothing sent.
              [`${flow.name}.editing`]: (snapshot, open) => {
                expect(open('sendCoins')).toEqual([]);
                expect(snapshot.context.amount).toMatch(/^\d{0,5}$/);
              },
              // One paid call for the amount, to the target, with the attempt's key.
              [`${flow.name}.sending`]: (snapshot, open) => {
                expect(open('sendCoins').map((call) => call.input)).toEqual([
                  { target: flow.target, amount: Number(snapshot.context.amount), idempotencyKey: `seed1234-${snapshot.context.attempt}` },
                ]);
                expect(snapshot.context.error).toBeNull();
              },
              // Sent: the balance and the toast say so; the dialog closes.
              [`${flow.name}.sent`]: () => {
                expect(refs.balances()).toEqual([flow.answer.walletBalance]);
                expect(refs.shown().at(-1)).toEqual({ kind: 'success', message: flow.answer.message });
                expect(refs.closed()).toBe(1);
              },
            },
            afterStep: (step) => {
              const taken = path.events.slice(0, step);
              const want = expected(taken);
              const { context } = actor.getSnapshot();
              expect(context.amount).toBe(want.amount);
              expect(context.error).toBe(want.error);
              expect(context.attempt).toBe(want.attempts);
              // A refusal says 'Donation Failed' / 'Tranfer Failed' and keeps the server's reason; the balance is untouched.
              const refusals = taken.filter((event) => describeEvent(event) === 'sendCoins ✗ refused').length;
              expect(refs.shown().filter((toast) => toast.message === flow.failed)).toHaveLength(refusals);
              if (!taken.some((event) => describeEvent(event) === 'sendCoins ✓ sent')) expect(refs.balances()).toEqual([]);
            },
          }),
          options,
        );
      });
    }
  });
}
