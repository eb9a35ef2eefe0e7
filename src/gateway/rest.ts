import { CommonMessages } from '../../contract/commonMessages';
import type { DataOf, InputOf } from '../../contract/endpoint';
import type { CallableEndpoint, EntryOf } from '../../contract/endpoints';
import { fillPath } from '../../contract/routes';
import { IDEMPOTENCY_HEADER } from '../../contract/fieldRules';

/** A successful answer: the server's message (for the toast) and its data. */
export interface Answer<Data> {
  message: string;
  data: Data;
}

export interface CallOptions {
  signal?: AbortSignal;
  /** A paid call's attempt (DESIGN.md, money): the same key again charges once. */
  idempotencyKey?: string;
}

export interface RestClient {
  /**
   * Calls an entry of generated/endpoints.ts, typed by its entry in contract/endpoints.ts: the path's parameters
   * are filled from `input`, the rest is the query (when the entry has one), the form's parts (an upload) or the
   * JSON body. Chat calls carry the chat token.
   */
  call<C extends CallableEndpoint>(endpoint: C, input: InputOf<EntryOf<C>>, options?: CallOptions): Promise<Answer<DataOf<EntryOf<C>>>>;
}

export interface RestClientOptions {
  baseUrl?: string;
  getAuthToken: () => string | null;
  getJwtToken: () => string | null;
  /** A 401 answered the request that carried `token`. */
  onUnauthorized: (token: string | null) => void;
  fetch?: typeof fetch;
}

/** A non-success answer of either API, carrying the server's own message for the UI. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly data: unknown;

  constructor(status: number, message: string, data: unknown = null) {
    super(message);
    this.status = status;
    this.data = data;
  }
}

interface Envelope {
  success?: unknown;
  message?: unknown;
  data?: unknown;
}

const isAbort = (error: unknown, signal: AbortSignal | undefined) =>
  signal?.aborted === true || (error instanceof Error && error.name === 'AbortError');

/** The form's parts in the order given: files with their names, the rest as text. */
export function formOf(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value instanceof Blob) form.append(name, value, value instanceof File ? value.name : 'upload');
    else if (value !== undefined && value !== null) form.append(name, String(value as string | number));
  }
  return form;
}

/** The URL, the body and whether it is JSON, for `input` sent to `endpoint`. */
function requestOf(endpoint: CallableEndpoint, input: Record<string, unknown>): { path: string; body: BodyInit | null; json: boolean } {
  const names = [...endpoint.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const path = fillPath(endpoint.path, input);
  const rest = Object.fromEntries(Object.entries(input).filter(([name]) => !names.includes(name)));
  if (endpoint.form) return { path, body: formOf(rest), json: false };
  if (endpoint.query) {
    const query = new URLSearchParams(Object.entries(rest).map(([name, value]) => [name, String(value)])).toString();
    // Spec §7: a POST whose page travels in the query has an empty body.
    return { path: `${path}?${query}`, body: endpoint.method === 'GET' ? null : '{}', json: endpoint.method !== 'GET' };
  }
  if (endpoint.method === 'GET') return { path, body: null, json: false };
  return { path, body: JSON.stringify(rest), json: true };
}

/** The session's token an endpoint's caller carries: the chat token for the chat API, the auth token for the rest. */
export const tokenOf = (endpoint: CallableEndpoint, tokens: Pick<RestClientOptions, 'getAuthToken' | 'getJwtToken'>) =>
  endpoint.caller === 'chat' ? tokens.getJwtToken() : tokens.getAuthToken();

export function createRestClient(options: RestClientOptions): RestClient {
  const { baseUrl = '', getAuthToken, getJwtToken, onUnauthorized } = options;
  // Bound lazily so a test or the browser can swap globalThis.fetch after creation.
  const send = (url: string, init: RequestInit) => (options.fetch ?? globalThis.fetch)(url, init);

  // The data is typed by the contract the server validates its answers against; it is not re-checked here.
  async function call<C extends CallableEndpoint>(endpoint: C, input: InputOf<EntryOf<C>>, { signal, idempotencyKey }: CallOptions = {}) {
    const { path, body, json } = requestOf(endpoint, input as Record<string, unknown>);
    const token = tokenOf(endpoint, { getAuthToken, getJwtToken });
    const headers = new Headers({ accept: 'application/json' });
    if (json) headers.set('content-type', 'application/json');
    if (idempotencyKey) headers.set(IDEMPOTENCY_HEADER, idempotencyKey);
    if (token) headers.set('authorization', `Bearer ${token}`);

    let response: Response;
    try {
      response = await send(`${baseUrl}${path}`, { method: endpoint.method, headers, body, signal });
    } catch (error) {
      // An abort is the caller's decision, not a failure to report.
      if (isAbort(error, signal)) throw error;
      throw new ApiError(0, CommonMessages.somethingWentWrong);
    }

    const envelope = await readEnvelope(response);
    if (response.status === 401) onUnauthorized(token);
    if (!response.ok || envelope?.success !== 1) {
      const message = typeof envelope?.message === 'string' && envelope.message ? envelope.message : CommonMessages.somethingWentWrong;
      throw new ApiError(response.status, message, envelope?.data ?? null);
    }
    return { message: typeof envelope.message === 'string' ? envelope.message : '', data: envelope.data as DataOf<EntryOf<C>> };
  }

  return { call };
}

async function readEnvelope(response: Response): Promise<Envelope | null> {
  try {
    const parsed: unknown = await response.json();
    return parsed !== null && typeof parsed === 'object' ? (parsed as Envelope) : null;
  } catch {
    return null;
  }
}
