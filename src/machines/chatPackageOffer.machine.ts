import { assign, fromPromise, setup } from 'xstate';
import { Messages } from '../../contract/messages';
import { assignFailure, toFailure, type Failure } from './failure';
import type { MediaPackage } from './mediaPackage';
import { notifyGivenToasts } from './notice';
import { notProvided } from './notProvided';
import type { ToastsRef } from './toast.machine';

/** A screen-scoped actor: the conversation's partner (the user the package is offered to), the app's toasts. */
export interface ChatPackageOfferInput {
  toUserId: string;
  toasts: ToastsRef;
}

export interface ChatPackageOfferContext extends ChatPackageOfferInput {
  packages: MediaPackage[];
  /** The package on its way, or the last one tried. */
  chosenId: string | null;
  failure: Failure | null;
}

export interface PackageOffer {
  packageId: string;
  title: string;
  userIds: string[];
}

export type ChatPackageOfferEvent = { type: 'offer.send'; packageId: string } | { type: 'offer.retry' };

/**
 * The attachment popup's package list (spec §2 Messages): Send offers one in this conversation, once per click;
 * a refusal is said and the list stays. Closing the popup stops the actor and aborts its call.
 */
export const chatPackageOfferMachine = setup({
  types: {
    context: {} as ChatPackageOfferContext,
    input: {} as ChatPackageOfferInput,
    events: {} as ChatPackageOfferEvent,
  },
  actors: {
    loadPackages: fromPromise<MediaPackage[], Record<string, never>>(notProvided('loadPackages')),
    sendPackage: fromPromise<{ message: string; sent: number }, PackageOffer>(notProvided('sendPackage')),
  },
  actions: {
    assignPackages: assign((_, packages: MediaPackage[]) => ({ packages, failure: null })),
    choose: assign((_, packageId: string) => ({ chosenId: packageId, failure: null })),
    clearFailure: assign({ failure: null }),
    assignFailure: assignFailure(),
    notify: notifyGivenToasts(),
  },
  guards: {
    hasPackages: ({ context }) => context.packages.length > 0,
    isListed: ({ context }, packageId: string) => context.packages.some((each) => each.id === packageId),
  },
}).createMachine({
  id: 'chatPackageOffer',
  context: ({ input }) => ({ ...input, packages: [], chosenId: null, failure: null }),
  initial: 'loading',
  states: {
    // Reading the viewer's packages.
    loading: {
      entry: 'clearFailure',
      invoke: {
        src: 'loadPackages',
        input: () => ({}),
        onDone: { target: 'loaded', actions: { type: 'assignPackages', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    // The list could not be read: try again.
    failed: { on: { 'offer.retry': 'loading' } },
    loaded: { always: [{ guard: 'hasPackages', target: 'choosing' }, { target: 'empty' }] },
    // No package yet: the view links to Settings → Paid media packages.
    empty: {},
    // The packages, each with its Send button.
    choosing: {
      on: {
        'offer.send': {
          guard: { type: 'isListed', params: ({ event }) => event.packageId },
          target: 'sending',
          actions: { type: 'choose', params: ({ event }) => event.packageId },
        },
      },
    },
    // One offer on its way: every other click waits for its answer.
    sending: {
      invoke: {
        src: 'sendPackage',
        input: ({ context }) => {
          const chosen = context.packages.find((each) => each.id === context.chosenId)!;
          return { packageId: chosen.id, title: chosen.name, userIds: [context.toUserId] };
        },
        onDone: {
          target: 'sent',
          actions: { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message || Messages.packageSent }) },
        },
        onError: {
          target: 'choosing',
          actions: [
            { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
            { type: 'notify', params: ({ event }) => ({ kind: 'error', message: toFailure(event.error).message }) },
          ],
        },
      },
    },
    // Offered: the popup closes; the message arrives in the thread through the socket.
    sent: { type: 'final' },
  },
});
