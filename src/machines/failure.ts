import { assign, type EventObject } from 'xstate';
import { CommonMessages } from '../../contract/commonMessages';

/** What a machine keeps of a failed call: the server's words, or the generic fallback of spec §8. */
export interface Failure {
  message: string;
  code?: string;
  status?: number;
  data?: unknown;
}

export function toFailure(error: unknown): Failure {
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string' && error.message) {
    const { message, code, status, data } = error as Failure;
    return { message, code, status, data };
  }
  return { message: CommonMessages.somethingWentWrong };
}

/** Login of an account whose email is not verified yet (HTTP 403, data.verify_required). */
export function isVerifyRequired(error: unknown): boolean {
  const failure = error as Failure | undefined;
  return failure?.status === 403 && !!(failure.data as { verify_required?: boolean } | undefined)?.verify_required;
}

/**
 * The one `assignFailure` action of every machine that shows a failed call: it keeps what `read` makes of
 * the error (the server's words by default). Used as `{ type: 'assignFailure', params: ({ event }) => ({ error: event.error }) }`.
 */
export const assignFailure = <TContext extends { failure: Failure | null }, TEvent extends EventObject>(
  read: (error: unknown) => Failure = toFailure,
) => assign<TContext, TEvent, { error: unknown }, TEvent, never>(({ context }, { error }) => ({ ...context, failure: read(error) }));

/**
 * A call's `onError` that runs the machine's `first` actions, keeps the failure and says it in a toast, then goes to
 * `target`: for a machine whose
 * `assignFailure` and `notify` actions are the shared ones (`assignFailure` above, notice.ts `notifyGivenToasts`).
 */
export const failedWithToast = <T extends string, A extends string = never>(target: T, ...first: A[]) => ({
  target,
  actions: [
    ...first,
    { type: 'assignFailure' as const, params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
    {
      type: 'notify' as const,
      params: ({ context }: { context: { failure: Failure | null } }) => ({
        kind: 'error' as const,
        message: context.failure?.message ?? CommonMessages.somethingWentWrong,
      }),
    },
  ],
});
