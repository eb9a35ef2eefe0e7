import { describe, expect, it } from 'vitest';
import { createActor, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { Messages } from '../../../contract';
import { donateMachine } from '../../../src/machines/donate.machine';
import { transferMachine } from '../../../src/machines/transfer.machine';
import { coinAmountError, tipNoteError } from '../../../src/validation/money';
import { deferredServices } from '../fakeServices';
import * as fx from '../money.fixtures';
import { answers, describeEvent, labelled, modelPaths, replay } from './model';

const flows = [
  {
    name: 'donate',
    machine: donateMachine,
    target: { kind: 'post' as const, id: '9' },
    required: 'donationAmountRequired' as const,
    failed: Messages.donationFailed,
    answer: fx.donated,
    note: true,
    typed: (value: string) => value.replace(/\D/g, '').slice(0, 5),
  },
  {
    name: 'transfer',
    machine: transferMachine,
    target: { kind: 'user' as const, id: '4' },
    required: 'transferAmountRequired' as const,
    failed: Messages.transferFailed,
    answer: fx.transferred,
    note: false,
    // Spec §5, coin amount in chat: no leading zero either.
    typed: (value: string) => value.replace(/\D/g, '').replace(/^0+/, '').slice(0, 5),
  },
];

/** The amounts (every form), or a donation's short message with one good amount (issue 28): two models, each small enough to walk. */
const variants = flows.flatMap((flow) => [{ flow, part: 'amount' }, ...(flow.note ? [{ flow, part: 'message' }] : [])]);

for (const { flow, part } of variants) {
  const refs = fx.moneyRefs();
  const input = { toasts: refs.toasts, wallet: refs.wallet, attemptSeed: 'seed1234', target: flow.target };
  const amountEvents: AnyEventObject[] = [
    labelled('coins.preset 200', { type: 'coins.preset', amount: 200 }),
    labelled('coins.typed empty', { type: 'coins.typed', value: '' }),
    labelled('coins.typed 0', { type: 'coins.typed', value: '0' }),
    labelled('coins.typed e-3+7.', { type: 'coins.typed', value: 'e-3+7.' }),
    labelled('coins.typed 0070', { type: 'coins.typed', value: '0070' }),
    labelled('coins.submit rich', { type: 'coins.submit', balance: 1000 }),
    labelled('coins.submit poor', { type: 'coins.submit', balance: 150 }),
    ...answers(flow.machine, `${flow.name}.sending`, 'sendCoins', { done: { sent: flow.answer }, error: { refused: fx.short } }),
  ];
  // A donation's short message (issue 28): a kind one (sent trimmed), one past the server's 140 (refused with its message, nothing sent), a blank one (none).
  const messageEvents: AnyEventObject[] = [
    labelled('coins.note kind', { type: 'coins.note', value: '  Thanks for the show!  ' }),
    labelled('coins.note 141', { type: 'coins.note', value: 'x'.repeat(141) }),
    labelled('coins.note blank', { type: 'coins.note', value: '   ' }),
    labelled('coins.submit rich', { type: 'coins.submit', balance: 1000 }),
    ...answers(flow.machine, `${flow.name}.sending`, 'sendCoins', { done: { sent: flow.answer }, error: { refused: fx.short } }),
  ];
  const events = part === 'amount' ? amountEvents : messageEvents;
  // The guard reads the amount and the message typed: the vertices tell them apart.
  const options = {
    input,
    vertex: (snapshot: AnyMachineSnapshot) => `${snapshot.context.amount as string}|${snapshot.context.note as string}`,
  };
  const paths = modelPaths(flow.machine, events, options);

  /** The amount, the error shown and the attempts after the steps, from the rules of spec §5. */
  function expected(steps: AnyEventObject[]) {
    let amount = '100';
    let error: string | null = null;
    let note = '';
    let noteError: string | null = null;
    let attempts = 0;
    let attemptAmount: string | null = null;
    let attemptNote = '';
    for (const event of steps) {
      const label = describeEvent(event);
      if (event.type === 'coins.preset') [amount, error] = [String((event as unknown as { amount: number }).amount), null];
      if (event.type === 'coins.typed') [amount, error] = [flow.typed((event as unknown as { value: string }).value), null];
      if (event.type === 'coins.note' && flow.note) [note, noteError] = [(event as unknown as { value: string }).value, null];
      if (event.type === 'coins.submit') {
        const refusal = coinAmountError(amount, (event as unknown as { balance: number }).balance, flow.required);
        const noteRefusal = tipNoteError(note);
        [error, noteError] = [refusal ?? null, noteRefusal ?? null];
        if (!refusal && !noteRefusal && (attemptAmount !== amount || attemptNote !== note.trim()))
          [attempts, attemptAmount, attemptNote] = [attempts + 1, amount, note.trim()];
      }
      void label;
    }
    return { amount, error, note, noteError, attempts };
  }

  describe(`${flow.name} model (${part}): every path replayed on a live actor`, () => {
    it('generates the paths', () => expect(paths.length).toBeGreaterThanOrEqual(part === 'amount' ? 8 : 4));

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
                  {
                    target: flow.target,
                    amount: Number(snapshot.context.amount),
                    note: snapshot.context.note.trim(),
                    idempotencyKey: `seed1234-${snapshot.context.attempt}`,
                  },
                ]);
                expect(snapshot.context.error).toBeNull();
                // Never a message past the limit on the wire; a transfer never carries one.
                expect(snapshot.context.noteError).toBeNull();
                expect(snapshot.context.note.trim().length).toBeLessThanOrEqual(140);
                if (!flow.note) expect(snapshot.context.note).toBe('');
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
              expect(context.note).toBe(want.note);
              expect(context.noteError).toBe(want.noteError);
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

describe('a donation’s short message follows the server’s rule (contract TipNote)', () => {
  it('140 characters pass, 141 are refused with the server’s message, a control character is refused, blank is none', () => {
    expect(tipNoteError('é'.repeat(140))).toBeUndefined();
    expect(tipNoteError('x'.repeat(141))).toBe('tipNoteTooLong');
    expect(Messages.tipNoteTooLong).toBe('Your message may have at most 140 characters');
    expect(tipNoteError('two\nlines')).toBe('controlCharacters');
    expect(tipNoteError('   ')).toBeUndefined();
  });
});
