import type { RedisClientType } from 'redis';

/** A reservation's answer: whether it took a slot, and the milliseconds the key's window still runs. */
export interface Reservation {
  taken: boolean;
  ttl: number;
}

/**
 * Slots per key in a fixed window, taken atomically before the work they guard and given back when it proved harmless.
 * See docs/decisions/0020-password-guess-budget.md
 */
export interface FailureCounter {
  reserve(key: string, max: number): Promise<Reservation>;
  release(key: string): Promise<void>;
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
    // No await before the count changes: one request's check and increment cannot interleave with another's.
    async reserve(key, max) {
      const entry = live(key) ?? { count: 0, endsAt: now() + windowMs };
      if (entry.count >= max) return { taken: false, ttl: entry.endsAt - now() };
      entry.count += 1;
      windows.set(key, entry);
      if (windows.size > PRUNE_ABOVE) for (const known of windows.keys()) live(known);
      return { taken: true, ttl: entry.endsAt - now() };
    },
    async release(key) {
      const entry = live(key);
      if (entry && entry.count > 0) entry.count -= 1;
    },
    async clear(key) {
      windows.delete(key);
    },
  };
}

const RESERVE = `
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
if current >= tonumber(ARGV[2]) then return { 0, redis.call('PTTL', KEYS[1]) } end
current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { 1, redis.call('PTTL', KEYS[1]) }
`;

// Only a live key goes down: DECR on an expired one would create it at -1 with no expiry.
const RELEASE = `
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
if current > 0 then redis.call('DECR', KEYS[1]) end
return current
`;

/** The same counter on Redis, so every server process takes slots from the same budget. */
export function redisFailureCounter(redis: RedisClientType, windowMs: number, prefix: string): FailureCounter {
  return {
    async reserve(key, max) {
      const [taken, ttl] = (await redis.eval(RESERVE, { keys: [prefix + key], arguments: [String(windowMs), String(max)] })) as [
        number,
        number,
      ];
      return { taken: taken === 1, ttl: Math.max(ttl, 0) };
    },
    async release(key) {
      await redis.eval(RELEASE, { keys: [prefix + key] });
    },
    async clear(key) {
      await redis.del(prefix + key);
    },
  };
}
