import { describe, expect, it } from 'vitest';
import { createActor, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { Messages } from '../../../contract';
import { liveViewerMachine } from '../../../src/machines/liveViewer.machine';
import { paidLiveJoinMachine } from '../../../src/machines/paidLiveJoin.machine';
import { deferredServices } from '../fakeServices';
import * as fx from '../live.fixtures';
import { moneyRefs } from '../money.fixtures';
import { paidLiveJoinEvents, paidLiveJoinInput, startPaidLiveJoin, toastAfter } from './paidLiveJoin.events';
import { activeIds, answers, describeEvent, labelled, modelPaths, replay, stateIds, statesAlong, type ModelOptions } from './model';

const refs = moneyRefs();
const video = { id: 'remote' } as unknown as MediaStream;

/** The paid-live join alone: free or paid already straight in; paid: the pay modal, one payment, the toasts. */
describe('paid live join model: every path replayed on a live actor', () => {
  for (const stream of [fx.paidStream, fx.freeStream]) {
    const input = paidLiveJoinInput(stream, refs);
    const paths = modelPaths(paidLiveJoinMachine, paidLiveJoinEvents(stream), { input });

    describe(stream.paid ? 'a paid stream' : 'a free stream', () => {
      it('every state is on a generated path (of one kind of stream or the other)', () =>
        expect(paths.length).toBeGreaterThanOrEqual(stream.paid ? 8 : 1));

      for (const path of paths) {
        it(path.title, async () => {
          const { services, actor } = startPaidLiveJoin(refs, input);
          await replay(
            paidLiveJoinMachine,
            path,
            () => ({
              actor,
              calls: services.calls,
              states: {
                paidLiveJoin: () => {},
                'paidLiveJoin.deciding': () => {},
                // The pay modal: nothing paid yet.
                'paidLiveJoin.confirming': (_, open) => expect(open('pay')).toEqual([]),
                'paidLiveJoin.short': (_, open) => expect(open('pay')).toEqual([]),
                // Refused: the toast said why; the modal stays to try again.
                'paidLiveJoin.failed': (snapshot, open) => {
                  expect(open('pay')).toEqual([]);
                  expect(snapshot.context.failure).not.toBeNull();
                },
                // Gone to buy coins: nothing to watch.
                'paidLiveJoin.leaving': (snapshot) => expect(snapshot.output).toEqual({ stream: null }),
                // One payment however many clicks (the button sends nothing more while it runs).
                'paidLiveJoin.paying': (_, open) => expect(open('pay').map((call) => call.input)).toEqual([{ streamId: stream.id }]),
                'paidLiveJoin.joined': (snapshot) => expect(snapshot.output).toEqual({ stream: { ...stream, joined: true } }),
                'paidLiveJoin.cancelled': (snapshot) => expect(snapshot.output).toEqual({ stream: null }),
              },
              afterStep: (step) => {
                const taken = path.events.slice(0, step).map(describeEvent);
                const last = taken.at(-1);
                if (!stream.paid) expect(services.calls).toEqual([]);
                if (last && toastAfter[last]) expect(refs.shown().at(-1)).toEqual(toastAfter[last]);
                if (last?.startsWith('pay ✓')) expect(refs.balances().at(-1)).toBe(70);
                if (!taken.some((label) => label.startsWith('pay ✓'))) expect(refs.balances()).toEqual([]);
              },
            }),
            { input },
          );
        });
      }
    });
  }

  it('reaches every state across both kinds of stream', () => {
    const reached = new Set<string>();
    for (const stream of [fx.paidStream, fx.freeStream]) {
      const options = { input: paidLiveJoinInput(stream, refs) };
      for (const path of modelPaths(paidLiveJoinMachine, paidLiveJoinEvents(stream), options))
        for (const state of statesAlong(paidLiveJoinMachine, path, options)) activeIds(state).forEach((id) => reached.add(id));
    }
    // `deciding` only chooses (eventless): the join never rests there.
    expect(stateIds(paidLiveJoinMachine.root).filter((id) => id !== 'paidLiveJoin.deciding' && !reached.has(id))).toEqual([]);
  });
});

/** Watching: the stream read, the join (its child) with the pay modal, the tokens, the video and chat, the end. */
describe('live viewer model: every path replayed on a live actor', () => {
  for (const stream of [fx.paidStream, fx.freeStream]) {
    const input = { streamId: stream.id, me: fx.me, toasts: refs.toasts, wallet: refs.wallet };
    const options: ModelOptions = {
      input,
      child: {
        id: 'join',
        machine: paidLiveJoinMachine,
        input: (parent: AnyMachineSnapshot) => ({ stream: parent.context.stream, toasts: refs.toasts, wallet: refs.wallet }),
      },
    };
    const events: AnyEventObject[] = [
      labelled('pay', { type: 'pay.confirm', balance: 100 }),
      labelled('give up', { type: 'join.cancel' }),
      labelled('chat hi', { type: 'live.chat', text: 'hi' }),
      labelled('chat blank', { type: 'live.chat', text: ' ' }),
      labelled('leave', { type: 'live.leave' }),
      labelled('retry', { type: 'live.retry' }),
      labelled('session ready', { type: 'session.ready', viewers: 4 }),
      labelled('session video', { type: 'session.video', stream: video }),
      labelled('session line', { type: 'session.message', line: fx.line('m1') }),
      labelled('session failed', { type: 'session.failed', message: 'ICE failed' }),
      labelled('session gone', { type: 'session.failed', message: Messages.liveNotFound }),
      labelled('session ended', { type: 'session.ended' }),
      ...answers(liveViewerMachine, 'liveViewer.loading', 'loadStream', {
        done: { stream },
        error: { gone: fx.gone, offline: fx.offline },
      }),
      ...answers(paidLiveJoinMachine, 'paidLiveJoin.paying', 'pay', {
        done: { joined: { message: Messages.liveJoined, walletBalance: 70, stream: { ...stream, joined: true } } },
        error: { offline: fx.offline },
      }),
      ...answers(liveViewerMachine, 'liveViewer.fetchingTokens', 'fetchTokens', {
        done: { tokens: fx.audienceTokens },
        error: { refused: { message: Messages.liveNotPaid, status: 403 }, gone: fx.gone },
      }),
    ];
    const paths = modelPaths(liveViewerMachine, events, options);

    describe(stream.paid ? 'a paid stream' : 'a free stream', () => {
      it('generates the paths', () => expect(paths.length).toBeGreaterThanOrEqual(stream.paid ? 20 : 10));

      it('reaches every state (a free stream never shows the pay modal)', () => {
        const reached = new Set(paths.flatMap((path) => statesAlong(liveViewerMachine, path, options).flatMap(activeIds)));
        const all = stateIds(liveViewerMachine.root);
        expect(all.filter((id) => !reached.has(id))).toEqual(stream.paid ? [] : ['liveViewer.joining']);
      });

      for (const path of paths) {
        it(path.title, async () => {
          const services = deferredServices(['loadStream', 'pay', 'fetchTokens']);
          const session = fx.fakeSession();
          refs.reset();
          const machine = liveViewerMachine.provide({
            actors: {
              ...services.actors,
              paidLiveJoin: paidLiveJoinMachine.provide({ actors: { pay: services.actors.pay } }),
              liveSession: session.actor,
            },
          });
          const actor = createActor(machine, { input }).start();
          await replay(
            liveViewerMachine,
            path,
            () => ({
              actor,
              calls: services.calls,
              deliver: (event) => {
                if (!event.type.startsWith('session.')) return false;
                session.tell(event as never);
                return true;
              },
              states: {
                liveViewer: () => {},
                'liveViewer.loading': (_, open) => expect(open('loadStream').map((call) => call.input)).toEqual([{ streamId: stream.id }]),
                'liveViewer.joining': () => expect(session.running()).toBe(false),
                'liveViewer.fetchingTokens': (_, open) =>
                  expect(open('fetchTokens').map((call) => call.input)).toEqual([{ streamId: stream.id }]),
                // The transport runs as the audience (no camera) with the viewer's tokens.
                'liveViewer.watching': () => {
                  expect(session.running()).toBe(true);
                  expect(session.started.at(-1)).toEqual({ streamId: stream.id, tokens: fx.audienceTokens, camera: null, me: fx.me });
                },
                'liveViewer.watching.connecting': (snapshot) => expect(snapshot.context.video).toBeNull(),
                'liveViewer.watching.playing': (snapshot) => expect(snapshot.context.video).toBe(video),
                'liveViewer.failed': (snapshot) => {
                  expect(session.running()).toBe(false);
                  expect(snapshot.context.failure?.message).toBeTruthy();
                },
                // 'Live stream ended', and the viewer leaves.
                'liveViewer.ended': () => {
                  expect(session.running()).toBe(false);
                  expect(refs.shown().at(-1)).toEqual({ kind: 'info', message: Messages.liveEnded });
                },
                'liveViewer.left': () => expect(session.running()).toBe(false),
              },
              afterStep: (step) => {
                const taken = path.events.slice(0, step).map(describeEvent);
                // Chat only while watching, trimmed, never empty.
                expect(session.chats.every((text) => text === 'hi')).toBe(true);
                // A free stream is never paid for.
                if (!stream.paid) expect(services.callsOf('pay')).toEqual([]);
                // Paid at most once per attempt of the join.
                expect(services.callsOf('pay').length).toBeLessThanOrEqual(taken.filter((label) => label === 'pay').length);
              },
            }),
            options,
          );
        });
      }
    });
  }
});
