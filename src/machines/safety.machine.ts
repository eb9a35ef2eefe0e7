import { assign, fromPromise, sendTo, setup } from 'xstate';
import { ReportReason, type ReportReasonCode } from '../../contract/codes';
import { Messages } from '../../contract/messages';
import { reportProblem } from '../../contract/reportRules';
import { toFailure } from './failure';
import { notifyToasts, type Notice } from './notice';
import { notProvided } from './notProvided';
import type { PostStoreEvent } from './postStore.machine';
import type { UserStoreEvent } from './userStore.machine';

export type { ReportReasonCode };
/** The reasons in the order the report dialog offers them. */
export const REPORT_REASONS: readonly ReportReasonCode[] = Object.values(ReportReason);

/** Who a block or a report is about, as the menus name them. */
export interface SafetyPerson {
  id: string;
  name: string;
}

/** What is reported: a post (by id, with its author) or a person. */
export type ReportSubject = { kind: 'post'; postId: string; author: SafetyPerson } | { kind: 'person'; person: SafetyPerson };

export interface ReportRequest {
  subject: ReportSubject;
  reason: ReportReasonCode;
  text: string;
}
export interface BlockRequest {
  userId: string;
  block: boolean;
}

export type SafetyEvent =
  /** A menu's Report: the dialog opens with no reason chosen. */
  | { type: 'report.open'; subject: ReportSubject }
  | { type: 'report.reason'; reason: ReportReasonCode }
  | { type: 'report.text'; text: string }
  | { type: 'report.submit' }
  /** A menu's Block or Unblock: asks first. */
  | { type: 'block.ask'; person: SafetyPerson; block: boolean }
  | { type: 'block.confirm' }
  /** Cancel, Escape or the dialog's close button. */
  | { type: 'safety.cancel' };

export interface SafetyContext {
  report: { subject: ReportSubject; reason: ReportReasonCode | null; text: string; problem: string | null } | null;
  block: { person: SafetyPerson; block: boolean } | null;
}

const personPatched = (id: string, isBlocked: boolean): UserStoreEvent => ({
  type: 'person.patched',
  id,
  patch: { isBlocked, ...(isBlocked ? { isFollowing: false } : {}) },
});
const failed = (error: unknown): Notice => ({ kind: 'error', message: toFailure(error).message });

/**
 * Report and block (issue 28) from post, profile and thread menus; a block shows at once everywhere: the person
 * is blocked in the user store and their posts leave every list.
 */
export const safetyMachine = setup({
  types: {
    context: {} as SafetyContext,
    events: {} as SafetyEvent,
  },
  actors: {
    sendReport: fromPromise<{ message: string }, ReportRequest>(notProvided('sendReport')),
    setBlocked: fromPromise<{ message: string }, BlockRequest>(notProvided('setBlocked')),
  },
  actions: {
    openReport: assign({ report: (_, subject: ReportSubject) => ({ subject, reason: null, text: '', problem: null }), block: null }),
    chooseReason: assign({
      report: ({ context }, reason: ReportReasonCode) => context.report && { ...context.report, reason, problem: null },
    }),
    typeText: assign({ report: ({ context }, text: string) => context.report && { ...context.report, text, problem: null } }),
    showProblem: assign({
      report: ({ context }) => context.report && { ...context.report, problem: reportProblem(context.report.reason, context.report.text) },
    }),
    askBlock: assign({ block: (_, ask: { person: SafetyPerson; block: boolean }) => ask, report: null }),
    forget: assign({ report: null, block: null }),
    toUsers: sendTo(
      ({ system }) => system.get('userStore'),
      (_, event: UserStoreEvent) => event,
    ),
    toPosts: sendTo(
      ({ system }) => system.get('postStore'),
      (_, event: PostStoreEvent) => event,
    ),
    notify: notifyToasts(),
  },
  guards: {
    isReportValid: ({ context }) => !!context.report && reportProblem(context.report.reason, context.report.text) === null,
    isPostReport: ({ context }) => context.report?.subject.kind === 'post',
    isBlocking: ({ context }) => !!context.block?.block,
  },
}).createMachine({
  id: 'safety',
  context: { report: null, block: null },
  initial: 'idle',
  states: {
    // Nothing open.
    idle: {
      on: {
        'report.open': { target: 'reporting', actions: { type: 'openReport', params: ({ event }) => event.subject } },
        'block.ask': {
          target: 'confirmingBlock',
          actions: { type: 'askBlock', params: ({ event }) => ({ person: event.person, block: event.block }) },
        },
      },
    },
    // The report dialog: a reason (and words for "other") before it can be sent.
    reporting: {
      on: {
        'report.reason': { actions: { type: 'chooseReason', params: ({ event }) => event.reason } },
        'report.text': { actions: { type: 'typeText', params: ({ event }) => event.text } },
        'report.submit': [{ guard: 'isReportValid', target: 'sendingReport' }, { actions: 'showProblem' }],
        'safety.cancel': { target: 'idle', actions: 'forget' },
      },
    },
    // The server takes the report; a reported post leaves the reporter's lists.
    sendingReport: {
      invoke: {
        src: 'sendReport',
        input: ({ context }) => ({ subject: context.report!.subject, reason: context.report!.reason!, text: context.report!.text }),
        onDone: [
          {
            guard: 'isPostReport',
            target: 'idle',
            actions: [
              {
                type: 'toPosts',
                params: ({ context }) => ({ type: 'post.hidden', id: (context.report!.subject as { postId: string }).postId }),
              },
              { type: 'notify', params: { kind: 'success', message: Messages.postReported } },
              'forget',
            ],
          },
          { target: 'idle', actions: [{ type: 'notify', params: { kind: 'success', message: Messages.userReported } }, 'forget'] },
        ],
        // Refused (already reported, gone): the server's words; the dialog closes.
        onError: { target: 'idle', actions: [{ type: 'notify', params: ({ event }) => failed(event.error) }, 'forget'] },
      },
    },
    // "Block X?" (or unblock): nothing changes until confirmed.
    confirmingBlock: {
      on: { 'block.confirm': 'blocking', 'safety.cancel': { target: 'idle', actions: 'forget' } },
    },
    blocking: {
      invoke: {
        src: 'setBlocked',
        input: ({ context }) => ({ userId: context.block!.person.id, block: context.block!.block }),
        onDone: [
          {
            guard: 'isBlocking',
            target: 'idle',
            actions: [
              { type: 'toUsers', params: ({ context }) => personPatched(context.block!.person.id, true) },
              { type: 'toPosts', params: ({ context }) => ({ type: 'author.hidden', userId: context.block!.person.id }) },
              { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message }) },
              'forget',
            ],
          },
          {
            target: 'idle',
            actions: [
              { type: 'toUsers', params: ({ context }) => personPatched(context.block!.person.id, false) },
              { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message }) },
              'forget',
            ],
          },
        ],
        onError: { target: 'idle', actions: [{ type: 'notify', params: ({ event }) => failed(event.error) }, 'forget'] },
      },
    },
  },
});
