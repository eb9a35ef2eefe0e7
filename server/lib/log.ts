import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import pino from 'pino';

/** Query-string values that open something (a signed media URL) or name someone (the dev outbox). */
const SECRET_QUERY = /([?&](?:sig|email|token)=)[^&]*/g;

/** Keys whose values are secrets wherever a log line carries them. */
const SECRET_KEYS = ['password', 'old_password', 'new_password', 'confirm_new_password', 'otp', 'token', 'chat_token', 'reset_token', 'authorization', 'cookie'];

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
  error instanceof DrizzleQueryError || (typeof (error as { query?: unknown }).query === 'string' && error.message.startsWith('Failed query: '));

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

/** The pino options every server log uses: the level, and no secrets in what it writes. */
export function loggerOptions(level: string) {
  return {
    level,
    serializers: { err: (error: Error) => serializeError(error), error: (error: Error) => serializeError(error), req: serializeRequest },
    // Top-level keys only: every nested or wildcard path costs pino tens of microseconds on every line
    // (87 µs a line with `*.key` and `*.*.key`, 6 µs with these). Requests and errors, the nested
    // objects we log, have serializers that never copy headers, bodies or query parameters.
    redact: { paths: SECRET_KEYS, censor: '[redacted]' },
  };
}

/** One line per answered request: who asked what, the status and how long it took. */
export function accessLog(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
  request.log.info({ req: request, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 }, 'request completed');
  done();
}

/**
 * Standard output written off the request path: a line waits while the previous write is under way
 * and goes with the next one, so a busy server writes many lines per system call instead of one
 * synchronous write per request (about 180 µs each on this machine's bench). pino flushes it on exit.
 */
export const stdoutLog = () => pino.destination({ dest: 1, sync: false });
