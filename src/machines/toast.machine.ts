import { assign, enqueueActions, fromCallback, setup, stopChild } from 'xstate';
import type { Notice, ToastEvent } from './notice';

export type { ToastEvent, ToastsRef } from './notice';

/** Spec §9: toasts close by themselves after 3000 ms. */
export const TOAST_MS = 3000;
const MAX_VISIBLE = 3;

export interface Toast extends Notice {
  id: number;
}

/** One timer a toast: it dismisses its own toast when the time is up. */
const toastTimer = fromCallback<ToastEvent, { id: number; ms: number }>(({ input, sendBack }) => {
  const timer = setTimeout(() => sendBack({ type: 'toast.dismiss', id: input.id }), input.ms);
  return () => clearTimeout(timer);
});

export const toastMachine = setup({
  types: {
    context: {} as { toasts: Toast[]; nextId: number },
    events: {} as ToastEvent,
  },
  actors: { toastTimer },
  actions: {
    addToast: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'toast.show') return;
      const id = context.nextId;
      const toasts = [...context.toasts, { ...event.notice, id }];
      // The oldest toasts beyond the visible few leave now, with their timers.
      for (const dropped of toasts.slice(0, -MAX_VISIBLE)) enqueue.stopChild(`toast-${dropped.id}`);
      enqueue.assign({ toasts: toasts.slice(-MAX_VISIBLE), nextId: id + 1 });
      enqueue.spawnChild('toastTimer', { id: `toast-${id}`, input: { id, ms: TOAST_MS } });
    }),
    removeToast: assign({
      toasts: ({ context, event }) => context.toasts.filter((toast) => event.type !== 'toast.dismiss' || toast.id !== event.id),
    }),
    stopTimer: stopChild(({ event }) => `toast-${event.type === 'toast.dismiss' ? event.id : -1}`),
  },
}).createMachine({
  id: 'toasts',
  context: { toasts: [], nextId: 1 },
  on: {
    'toast.show': { actions: 'addToast' },
    'toast.dismiss': { actions: ['removeToast', 'stopTimer'] },
  },
});
