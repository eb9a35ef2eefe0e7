import { CommonMessages } from '../../contract/commonMessages';
import type { Gateway, OperationName, OperationResult, OperationVariables } from '../gateway/client';
import { GatewayRequestError, type GatewayErrorCode, type GatewayErrorExtensions } from '../gateway/errors';

export type { GatewayErrorCode };
// The app reaches the gateway only through this module (its layer may not import src/gateway).
export type { Gateway, OperationName, OperationResult, OperationVariables };
/** A report's reason as the gateway's enum names it (reports send it). */
export { reasonOfCode } from '../gateway/resolvers/reports';

/** A failed gateway call as machines see it: the server's status and message, plus any data it sent. */
export class GatewayError extends Error {
  override readonly name = 'GatewayError';
  readonly code: GatewayErrorCode;
  readonly status: number;
  readonly data: unknown;

  constructor(code: GatewayErrorCode, status: number, message: string, data: unknown = null) {
    super(message);
    this.code = code;
    this.status = status;
    this.data = data;
  }
}

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

/** Reads the first GraphQL error's extensions back into a GatewayError. */
export function toGatewayError(error: unknown): GatewayError {
  if (error instanceof GatewayError) return error;
  const first = error instanceof GatewayRequestError ? error.errors[0] : undefined;
  const extensions = (first?.extensions ?? {}) as Partial<GatewayErrorExtensions>;
  if (!first || !extensions.code) return new GatewayError('INTERNAL', 500, CommonMessages.somethingWentWrong);
  return new GatewayError(extensions.code, extensions.status ?? 500, first.message, extensions.data ?? null);
}

/** Runs one typed operation; failures reject as GatewayError, an abort rejects as the abort itself. */
export async function runOperation<Name extends OperationName>(
  gateway: Gateway,
  operation: Name,
  variables: OperationVariables<Name>,
  signal?: AbortSignal,
): Promise<OperationResult<Name>> {
  try {
    return await gateway.request(operation, variables, signal);
  } catch (error) {
    if (isAbort(error) || signal?.aborted) throw error;
    throw toGatewayError(error);
  }
}
