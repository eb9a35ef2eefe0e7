import { assign, type EventObject } from 'xstate';

/** What a machine keeps of an upload going on. */
export interface UploadProgressContext {
  /** Bytes of the upload going on that the server has; 0 as it starts. */
  sentBytes: number;
}

/** The event an upload actor reports its bytes sent with. */
export interface UploadProgressEvent {
  type: 'upload.progress';
  sent: number;
}

/** Where an upload actor reports the bytes the server has. */
export type OnProgress = (progress: { sent: number }) => void;

// Both assign the whole context (as `assignFailure` does): TypeScript cannot check a partial one against a generic TContext.

/** The `resetProgress` action: nothing sent yet. */
export const resetProgress = <TContext extends UploadProgressContext, TEvent extends EventObject>() =>
  assign<TContext, TEvent, undefined, TEvent, never>(({ context }) => ({ ...context, sentBytes: 0 }));

/** The `takeProgress` action: the bytes sent so far. Used as `{ type: 'takeProgress', params: ({ event }) => event.sent }`. */
export const takeProgress = <TContext extends UploadProgressContext, TEvent extends EventObject>() =>
  assign<TContext, TEvent, number, TEvent, never>(({ context }, sent) => ({ ...context, sentBytes: sent }));

/** The `onProgress` an invoked upload is given: each report comes back to the machine as `upload.progress`. */
export const reportProgressTo =
  (self: { send: (event: UploadProgressEvent) => void }): OnProgress =>
  ({ sent }) =>
    self.send({ type: 'upload.progress', sent });
