import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RedisClientType } from 'redis';
import { Server } from 'socket.io';
import { SOCKET_PATH, type ClientToServerEvents, type ServerToClientEvents } from '../../contract/chat.ts';
import { SocketRefusals } from '../../contract/routes.ts';
import { Messages, type Message } from '../../contract/messages.ts';
import { closeRedis, logOutages, startRedis } from '../lib/redis.ts';
import { scheduleSweep } from '../lib/sweep.ts';
import { liveSessionVersions } from '../modules/users/repository.ts';

type EventName = keyof ServerToClientEvents;
type Payload<E extends EventName> = Parameters<ServerToClientEvents[E]>[0];

/** The realtime side as the modules see it: push an event to every tab of a chat member. */
export interface Realtime {
  io: Server<ClientToServerEvents, ServerToClientEvents>;
  toUser<E extends EventName>(chatUserId: string, event: E, payload: Payload<E>): void;
  /**
   * Disconnects in every process each socket of the member opened before `liveVersion`; resolves once the
   * other processes got it.
   */
  endSessions(chatUserId: string | null, liveVersion: number): Promise<void>;
  /**
   * Disconnects this process's sockets whose session ended; answers how many.
   * Runs periodically and on Redis reconnection. See docs/decisions/0007-redis-outages.md
   */
  sweepSessions(): Promise<number>;
  /**
   * Resolves once the pushes made so far have reached Redis, so the other processes deliver them even
   * if this one dies right after answering (at once without Redis; after a second at most).
   */
  pushed(): Promise<void>;
}

/** How often each process re-checks its sockets' sessions (with Redis): how long a lost disconnect can leave a socket receiving. */
export const SESSION_SWEEP_SECONDS = 30;

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
/** The member's sockets opened with one session version: those that stay when the older ones end. */
export const sessionRoom = (chatUserId: string, sessionVersion: number) => `session:${chatUserId}:${sessionVersion}`;

/** An event's ack when it is refused before any handler sees it (the session ended, the database is away). */
interface Refusal {
  ok: false;
  message: Message;
}

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

/** Subscriptions wait until the subscriber first reaches Redis. See docs/decisions/0007-redis-outages.md */
function subscribeWhenReady(client: RedisClientType): void {
  const commands = client as unknown as Commands;
  for (const name of ['subscribe', 'pSubscribe']) {
    const command = commands[name]!.bind(client);
    commands[name] = (...args) =>
      client.isReady ? command(...args) : new Promise((resolve) => client.once('ready', resolve)).then(() => command(...args));
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
    if (typeof token !== 'string') return next(new Error(SocketRefusals.unauthorized));
    app.chatSession(token).then(
      (session) => {
        if (!session) return next(new Error(SocketRefusals.unauthorized));
        socket.data.chatUserId = session.chatUserId;
        // The account (live streams check who joins, signals and chats by it).
        socket.data.userId = session.userId;
        socket.data.sessionVersion = session.viewer.sessionVersion;
        next();
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'socket handshake failed');
        next(new Error(SocketRefusals.unavailable));
      },
    );
  });

  io.on('connection', (socket) => {
    const chatUserId = String(socket.data.chatUserId);
    void socket.join([userRoom(chatUserId), sessionRoom(chatUserId, Number(socket.data.sessionVersion))]);
    // Every event re-checks the session first (its disconnect may not have reached this process): an ended one is refused and the socket let go.
    socket.use((packet, next) => {
      const ack = packet.at(-1);
      const refuse = (message: Message) =>
        typeof ack === 'function' ? (ack as (answer: Refusal) => void)({ ok: false, message }) : undefined;
      const token: unknown = socket.handshake.auth?.token;
      app.chatSession(typeof token === 'string' ? token : '').then(
        (session) => {
          if (session && session.viewer.sessionVersion === socket.data.sessionVersion) return next();
          refuse(Messages.unauthorized);
          socket.disconnect();
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'socket session check failed');
          refuse(Messages.serviceUnavailable);
        },
      );
    });
  });

  const sweepSessions = async (): Promise<number> => {
    const sockets = [...io.of('/').sockets.values()];
    if (sockets.length === 0) return 0;
    const live = await liveSessionVersions(app.db, [...new Set(sockets.map((socket) => Number(socket.data.userId)))]);
    let ended = 0;
    for (const socket of sockets) {
      if (live.get(Number(socket.data.userId)) === Number(socket.data.sessionVersion)) continue;
      socket.disconnect();
      ended += 1;
    }
    if (ended > 0) app.log.info({ sockets: ended }, 'sockets of ended sessions disconnected');
    return ended;
  };
  // One sweep at a time: a reconnection during a timer's sweep shares it.
  let sweeping: Promise<number> | undefined;
  const sweepOnce = () => (sweeping ??= sweepSessions().finally(() => (sweeping = undefined)));
  if (clients) {
    // Only a shared adapter can lose a disconnect: without Redis it is this process's own, at once.
    clients.subscriber.on(
      'ready',
      () => void sweepOnce().catch((error: unknown) => app.log.error({ err: error }, 'session sweep after Redis came back failed')),
    );
    scheduleSweep(app, { seconds: SESSION_SWEEP_SECONDS, name: 'session sweep', run: sweepOnce, report: () => undefined });
  }

  app.decorate('realtime', {
    io,
    sweepSessions: sweepOnce,
    toUser: (chatUserId, event, payload) => {
      io.to(userRoom(chatUserId)).emit(event, ...([payload] as Parameters<ServerToClientEvents[typeof event]>));
    },
    async endSessions(chatUserId, liveVersion) {
      if (!chatUserId) return;
      // A DISCONNECT packet ("io server disconnect"): the client does not reconnect by itself, it re-checks its session (src/services/chatSocket.ts).
      io.in(userRoom(chatUserId)).except(sessionRoom(chatUserId, liveVersion)).disconnectSockets();
      await this.pushed();
    },
    async pushed() {
      if (!clients) return;
      let timer: NodeJS.Timeout | undefined;
      // One connection runs its commands in order: PING's answer on the adapter's publisher comes after its PUBLISHes before it.
      await Promise.race([
        clients.publisher.ping().catch(() => undefined),
        new Promise((resolve) => (timer = setTimeout(resolve, PUSH_CONFIRM_MS))),
      ]);
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
    if (clients) for (const client of [clients.publisher, clients.subscriber]) closeRedis(client);
  });
}

export default fp(realtime, { name: 'realtime', dependencies: ['auth'] });
