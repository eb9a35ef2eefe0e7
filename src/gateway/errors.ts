import { CommonMessages } from '../../contract/commonMessages';
import { ApiError } from './rest';

export type GatewayErrorCode =
  'UNAUTHENTICATED' | 'BAD_REQUEST' | 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT' | 'RATE_LIMITED' | 'NETWORK' | 'INTERNAL';

/** What a GraphQL error carries in `extensions`, so a caller can tell a 403 verify_required from a 400. */
export interface GatewayErrorExtensions {
  code: GatewayErrorCode;
  status: number;
  data: unknown;
}

export function codeOfStatus(status: number): GatewayErrorCode {
  if (status === 0) return 'NETWORK';
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 429) return 'RATE_LIMITED';
  if (status >= 500) return 'INTERNAL';
  // A 2xx with success 0 is the server refusing the request, as a 4xx would.
  return 'BAD_REQUEST';
}

/** The message and extensions a failed field reports; anything but an ApiError is a bug, told generically. */
export function describeFailure(error: unknown): { message: string; extensions: GatewayErrorExtensions } {
  if (error instanceof ApiError) {
    return { message: error.message, extensions: { code: codeOfStatus(error.status), status: error.status, data: error.data } };
  }
  return { message: CommonMessages.somethingWentWrong, extensions: { code: 'INTERNAL', status: 500, data: null } };
}

/** An execution error as graphql formats it: the message, the response path of the field that failed, its extensions. */
export interface GatewayFormattedError {
  readonly message: string;
  readonly path?: readonly (string | number)[];
  readonly extensions?: { readonly [key: string]: unknown };
}

/** A gateway request whose execution reported errors, as graphql formats them (message, path, extensions). */
export class GatewayRequestError extends Error {
  override readonly name = 'GatewayRequestError';
  readonly errors: readonly GatewayFormattedError[];

  constructor(errors: readonly GatewayFormattedError[]) {
    super(errors[0]?.message ?? CommonMessages.somethingWentWrong);
    this.errors = errors;
  }
}
