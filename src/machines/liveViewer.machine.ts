import { assign, fromCallback, fromPromise, sendTo, setup } from 'xstate';
import { Messages } from '../../contract/messages';
import { toFailure, type Failure } from './failure';
import {
  withLine,
  type LiveChatLine,
  type LiveMe,
  type LiveSessionCommand,
  type LiveSessionEvent,
  type LiveSessionInput,
  type LiveStream,
  type LiveTips,
  type LiveTokens,
} from './live';
import type { WalletRef } from './money';
import { notifyGivenToasts } from './notice';
import { notProvided } from './notProvided';
import { paidLiveJoinMachine } from './paidLiveJoin.machine';
import type { ToastsRef } from './toast.machine';

export interface LiveViewerInput {
  streamId: string;
  me: LiveMe;
  toasts: ToastsRef;
  wallet: WalletRef;
}

export interface LiveViewerContext extends LiveViewerInput {
  stream: LiveStream | null;
  tokens: LiveTokens | null;
  video: MediaStream | null;
  viewers: number;
  lines: LiveChatLine[];
  /** The host's goal and menu and the coins tipped so far (issue 32): the stream's, then the room's. */
  tips: LiveTips;
  failure: Failure | null;
}

export type LiveViewerEvent = { type: 'live.chat'; text: string } | { type: 'live.leave' } | { type: 'live.retry' } | LiveSessionEvent;

/** The stream is gone: 404 (not live any more) or its own words. */
const isGone = (error: unknown) => {
  const failure = toFailure(error);
  return failure.status === 404 || failure.message === Messages.liveNotFound;
};

/**
 * Watching a stream (spec §2 audience view): a paid one goes through the paid-live join first; then the tokens, the
 * host's video and the chat, until the host ends it or the stream is gone.
 */
