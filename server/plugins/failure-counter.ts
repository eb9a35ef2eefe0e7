import type { RedisClientType } from 'redis';

/** Where a counted key stands: failures in the running window and the milliseconds the window still runs. */
export interface FailureCount {
  count: number;
  ttl: number;
}

/**
 * Failures per key in a fixed window that starts at the first failure. Unlike a request counter it
 * can be read without counting and cleared (a proof of ownership lifts the lock).
 */
export interface FailureCounter {
  read(key: string): Promise<FailureCount>;
  record(key: string): Promise<void>;
  clear(key: string): Promise<void>;
}

/** Entries past this many are pruned of expired windows, so strangers' keys cannot grow the map for ever. */
const PRUNE_ABOVE = 10_000;

export function memoryFailureCounter(windowMs: number, now: () => number = Date.now): FailureCounter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const live = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.endsAt <= now()) windows.delete(key);
    return windows.get(key);
  };
  return {
    async read(key) {
      const entry = live(key);
      return entry ? { count: entry.count, ttl: entry.endsAt - now() } : { count: 0, ttl: 0 };
    },
    async record(key) {
      const entry = live(key);
      if (entry) entry.count += 1;
      else windows.set(key, { count: 1, endsAt: now() + windowMs });
      if (windows.size > PRUNE_ABOVE) for (const known of windows.keys()) live(known);
    },
    async clear(key) {
      windows.delete(key);
    },
  };
}

const RECORD = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return current
`;

/** The same counter on Redis, so every server process sees the same failures. */
export function redisFailureCounter(redis: RedisClientType, windowMs: number, prefix: string): FailureCounter {
  return {
    async read(key) {
      const [count, ttl] = await Promise.all([redis.get(prefix + key), redis.pTTL(prefix + key)]);
      return { count: Number(count ?? 0), ttl: Math.max(Number(ttl), 0) };
    },
    async record(key) {
      await redis.eval(RECORD, { keys: [prefix + key], arguments: [String(windowMs)] });
    },
    async clear(key) {
      await redis.del(prefix + key);
    },
  };
}
