import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RedisClientType } from 'redis';
import { Server } from 'socket.io';
import { SOCKET_PATH, type ClientToServerEvents, type ServerToClientEvents } from '../../contract/chat';

type EventName = keyof ServerToClientEvents;
type Payload<E extends EventName> = Parameters<ServerToClientEvents[E]>[0];

/** The realtime side as the modules see it: push an event to every tab of a chat member. */
export interface Realtime {
  io: Server<ClientToServerEvents, ServerToClientEvents>;
  toUser<E extends EventName>(chatUserId: string, event: E, payload: Payload<E>): void;
  /**
   * Resolves once the pushes made so far have reached Redis, so the other processes deliver them even
   * if this one dies right after answering (at once without Redis; after a second at most).
   */
  pushed(): Promise<void>;
}

/** How long an answer waits for Redis to confirm its pushes: past it, they are left to the clients' catch-up. */
const PUSH_CONFIRM_MS = 1_000;

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

async function realtime(app: FastifyInstance, options: RealtimeOptions) {
  const io = new Server<ClientToServerEvents, ServerToClientEvents>(app.server, { path: SOCKET_PATH, serveClient: false });
  const subscriber = options.redis?.duplicate();
  if (options.redis && subscriber) {
    await subscriber.connect();
    io.adapter(createAdapter(options.redis, subscriber));
  }

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
    async pushed() {
      const redis = options.redis;
      if (!redis) return;
      let timer: NodeJS.Timeout | undefined;
      // One connection runs its commands in order: PING's answer comes after the adapter's PUBLISHes before it.
      await Promise.race([redis.ping().catch(() => undefined), new Promise((resolve) => (timer = setTimeout(resolve, PUSH_CONFIRM_MS)))]);
      clearTimeout(timer);
    },
  } satisfies Realtime);

  // Sockets are upgraded connections the http server does not close by itself.
  app.addHook('preClose', async () => {
    io.disconnectSockets(true);
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    await io.of('/').adapter.close();
    if (subscriber) await subscriber.quit();
  });
}

export default fp(realtime, { name: 'realtime', dependencies: ['auth'] });