export const liveViewerMachine = setup({
  types: {
    context: {} as LiveViewerContext,
    input: {} as LiveViewerInput,
    events: {} as LiveViewerEvent,
  },
  actors: {
    loadStream: fromPromise<LiveStream, { streamId: string }>(notProvided('loadStream')),
    paidLiveJoin: paidLiveJoinMachine,
    fetchTokens: fromPromise<LiveTokens, { streamId: string }>(notProvided('fetchTokens')),
    liveSession: fromCallback<LiveSessionCommand, LiveSessionInput, LiveSessionEvent>(() => {
      throw new Error('liveSession is not provided');
    }),
  },
  actions: {
    assignStream: assign({
      stream: (_, stream: LiveStream) => stream,
      viewers: (_, stream: LiveStream) => stream.viewers,
      tips: ({ context }, { goal, menu, tipsTotal }: LiveStream) => ({
        goal,
        menu,
        tipsTotal: Math.max(tipsTotal, context.tips.tipsTotal),
      }),
    }),
    /** The room's word on the goal and menu; the total only grows (a late push never takes it back). */
    assignTips: assign({
      tips: ({ context }, tips: LiveTips) => ({ ...tips, tipsTotal: Math.max(tips.tipsTotal, context.tips.tipsTotal) }),
    }),
    assignTokens: assign({ tokens: (_, tokens: LiveTokens) => tokens }),
    assignVideo: assign({ video: (_, video: MediaStream) => video }),
    assignViewers: assign({ viewers: (_, viewers: number) => viewers }),
    addLine: assign({ lines: ({ context }, line: LiveChatLine) => withLine(context.lines, line) }),
    assignFailure: assign({ failure: (_, error: unknown) => toFailure(error) }),
    assignFailureMessage: assign({ failure: (_, message: string) => ({ message }) }),
    clearFailure: assign({ failure: null }),
    forgetSession: assign({ tokens: null, video: null }),
    sendChat: sendTo('session', (_, text: string): LiveSessionCommand => ({ type: 'session.chat', text: text.trim() })),
    notify: notifyGivenToasts(),
  },
  guards: {
    isGone: (_, error: unknown) => isGone(error),
    joined: (_, output: { stream: LiveStream | null }) => output.stream !== null,
    mayWatch: (_, stream: LiveStream) => !stream.paid || stream.joined,
    hasText: (_, text: string) => text.trim().length > 0,
  },
}).createMachine({
  id: 'liveViewer',
  context: ({ input }) => ({
    ...input,
    stream: null,
    tokens: null,
    video: null,
    viewers: 0,
    lines: [],
    tips: { goal: null, menu: [], tipsTotal: 0 },
    failure: null,
  }),
  initial: 'loading',
  states: {
    // Reading the stream: is it live, is it paid, has the viewer paid?
    loading: {
      entry: 'clearFailure',
      invoke: {
        src: 'loadStream',
        input: ({ context }) => ({ streamId: context.streamId }),
        onDone: [
          // Free, paid already, or the viewer's own: straight to the tokens.
          {
            guard: { type: 'mayWatch', params: ({ event }) => event.output },
            target: 'fetchingTokens',
            actions: { type: 'assignStream', params: ({ event }) => event.output },
          },
          { target: 'joining', actions: { type: 'assignStream', params: ({ event }) => event.output } },
        ],
        onError: [
          { guard: { type: 'isGone', params: ({ event }: { event: { error: unknown } }) => event.error }, target: 'ended' },
          { target: 'failed', actions: { type: 'assignFailure', params: ({ event }: { event: { error: unknown } }) => event.error } },
        ],
      },
      on: { 'live.leave': 'left' },
    },
    // A paid stream not paid yet: the pay modal.
    joining: {
      on: { 'live.leave': 'left' },
      invoke: {
        id: 'join',
        src: 'paidLiveJoin',
        input: ({ context }) => ({ stream: context.stream!, toasts: context.toasts, wallet: context.wallet }),
        onDone: [
          {
            guard: { type: 'joined', params: ({ event }) => event.output },
            target: 'fetchingTokens',
            actions: { type: 'assignStream', params: ({ event }) => event.output.stream! },
          },
          { target: 'left' },
        ],
      },
    },
    // The audience's tokens (refused to anyone who may not watch).
    fetchingTokens: {
      on: { 'live.leave': 'left' },
      invoke: {
        src: 'fetchTokens',
        input: ({ context }) => ({ streamId: context.streamId }),
        onDone: { target: 'watching', actions: { type: 'assignTokens', params: ({ event }) => event.output } },
        onError: [
          { guard: { type: 'isGone', params: ({ event }: { event: { error: unknown } }) => event.error }, target: 'ended' },
          { target: 'failed', actions: { type: 'assignFailure', params: ({ event }: { event: { error: unknown } }) => event.error } },
        ],
      },
    },
    // The host's video and the chat.
    watching: {
      invoke: {
        id: 'session',
        src: 'liveSession',
        input: ({ context }) => ({ streamId: context.streamId, tokens: context.tokens!, camera: null, me: context.me }),
      },
      initial: 'connecting',
      states: {
        // Joining the room; waiting for the host's video.
        connecting: {
          on: { 'session.video': { target: 'playing', actions: { type: 'assignVideo', params: ({ event }) => event.stream } } },
        },
        // The video plays.
        playing: { on: { 'session.video': { actions: { type: 'assignVideo', params: ({ event }) => event.stream } } } },
      },
      on: {
        'session.ready': { actions: { type: 'assignViewers', params: ({ event }) => event.viewers } },
        'session.viewers': { actions: { type: 'assignViewers', params: ({ event }) => event.viewers } },
        'session.message': { actions: { type: 'addLine', params: ({ event }) => event.line } },
        'session.tips': { actions: { type: 'assignTips', params: ({ event }) => event.tips } },
        'session.chatFailed': { actions: { type: 'notify', params: ({ event }) => ({ kind: 'error', message: event.message }) } },
        'session.failed': [
          {
            guard: { type: 'isGone', params: ({ event }: { event: { message: string } }) => ({ message: event.message }) },
            target: 'ended',
          },
          {
            target: 'failed',
            actions: [
              'forgetSession',
              {
                type: 'assignFailureMessage',
                params: ({ event }: { event: { message: string } }) => event.message || Messages.somethingWentWrong,
              },
            ],
          },
        ],
        'session.ended': 'ended',
        'live.chat': {
          guard: { type: 'hasText', params: ({ event }) => event.text },
          actions: { type: 'sendChat', params: ({ event }) => event.text },
        },
        'live.leave': 'left',
      },
    },
    // Could not load or start: try again or leave.
    failed: { on: { 'live.retry': 'loading', 'live.leave': 'left' } },
    // 'Live stream ended', and the viewer leaves.
    ended: { type: 'final', entry: { type: 'notify', params: { kind: 'info', message: Messages.liveEnded } } },
    // The viewer left (or gave up paying).
    left: { type: 'final' },
  },
});
