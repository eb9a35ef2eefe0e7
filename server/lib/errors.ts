import type { Message } from '../../contract/messages';

/** A refusal the client caused or may act on: answered as `{ success: 0, message, data }` with `status`. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 402 | 403 | 404 | 409 | 429,
    override readonly message: Message,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A 429 that says in `Retry-After` how many seconds the refusing limit still runs. */
export class TooManyRequests extends ApiError {
  constructor(
    readonly retryAfterSeconds: number,
    message: Message,
  ) {
    super(429, message);
  }
}

export const badRequest = (message: Message, data?: unknown) => new ApiError(400, message, data);
export const unauthorized = (message: Message) => new ApiError(401, message);
/** A card the provider refused: the message says why (declined, insufficient funds, failed authentication). */
export const paymentRequired = (message: Message) => new ApiError(402, message);
export const forbidden = (message: Message, data?: unknown) => new ApiError(403, message, data);
export const notFound = (message: Message) => new ApiError(404, message);
export const conflict = (message: Message) => new ApiError(409, message);
