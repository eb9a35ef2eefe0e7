import { Messages } from '../../contract/messages';

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
  return { message: Messages.somethingWentWrong };
}

/** Login of an account whose email is not verified yet (HTTP 403, data.verify_required). */
export function isVerifyRequired(error: unknown): boolean {
  const failure = error as Failure | undefined;
  return failure?.status === 403 && !!(failure.data as { verify_required?: boolean } | undefined)?.verify_required;
}
