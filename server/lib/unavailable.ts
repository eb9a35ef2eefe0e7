import {
  ClientClosedError,
  ClientOfflineError,
  ConnectionTimeoutError,
  SocketClosedUnexpectedlyError,
  SocketTimeoutError,
  TimeoutError,
} from 'redis';

/**
 * PostgreSQL's codes for a server that cannot serve now: a connection exception (class 08), a shutdown or a
 * restart (57P01-57P03), too many connections (53300), a statement cancelled by `statement_timeout` (57014).
 */
const POSTGRES_UNAVAILABLE = /^(08...|57P0[123]|53300|57014)$/;

/** The socket's view of a peer that is down, restarting or unreachable. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/** node-postgres and its pool say it in words: a connection that timed out, broke or ended. */
const POSTGRES_CLIENT_MESSAGES = [
  // A connection attempt past `connectionTimeoutMillis` (the client's), or a wait for a free one past the pool's.
  'timeout expired',
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
];

/** node-redis refusing a command while it reconnects, or a command or connection that timed out. */
const REDIS_UNAVAILABLE = [
  ClientOfflineError,
  ClientClosedError,
  ConnectionTimeoutError,
  SocketClosedUnexpectedlyError,
  SocketTimeoutError,
  TimeoutError,
];

function isUnavailableCause(error: Error): boolean {
  const { code } = error as { code?: unknown };
  if (typeof code === 'string' && (POSTGRES_UNAVAILABLE.test(code) || NETWORK_CODES.has(code))) return true;
  if (REDIS_UNAVAILABLE.some((type) => error instanceof type)) return true;
  return POSTGRES_CLIENT_MESSAGES.some((message) => error.message.startsWith(message));
}

/**
 * True when `error` (or what caused it: drizzle wraps the driver's error) says the database or Redis cannot be
 * reached or answered too late, rather than that the request or the code is wrong: the answer is 503, not 500.
 */
export function isServiceUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth += 1) {
    if (isUnavailableCause(cause)) return true;
    // An AggregateError (a connection tried on every address of a name) is down when each attempt is.
    if (cause instanceof AggregateError && cause.errors.length > 0 && cause.errors.every((inner) => isServiceUnavailable(inner)))
      return true;
  }
  return false;
}
