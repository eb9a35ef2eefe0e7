import type { FastifyBaseLogger } from 'fastify';
import { createClient, type RedisClientOptions, type RedisClientType } from 'redis';

/** A connection attempt, or a command not yet sent, fails past this (node-redis's `timeout` does not bound a reply on an open connection). */
export const REDIS_COMMAND_TIMEOUT_MS = 1000;

/** The longest pause between two reconnection attempts. */
const MAX_RECONNECT_DELAY_MS = 2000;

/** Options of every Redis client: commands fail at once while it reconnects. See docs/decisions/0007-redis-outages.md */
export function redisOptions(url: string): RedisClientOptions {
  return {
    url,
    disableOfflineQueue: true,
    commandOptions: { timeout: REDIS_COMMAND_TIMEOUT_MS },
    socket: {
      connectTimeout: REDIS_COMMAND_TIMEOUT_MS,
      reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, MAX_RECONNECT_DELAY_MS),
    },
  };
}

/**
 * Logs a client's outages, one line when it loses Redis and one when it is back (node-redis emits an error on every
 * failed attempt). The listener is also what keeps an `error` event from ending the process.
 */
export function logOutages(client: RedisClientType, log: FastifyBaseLogger, name: string): void {
  let down = false;
  client.on('error', (error: unknown) => {
    if (down) return;
    down = true;
    log.error({ err: error }, `${name}: Redis unreachable, reconnecting`);
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    log.info(`${name}: Redis reachable again`);
  });
}

/**
 * Resolves once `client` is connected or its first attempt failed, so a process starts without Redis.
 * See docs/decisions/0007-redis-outages.md
 */
export async function startRedis(client: RedisClientType): Promise<void> {
  const settled = new Promise<void>((resolve) => {
    client.once('ready', resolve);
    client.once('error', () => resolve());
  });
  // Rejects only when the client is closed before it ever connected; the error listener has logged why.
  client.connect().catch(() => {});
  await settled;
}

/**
 * Ends a client at shutdown, once the server has answered its last request: a command still waiting for Redis is
 * refused (a realtime event the adapter publishes, whose message is already stored).
 */
export function closeRedis(client: RedisClientType): void {
  if (client.isOpen) client.destroy();
}

/** The server's Redis client: commands bounded in time, outages logged, connected (or retrying) when it resolves. */
export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<RedisClientType> {
  const client = createClient(redisOptions(url)) as RedisClientType;
  logOutages(client, log, 'limits');
  await startRedis(client);
  return client;
}
