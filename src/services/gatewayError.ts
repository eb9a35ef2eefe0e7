import type { ClientError, RequestOptions, TypedDocumentString } from 'graphql-request';
import { Messages } from '../../contract/messages';
import type { Gateway } from '../gateway/client';
import type { GatewayErrorCode } from '../gateway/errors';

export type { GatewayErrorCode };

/** A failed gateway call as machines see it: the server's status and message, plus any data it sent. */
export class GatewayError extends Error {
  override readonly name = 'GatewayError';
  constructor(
    readonly code: GatewayErrorCode,
    readonly status: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

interface ErrorExtensions {
  code?: GatewayErrorCode;
  status?: number;
  data?: unknown;
}

/**
 * graphql-request's ClientError, recognised by its shape: importing the class would pull graphql-request
 * (and graphql's parser) into the first load, ahead of the gateway that throws it.
 */
const isClientError = (error: unknown): error is ClientError =>
  error instanceof Error && typeof (error as Partial<ClientError>).response === 'object' && (error as Partial<ClientError>).response !== null;

/** Reads the first GraphQL error's extensions back into a GatewayError. */
export function toGatewayError(error: unknown): GatewayError {
  if (error instanceof GatewayError) return error;
  const first = isClientError(error) ? error.response.errors?.[0] : undefined;
  const extensions = (first?.extensions ?? {}) as ErrorExtensions;
  if (!first || !extensions.code) return new GatewayError('INTERNAL', 500, Messages.somethingWentWrong);
  return new GatewayError(extensions.code, extensions.status ?? 500, first.message, extensions.data ?? null);
}

/** Runs one typed operation; failures reject as GatewayError, an abort rejects as the abort itself. */
export async function runOperation<Result, Variables extends object>(
  client: Gateway,
  document: TypedDocumentString<Result, Variables>,
  variables: Variables,
  signal?: AbortSignal,
): Promise<Result> {
  try {
    // The variables were already checked against the document by the signature above.
    const options = { document, variables, signal } as RequestOptions<object, Result>;
    return await client.request<Result, object>(options);
  } catch (error) {
    if (isAbort(error) || signal?.aborted) throw error;
    throw toGatewayError(error);
  }
}
