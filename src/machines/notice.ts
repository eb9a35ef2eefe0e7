import type { MessageDescriptor } from '@lingui/core';
import { sendTo, type AnyActorRef, type EventObject, type MachineContext } from 'xstate';

/** A toast: a translated descriptor of ours, or the server's own words. */
export interface Notice {
  kind: 'success' | 'error' | 'info';
  message: MessageDescriptor | string;
}

/** The `notify` action of the machines in the app system: hands a notice to the toasts actor. */
export const notifyToasts = <TContext extends MachineContext, TEvent extends EventObject>() =>
  sendTo<TContext, TEvent, Notice, AnyActorRef, TEvent>(
    ({ system }) => system.get('toasts'),
    (_: unknown, notice: Notice) => ({ type: 'toast.show', notice }),
  );
