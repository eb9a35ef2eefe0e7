import { CommonMessages } from '../../contract/commonMessages';
import { ApiError } from '../gateway/rest';

/** How much of a file is up: bytes the server has of `total`. */
export interface UploadProgress {
  sent: number;
  total: number;
}

/** Where files go up besides rest.ts: the session's tokens (the chat API's is the chat token), and what a 401 means. */
export interface FileSender {
  getAuthToken: () => string | null;
  getJwtToken: () => string | null;
  /** A 401 answered the request that carried `token`. */
  onUnauthorized: (token: string | null) => void;
}

/** The envelope's message of a refusal, or the fallback when it has none. */
export function refusalOf(status: number, body: string): ApiError {
  try {
    const envelope = JSON.parse(body) as { message?: unknown; data?: unknown };
    if (typeof envelope.message === 'string' && envelope.message) return new ApiError(status, envelope.message, envelope.data ?? null);
  } catch {
    // Not our envelope (a proxy's page): the fallback says it.
  }
  return new ApiError(status, CommonMessages.somethingWentWrong);
}

/** What an upload aborted by its caller rejects with, however it was being sent. */
export const uploadCancelled = () => new DOMException('The upload was cancelled', 'AbortError');
