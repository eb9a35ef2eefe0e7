import { assign, fromCallback, fromPromise, sendTo, setup } from 'xstate';
import { Messages } from '../../contract/messages';
import {
  editTips,
  emptyTipsFields,
  goLiveErrors,
  hasTipsErrors,
  liveTipsErrors,
  newStreamId,
  tipsOf,
  typedLivePrice,
  type GoLiveFields,
  type LiveTipsEdit,
  type LiveTipsFields,
} from '../validation/live';
import { toFailure, type Failure } from './failure';
import {
  withLine,
  type CameraProblem,
  type LiveChatLine,
  type LiveMe,
  type LiveSessionCommand,
  type LiveSessionEvent,
  type LiveSessionInput,
  type LiveTips,
  type LiveTokens,
  type NewLiveStream,
} from './live';
import { notifyGivenToasts } from './notice';
import { notProvided } from './notProvided';
import type { ToastsRef } from './toast.machine';

export interface GoLiveInput {
  /** The host: the viewer's account id and how the chat names them. */
  me: LiveMe;
  toasts: ToastsRef;
}

export interface GoLiveContext extends GoLiveInput {
  fields: GoLiveFields;
  /** The optional tip goal and tip menu of the form (issue 32). */
  tipsFields: LiveTipsFields;
  /** The stream's goal, menu and tips total once live: the server's, as the room hears them. */
  tips: LiveTips;
  /** The form's messages show only after a failed submit (spec §5). */
  showErrors: boolean;
  streamId: string | null;
  camera: MediaStream | null;
  tokens: LiveTokens | null;
  viewers: number;
  lines: LiveChatLine[];
  fullScreen: boolean;
  failure: Failure | null;
}

export type GoLiveEvent =
  | { type: 'live.field'; field: 'title' | 'description'; value: string }
  | { type: 'live.price'; value: string }
  | { type: 'live.paid'; paid: boolean }
  | LiveTipsEdit
  | { type: 'live.submit' }
  /** Exit: the modal before going live, Exit Live Stream once live (a retry after a failed end). */
  | { type: 'live.exit' }
  /** Leave after the end failed, the stream left to the server's sweep. */
  | { type: 'live.close' }
  | { type: 'live.chat'; text: string }
  | { type: 'live.fullScreen' }
  | LiveSessionEvent;

/** The camera's refusal in the words of spec §8. */
const cameraMessage = (error: unknown): string => {
  const problem = (error as { problem?: CameraProblem } | null)?.problem;
  if (problem === 'noWebcam') return Messages.liveNoWebcam;
  if (problem === 'denied') return Messages.liveMediaDenied;
  return toFailure(error).message;
};

/**
 * Going live (spec §2 Go Live, §5): the form, the camera check, the stream, its tokens, then the transport; Exit ends
 * the stream for every viewer, and a failure after the stream exists removes it before saying why.
 */
