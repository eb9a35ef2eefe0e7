import type { MessageDescriptor } from '@lingui/core';
import { sendTo, type ActorRef, type AnyActorRef, type EventObject, type MachineContext, type Snapshot } from 'xstate';

/** A toast: a translated descriptor of ours, or the server's own words. */
export interface Notice {
  kind: 'success' | 'error' | 'info';
  message: MessageDescriptor | string;
}

export type ToastEvent = { type: 'toast.show'; notice: Notice } | { type: 'toast.dismiss'; id: number };

/** The toasts as a screen-scoped actor holds them (in its input): it only sends to them. */
export type ToastsRef = ActorRef<Snapshot<unknown>, ToastEvent>;

/** The `notify` action of the long-lived machines (spawned under the app root): the toasts actor of the system. */
export const notifyToasts = <TContext extends MachineContext, TEvent extends EventObject>() =>
  sendTo<TContext, TEvent, Notice, AnyActorRef, TEvent>(
    ({ system }) => system.get('toasts'),
    (_: unknown, notice: Notice) => ({ type: 'toast.show', notice }),
  );

/** The `notify` action of the screen-scoped machines: the toasts actor handed in with their input. */
export const notifyGivenToasts = <TContext extends { toasts: ToastsRef }, TEvent extends EventObject>() =>
  sendTo<TContext, TEvent, Notice, ToastsRef, TEvent>(
    ({ context }) => context.toasts,
    (_: unknown, notice: Notice) => ({ type: 'toast.show', notice }),
  );
