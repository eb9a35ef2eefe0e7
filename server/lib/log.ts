import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import pino, { type Bindings, type ChildLoggerOptions } from 'pino';

/** Query-string values that open something (a signed media URL) or name someone (the dev outbox). */
const SECRET_QUERY = /([?&](?:sig|email|token)=)[^&]*/g;

/** Keys whose values are secrets wherever a log line carries them. */
const SECRET_KEYS = [
  'password',
  'old_password',
  'new_password',
  'confirm_new_password',
  'otp',
  'token',
  'chat_token',
  'reset_token',
  'authorization',
  'cookie',
];

/** Properties of a database error that carry no row values (pg's `detail` and `where` may quote a whole row). */
const SAFE_ERROR_FIELDS = ['code', 'statusCode', 'constraint', 'table', 'column', 'routine', 'severity'] as const;

interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

/** drizzle's failed query, whose message lists the parameters (matched by shape too: a second copy of drizzle-orm has its own class). */
const isQueryError = (error: Error): error is DrizzleQueryError =>
  error instanceof DrizzleQueryError ||
  (typeof (error as { query?: unknown }).query === 'string' && error.message.startsWith('Failed query: '));

/** The frames of a stack, without the message it starts with (which may quote the parameters). */
const framesOf = (stack: string | undefined) => {
  const at = stack?.indexOf('\n    at ') ?? -1;
  return at >= 0 && stack ? stack.slice(at) : '';
};

/**
 * Errors as the log keeps them: a failed query names its SQL (placeholders only) and its database
 * cause, never its parameters (password hashes, codes, emails).
 */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const message = isQueryError(error) ? `Failed query: ${error.query}` : error.message;
  const serialized: SerializedError = { type: error.name, message, stack: `${error.name}: ${message}${framesOf(error.stack)}` };
  for (const field of SAFE_ERROR_FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (value !== undefined) serialized[field] = value;
  }
  if (error.cause !== undefined && depth < 3) serialized.cause = serializeError(error.cause, depth + 1);
  return serialized;
}

/** fastify's request line without secrets in the query string. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.replace(SECRET_QUERY, '$1[redacted]'),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The header a proxy names a request by, kept in every log line of the request and answered back. */
export const REQUEST_ID_HEADER = 'x-request-id';
/** What a caller's id may be: a plain token (a UUID, nginx's `$request_id`), nothing that could forge a log line. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** fastify's `genReqId`: the caller's `x-request-id` when it is a sane token, else a fresh UUID (unique across replicas, unlike fastify's counter). */
export function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && SANE_REQUEST_ID.test(sent) ? sent : randomUUID();
}

/** The id of the request whose work is running, for the lines logged through `app.log` (a mail job's, a push's). */
const currentRequestId = new AsyncLocalStorage<string>();
/** The id of the request running now, if any: a job sent from it carries the id to the process that runs it. */
export const runningRequestId = (): string | undefined => currentRequestId.getStore();

/** Runs `work` as part of request `requestId` (a job it sent): its lines through `app.log` carry the id. */
export function asPartOfRequest<T>(requestId: string | undefined, work: () => T): T {
  return requestId === undefined ? work() : currentRequestId.run(requestId, work);
}

/** Marks `request.log`, which fastify already binds to its `reqId`. */
const REQUEST_LOGGER = Symbol('request logger');

/** fastify's `childLoggerFactory`: the request's own logger, marked so the mixin does not add its id twice. */
export function requestLogger(
  this: unknown,
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return Object.assign(logger.child(bindings, options), { [REQUEST_LOGGER]: true });
}

/** onRequest: answers the request's id, and runs the rest of the request in its context. */
export function enterRequest(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
  void reply.header(REQUEST_ID_HEADER, request.id);
  currentRequestId.run(request.id, done);
}

/** pino's mixin: a line written during a request through another logger than `request.log` carries the request's id too. */
function requestIdMixin(_line: object, _level: number, logger: object): object {
  if (REQUEST_LOGGER in logger) return {};
  const reqId = currentRequestId.getStore();
  return reqId === undefined ? {} : { reqId };
}

/** The pino options every server log uses: the level, the request id, and no secrets in what it writes. */
export function loggerOptions(level: string) {
  return {
    level,
    mixin: requestIdMixin,
    serializers: { err: (error: Error) => serializeError(error), error: (error: Error) => serializeError(error), req: serializeRequest },
    // Top-level keys only; the nested objects we log have serializers. See docs/decisions/0028-log-redaction-by-top-level-keys.md
    redact: { paths: SECRET_KEYS, censor: '[redacted]' },
  };
}

/** One line per answered request: who asked what, the status and how long it took. */
export function accessLog(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
  request.log.info({ req: request, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 }, 'request completed');
  done();
}

/** Standard output written asynchronously, many lines per system call. See docs/decisions/0006-asynchronous-log-output.md */
export const stdoutLog = () => pino.destination({ dest: 1, sync: false });