export const goLiveMachine = setup({
  types: {
    context: {} as GoLiveContext,
    input: {} as GoLiveInput,
    events: {} as GoLiveEvent,
  },
  actors: {
    openCamera: fromPromise<MediaStream>(notProvided('openCamera')),
    createStream: fromPromise<void, NewLiveStream & { hostId: string }>(notProvided('createStream')),
    fetchTokens: fromPromise<LiveTokens, { streamId: string }>(notProvided('fetchTokens')),
    endStream: fromPromise<void, { streamId: string }>(notProvided('endStream')),
    liveSession: fromCallback<LiveSessionCommand, LiveSessionInput, LiveSessionEvent>(() => {
      throw new Error('liveSession is not provided');
    }),
  },
  actions: {
    assignField: assign({
      fields: ({ context }, { field, value }: { field: 'title' | 'description'; value: string }) => ({ ...context.fields, [field]: value }),
    }),
    assignPrice: assign({ fields: ({ context }, value: string) => ({ ...context.fields, price: typedLivePrice(value) }) }),
    assignPaid: assign({ fields: ({ context }, paid: boolean) => ({ ...context.fields, paid }) }),
    editTips: assign({ tipsFields: ({ context }, edit: LiveTipsEdit) => editTips(context.tipsFields, edit) }),
    /** The goal and menu the stream starts with; the room's updates follow. */
    startTips: assign({
      tips: ({ context }) => {
        const { goal, menu } = tipsOf(context.tipsFields);
        return { goal, menu: menu.map((item, index) => ({ ...item, id: `new-${index}` })), tipsTotal: 0 };
      },
    }),
    /** The room's word on the goal and menu; the total only grows (a late push never takes it back). */
    assignTips: assign({
      tips: ({ context }, tips: LiveTips) => ({ ...tips, tipsTotal: Math.max(tips.tipsTotal, context.tips.tipsTotal) }),
    }),
    showErrors: assign({ showErrors: true }),
    clearFailure: assign({ failure: null }),
    assignCamera: assign({ camera: (_, camera: MediaStream) => camera }),
    /** A new random stream id (spec §9): 10 letters and digits. */
    assignStreamId: assign({ streamId: () => newStreamId() }),
    assignTokens: assign({ tokens: (_, tokens: LiveTokens) => tokens }),
    assignFailureMessage: assign({ failure: (_, message: string) => ({ message }) }),
    assignViewers: assign({ viewers: (_, viewers: number) => viewers }),
    addLine: assign({ lines: ({ context }, line: LiveChatLine) => withLine(context.lines, line) }),
    toggleFullScreen: assign({ fullScreen: ({ context }) => !context.fullScreen }),
    sendChat: sendTo('session', (_, text: string): LiveSessionCommand => ({ type: 'session.chat', text: text.trim() })),
    /** The camera and microphone off (their light too). */
    stopCamera: ({ context }) => {
      for (const track of context.camera?.getTracks() ?? []) track.stop();
    },
    forgetStream: assign({ camera: null, streamId: null, tokens: null, viewers: 0, lines: [], fullScreen: false }),
    notify: notifyGivenToasts(),
  },
  guards: {
    isValid: ({ context }) => Object.keys(goLiveErrors(context.fields)).length === 0 && !hasTipsErrors(liveTipsErrors(context.tipsFields)),
    hasHostToken: (_, tokens: LiveTokens) => tokens.role === 'host' && tokens.rtcToken.length > 0,
    hasText: (_, text: string) => text.trim().length > 0,
  },
}).createMachine({
  id: 'goLive',
  context: ({ input }) => ({
    ...input,
    fields: { title: '', description: '', paid: false, price: '' },
    tipsFields: emptyTipsFields(),
    tips: { goal: null, menu: [], tipsTotal: 0 },
    showErrors: false,
    streamId: null,
    camera: null,
    tokens: null,
    viewers: 0,
    lines: [],
    fullScreen: false,
    failure: null,
  }),
  initial: 'editing',
  states: {
    // The Go Live modal: title, description, free or paid, price.
    editing: {
      on: {
        'live.field': { actions: { type: 'assignField', params: ({ event }) => event } },
        'live.price': { actions: { type: 'assignPrice', params: ({ event }) => event.value } },
        'live.paid': { actions: { type: 'assignPaid', params: ({ event }) => event.paid } },
        'tips.goalCoins': { actions: { type: 'editTips', params: ({ event }) => event } },
        'tips.goalLabel': { actions: { type: 'editTips', params: ({ event }) => event } },
        'tips.addItem': { actions: { type: 'editTips', params: ({ event }) => event } },
        'tips.removeItem': { actions: { type: 'editTips', params: ({ event }) => event } },
        'tips.item': { actions: { type: 'editTips', params: ({ event }) => event } },
        'live.submit': [{ guard: 'isValid', target: 'checkingCamera', actions: 'clearFailure' }, { actions: 'showErrors' }],
        'live.exit': 'closed',
      },
    },
    // Is there a camera, and may the page use it?
    checkingCamera: {
      invoke: {
        src: 'openCamera',
        onDone: { target: 'creating', actions: [{ type: 'assignCamera', params: ({ event }) => event.output }, 'assignStreamId'] },
        onError: { target: 'editing', actions: { type: 'assignFailureMessage', params: ({ event }) => cameraMessage(event.error) } },
      },
      on: { 'live.exit': 'closed' },
    },
    // The stream is created with its new id.
    creating: {
      invoke: {
        src: 'createStream',
        input: ({ context }) => ({
          streamId: context.streamId!,
          hostId: String(context.me.id),
          title: context.fields.title.trim(),
          description: context.fields.description.trim(),
          price: context.fields.paid ? Number(context.fields.price) : 0,
          ...tipsOf(context.tipsFields),
        }),
        onDone: { target: 'fetchingTokens', actions: 'startTips' },
        onError: {
          target: 'editing',
          actions: ['stopCamera', 'forgetStream', { type: 'assignFailureMessage', params: ({ event }) => toFailure(event.error).message }],
        },
      },
      on: { 'live.exit': 'ending' },
    },
    // The host's tokens: the stream starts once the host token is present.
    fetchingTokens: {
      invoke: {
        src: 'fetchTokens',
        input: ({ context }) => ({ streamId: context.streamId! }),
        onDone: [
          {
            guard: { type: 'hasHostToken', params: ({ event }) => event.output },
            target: 'live',
            actions: { type: 'assignTokens', params: ({ event }) => event.output },
          },
          { target: 'abandoning', actions: { type: 'assignFailureMessage', params: Messages.liveJoinFailed } },
        ],
        onError: { target: 'abandoning', actions: { type: 'assignFailureMessage', params: ({ event }) => toFailure(event.error).message } },
      },
      on: { 'live.exit': 'ending' },
    },
    // On air: the transport runs; viewers, chat and full screen.
    live: {
      invoke: {
        id: 'session',
        src: 'liveSession',
        input: ({ context }) => ({ streamId: context.streamId!, tokens: context.tokens!, camera: context.camera, me: context.me }),
      },
      initial: 'connecting',
      states: {
        // Joining the stream's room and starting the transport.
        connecting: {
          on: { 'session.ready': { target: 'onAir', actions: { type: 'assignViewers', params: ({ event }) => event.viewers } } },
        },
        // Broadcasting.
        onAir: {},
      },
      on: {
        'session.viewers': { actions: { type: 'assignViewers', params: ({ event }) => event.viewers } },
        'session.message': { actions: { type: 'addLine', params: ({ event }) => event.line } },
        'session.tips': { actions: { type: 'assignTips', params: ({ event }) => event.tips } },
        'session.chatFailed': { actions: { type: 'notify', params: ({ event }) => ({ kind: 'error', message: event.message }) } },
        'session.failed': {
          target: 'abandoning',
          actions: { type: 'assignFailureMessage', params: ({ event }) => event.message || Messages.somethingWentWrong },
        },
        // Ended elsewhere (the host went live again in another tab).
        'session.ended': { target: 'closed', actions: { type: 'notify', params: { kind: 'info', message: Messages.liveEnded } } },
        'live.chat': {
          guard: { type: 'hasText', params: ({ event }) => event.text },
          actions: { type: 'sendChat', params: ({ event }) => event.text },
        },
        'live.fullScreen': { actions: 'toggleFullScreen' },
        'live.exit': 'ending',
      },
    },
    // Exit Live Stream: the stream is deleted, which sends every viewer the end message.
    ending: {
      invoke: {
        src: 'endStream',
        input: ({ context }) => ({ streamId: context.streamId! }),
        onDone: 'closed',
        onError: { target: 'endFailed', actions: { type: 'assignFailureMessage', params: ({ event }) => toFailure(event.error).message } },
      },
    },
    // The end was refused or did not arrive: try again, or leave it to the server.
    endFailed: {
      entry: 'stopCamera',
      on: { 'live.exit': 'ending', 'live.close': 'closed' },
    },
    // The stream exists but could not start: it is removed, then the form says why.
    abandoning: {
      invoke: {
        src: 'endStream',
        input: ({ context }) => ({ streamId: context.streamId! }),
        onDone: { target: 'editing', actions: ['stopCamera', 'forgetStream'] },
        onError: { target: 'editing', actions: ['stopCamera', 'forgetStream'] },
      },
    },
    // The modal is closed; the camera is off.
    closed: { type: 'final', entry: 'stopCamera' },
  },
});
