import { assign, fromPromise, setup } from 'xstate';
import { emptyPackageForm } from '../validation/packages';
import { addMediaMachine } from './addMedia.machine';
import { assignFailure, type Failure } from './failure';
import type { MediaPackage, MediaPackageDetail } from './mediaPackage';
import { notifyGivenToasts } from './notice';
import { notProvided } from './notProvided';
import { packageFormMachine } from './packageForm.machine';
import { sendPackageMachine } from './sendPackage.machine';
import type { ToastsRef } from './toast.machine';

export interface PackagesInput {
  viewerId: string;
  /** Only verified creators sell packages; others see 'please verify to create your own package'. */
  isVerified: boolean;
  toasts: ToastsRef;
}

export interface PackagesContext extends PackagesInput {
  packages: MediaPackage[];
  openId: string | null;
  detail: MediaPackageDetail | null;
  /** The file whose removal waits for a yes. */
  removingMediaId: string | null;
  failure: Failure | null;
}

export type PackagesEvent =
  | { type: 'packages.retry' }
  | { type: 'packages.create' }
  | { type: 'packages.open'; id: string }
  | { type: 'packages.back' }
  | { type: 'packages.edit' }
  | { type: 'packages.delete' }
  | { type: 'packages.confirm' }
  | { type: 'packages.dismiss' }
  | { type: 'packages.addMedia' }
  | { type: 'packages.send' }
  | { type: 'packages.removeMedia'; id: string }
  | { type: 'packages.closePopup' };

/**
 * Settings → Paid media packages (spec §2, §4): list, create, detail and edit; deleting reloads the list and returns
 * to it. The form and popups are child machines the view reads by id.
 */
export const packagesMachine = setup({
  types: {
    context: {} as PackagesContext,
    input: {} as PackagesInput,
    events: {} as PackagesEvent,
  },
  actors: {
    loadPackages: fromPromise<MediaPackage[], Record<string, never>>(notProvided('loadPackages')),
    loadDetail: fromPromise<MediaPackageDetail, { id: string }>(notProvided('loadDetail')),
    deletePackage: fromPromise<{ message: string }, { id: string }>(notProvided('deletePackage')),
    deleteMedia: fromPromise<{ message: string }, { id: string }>(notProvided('deleteMedia')),
    packageForm: packageFormMachine,
    addMedia: addMediaMachine,
    sendPackage: sendPackageMachine,
  },
  actions: {
    assignPackages: assign((_, packages: MediaPackage[]) => ({ packages, failure: null })),
    open: assign((_, id: string) => ({ openId: id, detail: null, failure: null })),
    assignDetail: assign((_, detail: MediaPackageDetail) => ({ detail, failure: null })),
    pickMedia: assign((_, id: string) => ({ removingMediaId: id })),
    clearMedia: assign({ removingMediaId: null }),
    assignFailure: assignFailure(),
    notify: notifyGivenToasts(),
  },
  guards: {
    isVerified: ({ context }) => context.isVerified,
  },
}).createMachine({
  id: 'packages',
  context: ({ input }) => ({ ...input, packages: [], openId: null, detail: null, removingMediaId: null, failure: null }),
  initial: 'checking',
  states: {
    checking: { always: [{ guard: 'isVerified', target: 'list' }, { target: 'notVerified' }] },
    // 'please verify to create your own package'.
    notVerified: {},
    list: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'loadPackages',
            input: () => ({}),
            onDone: { target: 'ready', actions: { type: 'assignPackages', params: ({ event }) => event.output } },
            onError: { target: 'failed', actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        failed: { on: { 'packages.retry': 'loading' } },
        // The packages, or the empty state.
        ready: {},
      },
      on: {
        'packages.create': '#packages.creating',
        'packages.open': { target: '#packages.detail', actions: { type: 'open', params: ({ event }) => event.id } },
      },
    },
    creating: {
      invoke: {
        id: 'form',
        src: 'packageForm',
        input: ({ context }) => ({ packageId: null, form: emptyPackageForm, toasts: context.toasts }),
        onDone: { target: 'list' },
      },
      on: { 'packages.back': 'list' },
    },
    detail: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'loadDetail',
            input: ({ context }) => ({ id: context.openId ?? '' }),
            onDone: { target: 'ready', actions: { type: 'assignDetail', params: ({ event }) => event.output } },
            onError: { target: 'failed', actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        failed: { on: { 'packages.retry': 'loading' } },
        ready: {
          on: {
            'packages.edit': '#packages.editing',
            'packages.delete': 'confirmingDelete',
            'packages.addMedia': 'addingMedia',
            'packages.send': 'sending',
            'packages.removeMedia': { target: 'confirmingMediaRemoval', actions: { type: 'pickMedia', params: ({ event }) => event.id } },
          },
        },
        confirmingDelete: { on: { 'packages.confirm': 'deleting', 'packages.dismiss': 'ready' } },
        deleting: {
          invoke: {
            src: 'deletePackage',
            input: ({ context }) => ({ id: context.openId ?? '' }),
            // Deleting reloads the list and returns to it (spec §4).
            onDone: {
              target: '#packages.list',
              actions: { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message }) },
            },
            onError: { target: 'ready', actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        confirmingMediaRemoval: {
          on: { 'packages.confirm': 'removingMedia', 'packages.dismiss': { target: 'ready', actions: 'clearMedia' } },
        },
        removingMedia: {
          invoke: {
            src: 'deleteMedia',
            input: ({ context }) => ({ id: context.removingMediaId ?? '' }),
            onDone: {
              target: 'loading',
              actions: ['clearMedia', { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message }) }],
            },
            onError: {
              target: 'ready',
              actions: ['clearMedia', { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) }],
            },
          },
        },
        addingMedia: {
          invoke: {
            id: 'addMedia',
            src: 'addMedia',
            input: ({ context }) => ({ packageId: context.openId ?? '', toasts: context.toasts }),
            // The detail is read again: the new file with its thumbnail, the count.
            onDone: 'loading',
          },
          on: { 'packages.closePopup': 'ready' },
        },
        sending: {
          invoke: {
            id: 'send',
            src: 'sendPackage',
            input: ({ context }) => ({
              viewerId: context.viewerId,
              packageId: context.openId ?? '',
              title: context.detail?.name ?? '',
              toasts: context.toasts,
            }),
            onDone: 'ready',
          },
          on: { 'packages.closePopup': 'ready' },
        },
      },
      on: { 'packages.back': 'list' },
    },
    editing: {
      invoke: {
        id: 'form',
        src: 'packageForm',
        input: ({ context }) => ({
          packageId: context.openId,
          form: { name: context.detail?.name ?? '', price: String(context.detail?.price ?? '') },
          toasts: context.toasts,
        }),
        onDone: 'detail',
      },
      on: { 'packages.back': 'detail' },
    },
  },
});
