import { describe, expect, it } from 'vitest';
import { createActor, type AnyEventObject } from 'xstate';
import { Messages } from '../../../contract';
import { sendStickerMachine } from '../../../src/machines/sendSticker.machine';
import { deferredServices } from '../fakeServices';
import * as fx from '../money.fixtures';
import { answers, describeEvent, labelled, modelPaths, replay } from './model';

const refs = fx.moneyRefs();
const input = { toasts: refs.toasts, wallet: refs.wallet, attemptSeed: 'seed1234', toUserId: '4' };
const [heart, crown] = fx.stickers as [(typeof fx.stickers)[0], (typeof fx.stickers)[0]];

const events: AnyEventObject[] = [
  labelled('sticker.send heart', { type: 'sticker.send', sticker: heart, balance: 100 }),
  labelled('sticker.send crown (short)', { type: 'sticker.send', sticker: crown, balance: 100 }),
  labelled('sticker.confirm', { type: 'sticker.confirm', note: '  Bravo!  ' }),
  labelled('sticker.confirm (too long)', { type: 'sticker.confirm', note: 'x'.repeat(141) }),
  labelled('sticker.back', { type: 'sticker.back' }),
  labelled('stickers.retry', { type: 'stickers.retry' }),
  ...answers(sendStickerMachine, 'sendSticker.loading', 'loadStickers', { done: { catalog: fx.stickers }, error: { offline: fx.offline } }),
  ...answers(sendStickerMachine, 'sendSticker.sending', 'sendSticker', { done: { sent: fx.stickerSent }, error: { refused: fx.short } }),
];

const paths = modelPaths(sendStickerMachine, events, { input });

describe('send sticker model: every path replayed on a live actor', () => {
  it('generates the paths', () => expect(paths.length).toBeGreaterThanOrEqual(5));

  for (const path of paths) {
    it(path.title, async () => {
      const services = deferredServices(['loadStickers', 'sendSticker']);
      refs.reset();
      const actor = createActor(sendStickerMachine.provide({ actors: services.actors }), { input }).start();
      await replay(
        sendStickerMachine,
        path,
        () => ({
          actor,
          calls: services.calls,
          states: {
            sendSticker: () => {},
            'sendSticker.loading': (snapshot, open) => {
              expect(open('loadStickers')).toHaveLength(1);
              expect(snapshot.context.failure).toBeNull();
            },
            'sendSticker.failed': (snapshot, open) => {
              expect(open('loadStickers')).toEqual([]);
              expect(snapshot.context.failure).not.toBeNull();
              expect(snapshot.context.stickers).toEqual([]);
            },
            // The catalog with prices; a sticker the wallet cannot pay is refused before sending.
            'sendSticker.choosing': (snapshot, open) => {
              expect(open('sendSticker')).toEqual([]);
              expect(snapshot.context.stickers).toEqual(fx.stickers);
            },
            // The picked sticker waits for its one confirmation: nothing is charged yet.
            'sendSticker.confirming': (snapshot, open) => {
              expect(open('sendSticker')).toEqual([]);
              expect(snapshot.context.chosen).toEqual(heart);
            },
            // A refused message keeps the step open with the rule's message.
            // One paid call for the chosen sticker, to the person, with the attempt's key and the trimmed message.
            'sendSticker.sending': (snapshot, open) =>
              expect(open('sendSticker').map((call) => call.input)).toEqual([
                { stickerId: heart.id, toUserId: '4', message: 'Bravo!', idempotencyKey: `seed1234-${snapshot.context.attempt}` },
              ]),
            'sendSticker.sent': (snapshot) => {
              expect(refs.balances()).toEqual([fx.stickerSent.walletBalance]);
              expect(refs.shown().at(-1)).toEqual({ kind: 'success', message: Messages.stickerSent });
              expect(refs.closed()).toBe(1);
              expect(snapshot.output).toEqual({ sticker: heart });
            },
          },
          afterStep: (step) => {
            const taken = path.events.slice(0, step).map(describeEvent);
            const { context } = actor.getSnapshot();
            // The short refusal shows until the next choice.
            expect(context.error).toBe(
              taken.at(-1) === 'sticker.send crown (short)' ? 'insufficientBalance' : context.error === null ? null : 'insufficientBalance',
            );
            if (taken.at(-1) === 'sticker.send crown (short)')
              expect(services.callsOf('sendSticker').some((call) => (call.input as { stickerId: string }).stickerId === crown.id)).toBe(
                false,
              );
            // A retry of the refused sticker sends the same key: one attempt, charged once.
            expect(
              new Set(services.callsOf('sendSticker').map((call) => (call.input as { idempotencyKey: string }).idempotencyKey)).size,
            ).toBeLessThanOrEqual(1);
            if (!taken.includes('sendSticker ✓ sent')) expect(refs.balances()).toEqual([]);
            // No charge without a confirmation: each paid call follows its own 'sticker.confirm' with a message the note rule accepts.
            expect(services.callsOf('sendSticker').length).toBeLessThanOrEqual(taken.filter((event) => event === 'sticker.confirm').length);
            // A message over 140 characters is refused with the rule's message, nothing sent; going back clears it.
            expect(context.noteError).toBe(taken.at(-1) === 'sticker.confirm (too long)' ? 'tipNoteTooLong' : null);
          },
        }),
        { input },
      );
    });
  }
});

describe('send sticker: the short message follows the note rule', () => {
  it('refuses control characters with the rule message, then sends the mended message', async () => {
    const services = deferredServices(['loadStickers', 'sendSticker']);
    refs.reset();
    const actor = createActor(sendStickerMachine.provide({ actors: services.actors }), { input }).start();
    await services.succeed('loadStickers', fx.stickers);
    actor.send({ type: 'sticker.send', sticker: heart, balance: 100 });
    actor.send({ type: 'sticker.confirm', note: 'hi\u0007there' });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context.noteError).toBe('controlCharacters');
    expect(services.callsOf('sendSticker')).toEqual([]);
    actor.send({ type: 'sticker.confirm', note: ' hi there ' });
    expect(actor.getSnapshot().value).toBe('sending');
    expect(actor.getSnapshot().context.noteError).toBeNull();
    expect(services.callsOf('sendSticker').map((call) => (call.input as { message?: string }).message)).toEqual(['hi there']);
  });
});
