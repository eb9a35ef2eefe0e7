import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RedisClientType } from 'redis';
import { Messages } from '../../contract/messages';
import { ApiError } from '../lib/errors';
import { memoryFailureCounter, redisFailureCounter, type FailureCounter } from './failure-counter';
import { redisRateLimitStore } from './rate-limit-store';

export interface Limit {
  max: number;
  /** Milliseconds. */
  timeWindow: number;
}

/**
 * Limits of the calls that guess secrets (login, OTP, reset) per client address and per account;
 * per account, logins count failures only, in one budget for the admin and the chat login.
 */
export interface AuthLimits {
  perAddress: Limit;
  perAccount: Limit;
  /** Signups per client address; default `defaultAuthLimits.signupPerAddress`. */
  signupPerAddress?: Limit;
}

export const defaultAuthLimits: Required<AuthLimits> = {
  perAddress: { max: 30, timeWindow: 60_000 },
  perAccount: { max: 10, timeWindow: 15 * 60_000 },
  signupPerAddress: { max: 10, timeWindow: 60 * 60_000 },
};

type PreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** The failed logins of each account (its normalized email), shared by `/api/login` and `/auth/login`. */
export interface LoginFailures {
  record(account: string): Promise<void>;
  /** A proof of owning the mailbox (an OTP, a reset) ends the lock strangers' guesses put on the account. */
  clear(account: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** A preHandler refusing with 429 and `Retry-After` once the address or the body's account is over its limit. */
    authThrottle(name: string): PreHandler;
    /** The preHandler of both logins: the address's calls, then the account's failed logins. */
    loginThrottle: PreHandler;
    loginFailures: LoginFailures;
    /** The preHandler of signups: so many per client address. */
    signupThrottle: PreHandler;
  }
}

export interface RateLimitOptions {
  limits: AuthLimits;
  redis?: RedisClientType;
}

/** The account a login, OTP or reset body names: the chat login's `username` is the email too. */
export const accountOf = (request: FastifyRequest) => {
  const body = request.body as { email?: unknown; username?: unknown } | undefined;
  const account = body?.email ?? body?.username;
  return typeof account === 'string' ? account.trim().toLowerCase() : '';
};

/** When both refuse, the later window is the earliest a retry can pass. */
function refuse(reply: FastifyReply, retryAfterSeconds: number): never {
  reply.header('retry-after', Math.max(retryAfterSeconds, 1));
  throw new ApiError(429, Messages.tooManyRequests);
}

async function limits(app: FastifyInstance, options: RateLimitOptions) {
  await app.register(rateLimit, {
    global: false,
    ...(options.redis ? { store: redisRateLimitStore(options.redis) } : {}),
  });
  const { perAddress, perAccount, signupPerAddress } = { ...defaultAuthLimits, ...options.limits };

  const byAddress = (name: string, limit: Limit) => app.createRateLimit({ ...limit, keyGenerator: (request) => `${name}:address:${request.ip}` });
  /** Seconds until every refusing limit lets the request through; 0 when none refuses. */
  const retryAfter = (results: { isAllowed: boolean; isExceeded?: boolean; ttlInSeconds?: number }[]) =>
    Math.max(0, ...results.map((result) => (!result.isAllowed && result.isExceeded ? Math.max(result.ttlInSeconds ?? 1, 1) : 0)));

  app.decorate('authThrottle', (name: string) => {
    const address = byAddress(name, perAddress);
    const account = app.createRateLimit({ ...perAccount, keyGenerator: (request) => `${name}:account:${accountOf(request)}` });
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const wait = retryAfter(await Promise.all([address(request), account(request)]));
      if (wait > 0) refuse(reply, wait);
    };
  });

  const failures: FailureCounter = options.redis
    ? redisFailureCounter(options.redis, perAccount.timeWindow, 'login-failures:')
    : memoryFailureCounter(perAccount.timeWindow);
  app.decorate('loginFailures', { record: (account: string) => failures.record(account), clear: (account: string) => failures.clear(account) });

  const loginAddress = byAddress('login', perAddress);
  app.decorate('loginThrottle', async (request: FastifyRequest, reply: FastifyReply) => {
    const [address, account] = await Promise.all([loginAddress(request), failures.read(accountOf(request))]);
    const accountWait = account.count >= perAccount.max ? Math.ceil(account.ttl / 1000) : 0;
    const wait = Math.max(retryAfter([address]), accountWait);
    if (wait > 0) refuse(reply, wait);
  });

  const signupAddress = byAddress('signup', signupPerAddress);
  app.decorate('signupThrottle', async (request: FastifyRequest, reply: FastifyReply) => {
    const wait = retryAfter([await signupAddress(request)]);
    if (wait > 0) refuse(reply, wait);
  });
}

export default fp(limits, { name: 'rate-limit' });
