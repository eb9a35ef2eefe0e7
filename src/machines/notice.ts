import type { MessageDescriptor } from '@lingui/core';
import { sendTo, type AnyActorRef, type EventObject, type MachineContext } from 'xstate';
import type { ToastsRef } from './toast.machine';

/** A toast: a translated descriptor of ours, or the server's own words. */
export interface Notice {
  kind: 'success' | 'error' | 'info';
  message: MessageDescriptor | string;
}

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
