import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RedisClientType } from 'redis';
import { Messages } from '../../contract/messages';
import { ApiError } from '../lib/errors';
import { redisRateLimitStore } from './rate-limit-store';

export interface Limit {
  max: number;
  /** Milliseconds. */
  timeWindow: number;
}

/** Limits of the calls that guess secrets (login, OTP, reset): per client address and per account. */
export interface AuthLimits {
  perAddress: Limit;
  perAccount: Limit;
}

export const defaultAuthLimits: AuthLimits = {
  perAddress: { max: 30, timeWindow: 60_000 },
  perAccount: { max: 10, timeWindow: 15 * 60_000 },
};

declare module 'fastify' {
  interface FastifyInstance {
    /** A preHandler refusing with 429 and `Retry-After` once the address or the body's account is over its limit. */
    authThrottle(name: string): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export interface RateLimitOptions {
  limits: AuthLimits;
  redis?: RedisClientType;
}

const accountOf = (request: FastifyRequest) => {
  const body = request.body as { email?: unknown; username?: unknown } | undefined;
  const account = body?.email ?? body?.username;
  return typeof account === 'string' ? account.trim().toLowerCase() : '';
};

async function limits(app: FastifyInstance, options: RateLimitOptions) {
  await app.register(rateLimit, {
    global: false,
    ...(options.redis ? { store: redisRateLimitStore(options.redis) } : {}),
  });

  app.decorate('authThrottle', (name: string) => {
    const { perAddress, perAccount } = options.limits;
    const byAddress = app.createRateLimit({ ...perAddress, keyGenerator: (request) => `${name}:address:${request.ip}` });
    const byAccount = app.createRateLimit({ ...perAccount, keyGenerator: (request) => `${name}:account:${accountOf(request)}` });
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const [address, account] = await Promise.all([byAddress(request), byAccount(request)]);
      let retryAfter = 0;
      for (const result of [address, account]) {
        if (!result.isAllowed && result.isExceeded) retryAfter = Math.max(retryAfter, result.ttlInSeconds, 1);
      }
      if (retryAfter === 0) return;
      // When both refuse, the later window is the earliest a retry can pass.
      reply.header('retry-after', retryAfter);
      throw new ApiError(429, Messages.tooManyRequests);
    };
  });
}

export default fp(limits, { name: 'rate-limit' });
