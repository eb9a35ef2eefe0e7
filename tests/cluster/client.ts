/**
 * A person's HTTP calls and socket from a loopback address of their own, so the balancer tells people apart and the
 * per-address limits start fresh every run.
 */
import { randomInt } from 'node:crypto';
import { request, type IncomingHttpHeaders } from 'node:http';
import { io, type Socket } from 'socket.io-client';
import { SOCKET_PATH } from '../../contract/routes';

/** A loopback address no other run of the suite is likely to have used within the limits' windows. */
export const freshAddress = () => `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  json<T = { success: number; message: string; data: Record<string, unknown> }>(): T;
}

export interface CallOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
  /** Gives up after this many ms (a dead replica's request hangs otherwise). */
  timeoutMs?: number;
}

/** One HTTP request from `from`; rejects only when no answer came (refused, reset, timed out). */
export function call(
  from: string,
  url: string,
  { method = 'GET', headers = {}, body, timeoutMs = 15_000 }: CallOptions = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method, headers, localAddress: from, timeout: timeoutMs }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('error', reject);
      incoming.on('end', () => {
        const bytes = Buffer.concat(chunks);
        resolve({
          status: incoming.statusCode ?? 0,
          headers: incoming.headers,
          body: bytes,
          json: () => JSON.parse(bytes.toString('utf8')),
        });
      });
    });
    outgoing.on('timeout', () => outgoing.destroy(new Error(`${method} ${url} timed out after ${timeoutMs} ms`)));
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** A JSON POST as the app's client sends it, with a bearer token when given. */
export const post = (from: string, url: string, payload: unknown, token?: string, headers: Record<string, string> = {}) =>
  call(from, url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: JSON.stringify(payload),
  });

/** A GET that follows redirects (a file served from object storage may answer with a presigned URL). */
export async function get(from: string, url: string, redirects = 3): Promise<Answer> {
  const answer = await call(from, url);
  const location = answer.headers.location;
  if (answer.status >= 300 && answer.status < 400 && location && redirects > 0)
    return get(from, new URL(location, url).toString(), redirects - 1);
  return answer;
}

/** A multipart upload: the form encoded as a browser would, then sent from `from`. */
export async function upload(from: string, url: string, form: FormData, token: string): Promise<Answer> {
  const encoded = new Request(url, { method: 'POST', body: form });
  return call(from, url, {
    method: 'POST',
    headers: { 'content-type': encoded.headers.get('content-type')!, authorization: `Bearer ${token}` },
    body: Buffer.from(await encoded.arrayBuffer()),
  });
}

/** The app's chat socket (websocket only, as the web client opens it) from `from`, reconnecting as the client does. */
export function chatSocket(from: string, url: string, token: string, { reconnection = true } = {}): Socket {
  return io(url, {
    path: SOCKET_PATH,
    auth: { token },
    transports: ['websocket'],
    localAddress: from,
    reconnection,
    reconnectionDelay: 100,
    reconnectionDelayMax: 500,
    forceNew: true,
  } as Parameters<typeof io>[1]);
}

/** Resolves once the socket is connected. */
export const connected = (socket: Socket) =>
  new Promise<void>((resolve, reject) => {
    if (socket.connected) return resolve();
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
