import type { Message } from '../../contract/messages.ts';

/** A refusal the client caused or may act on: answered as `{ success: 0, message, data }` with `status`. */
export class ApiError extends Error {
  readonly statusCode: 400 | 401 | 402 | 403 | 404 | 409 | 429;
  // Error's own message (set by super), narrowed: a declaration only, so no class field redefines it.
  declare readonly message: Message;
  readonly data?: unknown;

  constructor(statusCode: 400 | 401 | 402 | 403 | 404 | 409 | 429, message: Message, data?: unknown) {
    super(message);
    this.statusCode = statusCode;
    this.data = data;
    this.name = 'ApiError';
  }
}

/** A 429 that says in `Retry-After` how many seconds the refusing limit still runs. */
export class TooManyRequests extends ApiError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number, message: Message) {
    super(429, message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export const badRequest = (message: Message, data?: unknown) => new ApiError(400, message, data);
export const unauthorized = (message: Message) => new ApiError(401, message);
/** A card the provider refused: the message says why (declined, insufficient funds, failed authentication). */
export const paymentRequired = (message: Message) => new ApiError(402, message);
export const forbidden = (message: Message, data?: unknown) => new ApiError(403, message, data);
export const notFound = (message: Message) => new ApiError(404, message);
export const conflict = (message: Message) => new ApiError(409, message);
