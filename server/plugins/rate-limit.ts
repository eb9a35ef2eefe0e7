import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RedisClientType } from 'redis';
import { Messages, type Message } from '../../contract/messages.ts';
import { defaultPostingRates } from '../config.ts';
import { TooManyRequests } from '../lib/errors.ts';
import { memoryFailureCounter, redisFailureCounter, type FailureCounter } from './failure-counter.ts';
import { redisRateLimitStore } from './rate-limit-store.ts';

export interface Limit {
  max: number;
  /** Milliseconds. */
  timeWindow: number;
}

/**
 * Limits of the calls that guess secrets, per address and per account (all password guesses share one
 * budget), and of what one person may post per window.
 */
export interface AuthLimits {
  perAddress: Limit;
  perAccount: Limit;
  /** Signups per client address; default `defaultAuthLimits.signupPerAddress`. */
  signupPerAddress?: Limit;
  /** Comments one person may add; default config `postingRates.commentsPerMinute` a minute. */
  commentsPerPerson?: Limit;
  /** Chat messages (and package offers) one person may send; default config `postingRates.chatMessagesPerMinute` a minute. */
  chatMessagesPerPerson?: Limit;
}

export const defaultAuthLimits = {
  perAddress: { max: 30, timeWindow: 60_000 },
  perAccount: { max: 10, timeWindow: 15 * 60_000 },
  signupPerAddress: { max: 10, timeWindow: 60 * 60_000 },
} satisfies AuthLimits;

type PreHandler = (request: FastifyRequest) => Promise<void>;

/**
 * The password guesses of each account (its normalized email): `/api/login`, `/auth/login` and the old
 * password of `/api/user/change-password` share one budget of `perAccount.max` wrong guesses a window.
 */
export interface PasswordGuesses {
  /**
   * Runs `check` once the account has a guess left, counted first; a non-null answer gives the guess back.
   * Over budget: 429 with Retry-After. See docs/decisions/0020-password-guess-budget.md
   */
  guard<T>(account: string, check: () => Promise<T | null>): Promise<T | null>;
  /** A proof of owning the mailbox (an OTP, a reset) ends the lock strangers' guesses put on the account. */
  clear(account: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** A preHandler refusing with 429 and `Retry-After` once the address or the body's account is over its limit. */
    authThrottle(name: string): PreHandler;
    /** The preHandler of both logins: so many calls per client address (the account's guesses are `passwordGuesses`). */
    loginThrottle: PreHandler;
    passwordGuesses: PasswordGuesses;
    /** The preHandler of signups: so many per client address. */
    signupThrottle: PreHandler;
    /** The preHandler of adding a comment: so many per person (after the route's authentication). */
    commentThrottle: PreHandler;
    /** The preHandler of sending a chat message or a package offer: so many per person (after the route's authentication). */
    chatMessageThrottle: PreHandler;
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

/** The account an authenticated route serves: `authenticate` and `authenticateChat` load it, `authenticateToken` names it. */
const personOf = (request: FastifyRequest) => request.viewer?.id ?? request.viewerId;

async function limits(app: FastifyInstance, options: RateLimitOptions) {
  await app.register(rateLimit, {
    global: false,
    ...(options.redis ? { store: redisRateLimitStore(options.redis) } : {}),
  });
  const rates = app.config.postingRates ?? defaultPostingRates;
  const perMinute = (max: number): Limit => ({ max, timeWindow: 60_000 });
  const { perAddress, perAccount, signupPerAddress, commentsPerPerson, chatMessagesPerPerson } = {
    ...defaultAuthLimits,
    commentsPerPerson: perMinute(rates.commentsPerMinute),
    chatMessagesPerPerson: perMinute(rates.chatMessagesPerMinute),
    ...options.limits,
  };

  const byAddress = (name: string, limit: Limit) =>
    app.createRateLimit({ ...limit, keyGenerator: (request) => `${name}:address:${request.ip}` });
  /** Seconds until every refusing limit lets the request through; 0 when none refuses. */
  const retryAfter = (results: { isAllowed: boolean; isExceeded?: boolean; ttlInSeconds?: number }[]) =>
    Math.max(0, ...results.map((result) => (!result.isAllowed && result.isExceeded ? Math.max(result.ttlInSeconds ?? 1, 1) : 0)));

  app.decorate('authThrottle', (name: string) => {
    const address = byAddress(name, perAddress);
    const account = app.createRateLimit({ ...perAccount, keyGenerator: (request) => `${name}:account:${accountOf(request)}` });
    return async (request: FastifyRequest) => {
      const wait = retryAfter(await Promise.all([address(request), account(request)]));
      if (wait > 0) throw new TooManyRequests(wait, Messages.tooManyRequests);
    };
  });

  const guesses: FailureCounter = options.redis
    ? redisFailureCounter(options.redis, perAccount.timeWindow, 'login-failures:')
    : memoryFailureCounter(perAccount.timeWindow);
  app.decorate('passwordGuesses', {
    async guard<T>(account: string, check: () => Promise<T | null>) {
      const slot = await guesses.reserve(account, perAccount.max);
      if (!slot.taken) throw new TooManyRequests(slot.ttl / 1000, Messages.tooManyRequests);
      let proof: T | null;
      try {
        proof = await check();
      } catch (error) {
        // A check that could not finish (the database failed) was no wrong guess.
        await guesses.release(account);
        throw error;
      }
      // Only wrong guesses use the budget up.
      if (proof !== null) await guesses.release(account);
      return proof;
    },
    clear: (account: string) => guesses.clear(account),
  } satisfies PasswordGuesses);

  const loginAddress = byAddress('login', perAddress);
  app.decorate('loginThrottle', async (request: FastifyRequest) => {
    const wait = retryAfter([await loginAddress(request)]);
    if (wait > 0) throw new TooManyRequests(wait, Messages.tooManyRequests);
  });

  const signupAddress = byAddress('signup', signupPerAddress);
  app.decorate('signupThrottle', async (request: FastifyRequest) => {
    const wait = retryAfter([await signupAddress(request)]);
    if (wait > 0) throw new TooManyRequests(wait, Messages.tooManyRequests);
  });

  /** So many calls per person a window, counted before the handler runs (parallel calls cannot slip past), refused with `message`. */
  const perPerson = (name: string, limit: Limit, message: Message): PreHandler => {
    const person = app.createRateLimit({ ...limit, keyGenerator: (request) => `${name}:person:${personOf(request)}` });
    return async (request) => {
      const wait = retryAfter([await person(request)]);
      if (wait > 0) throw new TooManyRequests(wait, message);
    };
  };
  app.decorate('commentThrottle', perPerson('comment', commentsPerPerson, Messages.commentsTooFast));
  app.decorate('chatMessageThrottle', perPerson('chat-message', chatMessagesPerPerson, Messages.chatMessagesTooFast));
}

export default fp(limits, { name: 'rate-limit', dependencies: ['config'] });
