import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RedisClientType } from 'redis';
import { Server } from 'socket.io';
import { SOCKET_PATH, type ClientToServerEvents, type ServerToClientEvents } from '../../contract/chat';
import { closeRedis, logOutages, startRedis } from '../lib/redis';

type EventName = keyof ServerToClientEvents;
type Payload<E extends EventName> = Parameters<ServerToClientEvents[E]>[0];

/** The realtime side as the modules see it: push an event to every tab of a chat member. */
export interface Realtime {
  io: Server<ClientToServerEvents, ServerToClientEvents>;
  toUser<E extends EventName>(chatUserId: string, event: E, payload: Payload<E>): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

export interface RealtimeOptions {
  /** Set: rooms are shared with every process on the same Redis (the app owns this client). */
  redis?: RedisClientType;
}

export const userRoom = (chatUserId: string) => `user:${chatUserId}`;

type Commands = Record<string, (...args: unknown[]) => Promise<unknown>>;

/** The adapter's commands whose promises it drops: each gets a handler, so a refusal while Redis is down is not an unhandled rejection (which ends the process). */
const DROPPED_BY_ADAPTER = ['publish', 'subscribe', 'pSubscribe', 'unsubscribe', 'pUnsubscribe'];

function catchDropped(client: RedisClientType, onError: (error: unknown) => void): void {
  const commands = client as unknown as Commands;
  for (const name of DROPPED_BY_ADAPTER) {
    const command = commands[name]!.bind(client);
    commands[name] = (...args) => {
      const answer = command(...args);
      answer.catch(onError);
      return answer;
    };
  }
}

/**
 * Subscriptions asked for before the subscriber first reached Redis (a process started while Redis was down) wait
 * until it does: node-redis refuses them while offline, or, with its offline queue, sends them twice (queued, then
 * again as it resubscribes) and misreads the replies. Once subscribed, node-redis resubscribes after each reconnection.
 */
function subscribeWhenReady(client: RedisClientType): void {
  const commands = client as unknown as Commands;
  for (const name of ['subscribe', 'pSubscribe']) {
    const command = commands[name]!.bind(client);
    commands[name] = (...args) => (client.isReady ? command(...args) : new Promise((resolve) => client.once('ready', resolve)).then(() => command(...args)));
  }
}

/**
 * The adapter's own two clients, refusing commands while Redis is down like the app's: an event sent meanwhile
 * reaches this process's sockets only (its message is stored; clients read what they missed when they reconnect).
 */
async function adapterClients(app: FastifyInstance, redis: RedisClientType) {
  const dropped = (error: unknown) => app.log.debug({ err: error }, 'realtime event not shared: Redis unavailable');
  const publisher = redis.duplicate();
  const subscriber = redis.duplicate();
  subscribeWhenReady(subscriber);
  for (const [client, name] of [
    [publisher, 'realtime publisher'],
    [subscriber, 'realtime subscriber'],
  ] as const) {
    catchDropped(client, dropped);
    logOutages(client, app.log, name);
  }
  await Promise.all([startRedis(publisher), startRedis(subscriber)]);
  return { publisher, subscriber };
}

async function realtime(app: FastifyInstance, options: RealtimeOptions) {
  const io = new Server<ClientToServerEvents, ServerToClientEvents>(app.server, { path: SOCKET_PATH, serveClient: false });
  const clients = options.redis ? await adapterClients(app, options.redis) : undefined;
  if (clients) io.adapter(createAdapter(clients.publisher, clients.subscriber));

  io.use((socket, next) => {
    const token: unknown = socket.handshake.auth?.token;
    if (typeof token !== 'string') return next(new Error('unauthorized'));
    app.chatSession(token).then(
      (session) => {
        if (!session) return next(new Error('unauthorized'));
        socket.data.chatUserId = session.chatUserId;
        // The account (live streams check who joins, signals and chats by it).
        socket.data.userId = session.userId;
        next();
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'socket handshake failed');
        next(new Error('unavailable'));
      },
    );
  });

  io.on('connection', (socket) => {
    void socket.join(userRoom(String(socket.data.chatUserId)));
  });

  app.decorate('realtime', {
    io,
    toUser: (chatUserId, event, payload) => {
      io.to(userRoom(chatUserId)).emit(event, ...([payload] as Parameters<ServerToClientEvents[typeof event]>));
    },
  } satisfies Realtime);

  // Sockets are upgraded connections the http server does not close by itself.
  app.addHook('preClose', async () => {
    io.disconnectSockets(true);
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    await io.of('/').adapter.close();
    if (clients) for (const client of [clients.publisher, clients.subscriber]) closeRedis(client);
  });
}

export default fp(realtime, { name: 'realtime', dependencies: ['auth'] });
