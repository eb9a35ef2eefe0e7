import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { RedisClientType } from 'redis';

// Same counting as @fastify/rate-limit's own Redis store, which only speaks ioredis.
const INCREMENT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { current, redis.call('PTTL', KEYS[1]) }
`;

/** A @fastify/rate-limit store on node-redis, so every server process counts the same attempts. */
export function redisRateLimitStore(redis: RedisClientType, prefix = 'rate-limit:') {
  return class RedisRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
      redis
        .eval(INCREMENT, { keys: [prefix + key], arguments: [String(timeWindow)] })
        .then((reply) => {
          const [current, ttl] = reply as [number, number];
          callback(null, { current, ttl: Math.max(ttl, 0) });
        })
        .catch((error: Error) => callback(error));
    }

    // Keys are namespaced by their key generator, so a child can share the parent's counters.
    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
