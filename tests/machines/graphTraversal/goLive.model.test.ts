import { describe, expect, it } from 'vitest';
import { assign, createActor, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { Messages, STREAM_ID_PATTERN } from '../../../contract';
import { goLiveMachine as realMachine } from '../../../src/machines/goLive.machine';
import { newStreamId } from '../../../src/validation/live';
import { goLiveErrors } from '../../../src/validation/live';
import { deferredServices } from '../fakeServices';
import * as fx from '../live.fixtures';
import { moneyRefs } from '../money.fixtures';
import { activeIds, answers, describeEvent, labelled, modelPaths, replay, stateIds, statesAlong } from './model';

// The id is random; the model and the live actor draw the same one (the real draw is tested below).
const STREAM_ID = 'Fixed01234';
const goLiveMachine = realMachine.provide({ actions: { assignStreamId: assign({ streamId: STREAM_ID }) } });
const refs = moneyRefs();
const input = { me: fx.me, toasts: refs.toasts };
const { camera, stops } = fx.fakeCamera();
const noWebcam = { problem: 'noWebcam', message: 'No camera' };
const denied = { problem: 'denied', message: 'NotAllowedError' };

const events: AnyEventObject[] = [
  labelled('title typed', { type: 'live.field', field: 'title', value: '  Morning run ' }),
  labelled('title blank', { type: 'live.field', field: 'title', value: '   ' }),
  labelled('paid', { type: 'live.paid', paid: true }),
  labelled('price 1e2', { type: 'live.price', value: '1e2' }),
  labelled('submit', { type: 'live.submit' }),
  labelled('exit', { type: 'live.exit' }),
  labelled('close', { type: 'live.close' }),
  labelled('chat hi', { type: 'live.chat', text: ' hi ' }),
  labelled('chat blank', { type: 'live.chat', text: '   ' }),
  labelled('full screen', { type: 'live.fullScreen' }),
  labelled('session ready', { type: 'session.ready', viewers: 0 }),
  labelled('session viewers 3', { type: 'session.viewers', viewers: 3 }),
  labelled('session line', { type: 'session.message', line: fx.line('m1') }),
  labelled('session chat refused', { type: 'session.chatFailed', message: Messages.liveMessageTooLong }),
  labelled('session failed', { type: 'session.failed', message: 'ICE failed' }),
  labelled('session ended', { type: 'session.ended' }),
  ...answers(goLiveMachine, 'goLive.checkingCamera', 'openCamera', { done: { camera }, error: { noWebcam, denied } }),
  ...answers(goLiveMachine, 'goLive.creating', 'createStream', {
    done: { created: undefined },
    error: { unverified: { message: Messages.livePaidCreatorOnly, status: 403 } },
  }),
  ...answers(goLiveMachine, 'goLive.fetchingTokens', 'fetchTokens', {
    done: { host: fx.hostTokens, noHostToken: fx.audienceTokens },
    error: { offline: fx.offline },
  }),
  ...answers(goLiveMachine, 'goLive.ending', 'endStream', { done: { ended: undefined }, error: { offline: fx.offline } }),
  ...answers(goLiveMachine, 'goLive.abandoning', 'endStream', { done: { removed: undefined }, error: { offline: fx.offline } }),
];

// A guard reads the form: whether it may be sent, and whether it is paid, tell vertices apart.
const vertex = (snapshot: AnyMachineSnapshot) => [
  Object.keys(goLiveErrors(snapshot.context.fields)).length === 0,
  snapshot.context.fields.paid,
];
const paths = modelPaths(goLiveMachine, events, { input, vertex });

describe('go live model: every path replayed on a live actor', () => {
  it('generates the paths', () => expect(paths.length).toBeGreaterThanOrEqual(20));

  it('reaches every state', () => {
    const reached = new Set(paths.flatMap((path) => statesAlong(goLiveMachine, path, { input, vertex }).flatMap(activeIds)));
    expect(stateIds(goLiveMachine.root).filter((id) => !reached.has(id))).toEqual([]);
  });

  for (const path of paths) {
    it(path.title, async () => {
      const services = deferredServices(['openCamera', 'createStream', 'fetchTokens', 'endStream']);
      const session = fx.fakeSession();
      refs.reset();
      const actor = createActor(goLiveMachine.provide({ actors: { ...services.actors, liveSession: session.actor } }), { input }).start();
      const stopsBefore = stops();
      const stopped = () => stops() - stopsBefore;
      const taken = (step: number) => path.events.slice(0, step).map(describeEvent);
      const createdId = () => (services.callsOf('createStream').at(-1)?.input as { streamId: string } | undefined)?.streamId;
      await replay(
        goLiveMachine,
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
            goLive: () => {},
            // The form: no camera held, no stream, no transport; messages only after a failed submit.
            'goLive.editing': (snapshot) => {
              expect(snapshot.context.camera).toBeNull();
              expect(snapshot.context.streamId).toBeNull();
              expect(session.running()).toBe(false);
            },
            'goLive.checkingCamera': (_, open) => expect(open('openCamera')).toHaveLength(1),
            // The stream is created with a new 10-character id, the trimmed fields and the price when paid.
            'goLive.creating': (snapshot, open) => {
              const [call] = open('createStream');
              const { fields } = snapshot.context;
              expect(call?.input).toEqual({
                streamId: snapshot.context.streamId,
                hostId: '7',
                title: 'Morning run',
                description: '',
                price: fields.paid ? Number(fields.price) : 0,
                // No tip goal or menu (issue 32) unless typed.
                goal: null,
                menu: [],
              });
              expect(snapshot.context.streamId).toBe(STREAM_ID);
            },
            'goLive.fetchingTokens': (snapshot, open) =>
              expect(open('fetchTokens').map((call) => call.input)).toEqual([{ streamId: createdId() }]),
            // The transport runs with the host's token and the camera.
            'goLive.live': () => {
              expect(session.running()).toBe(true);
              expect(session.started.at(-1)).toEqual({ streamId: createdId(), tokens: fx.hostTokens, camera, me: fx.me });
              expect(stopped()).toBe(0);
            },
            'goLive.live.connecting': () => {},
            'goLive.live.onAir': () => {},
            // Exit: the stream deleted once, the transport closed.
            'goLive.ending': (_, open) => {
              expect(open('endStream').map((call) => call.input)).toEqual([{ streamId: createdId() }]);
              expect(session.running()).toBe(false);
            },
            'goLive.endFailed': (snapshot) => {
              expect(snapshot.context.failure).toEqual({ message: Messages.somethingWentWrong });
              expect(stopped()).toBeGreaterThan(0);
            },
            // A stream that could not start is removed before the form says why.
            'goLive.abandoning': (_, open) => {
              expect(open('endStream')).toHaveLength(1);
              expect(session.running()).toBe(false);
            },
            'goLive.closed': () => expect(session.running()).toBe(false),
          },
          afterStep: (step) => {
            const events = taken(step);
            const snapshot = actor.getSnapshot();
            // Empty messages are never sent; the others trimmed.
            expect(session.chats.every((text) => text === 'hi')).toBe(true);
            // The camera goes off whenever the stream is left (closed, or back to the form after it was opened).
            if (snapshot.status === 'done' && events.includes('openCamera ✓ camera')) expect(stopped()).toBeGreaterThan(0);
            if (snapshot.matches('editing') && events.at(-1)?.startsWith('abandon')) expect(stopped()).toBeGreaterThan(0);
            // The camera's refusals in the words of spec §8.
            if (events.at(-1) === 'openCamera ✗ noWebcam') expect(snapshot.context.failure).toEqual({ message: Messages.liveNoWebcam });
            if (events.at(-1) === 'openCamera ✗ denied') expect(snapshot.context.failure).toEqual({ message: Messages.liveMediaDenied });
            if (events.at(-1) === 'fetchTokens ✓ noHostToken')
              expect(snapshot.context.failure).toEqual({ message: Messages.liveJoinFailed });
            if (events.at(-1) === 'session chat refused')
              expect(refs.shown().at(-1)).toEqual({ kind: 'error', message: Messages.liveMessageTooLong });
            if (events.at(-1) === 'session ended') expect(refs.shown().at(-1)).toEqual({ kind: 'info', message: Messages.liveEnded });
            // Messages show only after a failed submit.
            if (!events.includes('submit')) expect(snapshot.context.showErrors).toBe(false);
          },
        }),
        { input, vertex },
      );
    });
  }
});

describe('stream ids (spec §9)', () => {
  it('are 10 random letters and digits, a new one each time', () => {
    const ids = Array.from({ length: 200 }, () => newStreamId());
    for (const id of ids) expect(id).toMatch(new RegExp(STREAM_ID_PATTERN));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('skip the bytes that would favour the first letters', () => {
    // 248 and above are dropped; 0 → 'A', 61 → '9', 62 → 'A' again.
    const bytes = [255, 0, 61, 62, 250, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15];
    expect(newStreamId((buffer) => buffer.map((_, i) => bytes[i] ?? 0))).toBe('A9ABCDEFGH');
  });
});
