import { assign, fromPromise, setup } from 'xstate';
import type { MessageKey } from '../../contract/messages';
import { assignFailure, type Failure } from './failure';
import type { Follower } from './mediaPackage';
import { notifyGivenToasts } from './notice';
import { notProvided } from './notProvided';
import { allSelected } from './sendPackageRules';
import type { ToastsRef } from './toast.machine';

export interface SendPackageInput {
  viewerId: string;
  packageId: string;
  title: string;
  toasts: ToastsRef;
}

export interface SendPackageContext extends SendPackageInput {
  followers: Follower[];
  search: string;
  selected: string[];
  error: MessageKey | null;
  failure: Failure | null;
}

export type SendPackageEvent =
  | { type: 'send.search'; text: string }
  | { type: 'send.toggle'; id: string }
  | { type: 'send.toggleAll' }
  | { type: 'send.submit' }
  | { type: 'send.retry' };

/**
 * The send package popup (spec §2): the viewer's followers with search and select all; send offers the package in
 * the conversation with each one chosen.
 */
export const sendPackageMachine = setup({
  types: {
    context: {} as SendPackageContext,
    input: {} as SendPackageInput,
    events: {} as SendPackageEvent,
  },
  actors: {
    loadFollowers: fromPromise<Follower[], { viewerId: string }>(notProvided('loadFollowers')),
    sendPackage: fromPromise<{ message: string; sent: number }, { packageId: string; title: string; userIds: string[] }>(
      notProvided('sendPackage'),
    ),
  },
  actions: {
    assignFollowers: assign((_, followers: Follower[]) => ({ followers, failure: null })),
    search: assign((_, text: string) => ({ search: text })),
    toggle: assign(({ context }, id: string) => ({
      selected: context.selected.includes(id) ? context.selected.filter((each) => each !== id) : [...context.selected, id],
      error: null,
    })),
    toggleAll: assign(({ context }) => ({
      selected: allSelected(context) ? [] : context.followers.map((person) => person.id),
      error: null,
    })),
    requireRecipients: assign({ error: 'packageRecipientsRequired' as MessageKey }),
    assignFailure: assignFailure(),
    notify: notifyGivenToasts(),
  },
  guards: {
    hasFollowers: ({ context }) => context.followers.length > 0,
    hasRecipients: ({ context }) => context.selected.length > 0,
  },
}).createMachine({
  id: 'sendPackage',
  context: ({ input }) => ({ ...input, followers: [], search: '', selected: [], error: null, failure: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadFollowers',
        input: ({ context }) => ({ viewerId: context.viewerId }),
        onDone: { target: 'loaded', actions: { type: 'assignFollowers', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: { on: { 'send.retry': 'loading' } },
    loaded: { always: [{ guard: 'hasFollowers', target: 'choosing' }, { target: 'noFollowers' }] },
    // 'You don't have a followers'.
    noFollowers: {},
    choosing: {
      on: {
        'send.search': { actions: { type: 'search', params: ({ event }) => event.text } },
        'send.toggle': { actions: { type: 'toggle', params: ({ event }) => event.id } },
        'send.toggleAll': { actions: 'toggleAll' },
        'send.submit': [{ guard: 'hasRecipients', target: 'sending' }, { actions: 'requireRecipients' }],
      },
    },
    sending: {
      invoke: {
        src: 'sendPackage',
        input: ({ context }) => ({ packageId: context.packageId, title: context.title, userIds: context.selected }),
        onDone: {
          target: 'sent',
          actions: { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message }) },
        },
        onError: {
          target: 'choosing',
          actions: [
            { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
            {
              type: 'notify',
              params: ({ event }) => ({ kind: 'error', message: (event.error as { message?: string }).message || 'Something went wrong' }),
            },
          ],
        },
      },
    },
    sent: { type: 'final' },
  },
});
