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
