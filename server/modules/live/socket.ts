import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Socket } from 'socket.io';
import type { LiveAck, LiveJoinAck } from '../../../contract/live.ts';
import { LiveChatPayload, LiveJoinPayload, LiveRole, LiveSignalPayload, LiveTransport, StreamBody } from '../../../contract/live.ts';
import { LiveMessageKind } from '../../../contract/codes.ts';
import { Messages } from '../../../contract/messages.ts';
import { LiveSocketEvents } from '../../../contract/routes.ts';
import { payloadChecker } from '../../lib/payloads.ts';
import { accessOf, chatAuthor, liveStream } from './repository.ts';
import { liveAuthor, liveMessage } from './present.ts';
import { broadcastMessage, broadcastViewers, hostRoom, liveData, liveRoom, roleIn } from './rooms.ts';

/** Live chat lines one socket may send in a window: a burst, then a pause. */
export const LIVE_CHAT_BURST = 5;
export const LIVE_CHAT_WINDOW_MS = 3000;

const checkJoin = payloadChecker(LiveJoinPayload);
const checkChat = payloadChecker(LiveChatPayload);
const checkSignal = payloadChecker(LiveSignalPayload);
const checkLeave = payloadChecker(StreamBody);

type Ack<T> = (answer: T) => void;
/** The ack the client passed, or one that goes nowhere (a client may emit without one). */
const ackOf = <T>(ack: unknown): Ack<T> => (typeof ack === 'function' ? (ack as Ack<T>) : () => undefined);
const refuse = (message: string) => ({ ok: false as const, message });

/**
 * The live side of the socket.io server (DESIGN.md realtime): rooms joined with a pass, chat, WebRTC
 * signalling and the audience count, shared across processes by the Redis adapter.
 */
async function liveSocket(app: FastifyInstance) {
  const { realtime, liveService: live, db, mediaUrls } = app;
  const io = realtime.io;

  /** Who the socket lets in as, in which role: the embedded pass, or (Agora) what the database says. */
  const admit = async (userId: number, streamId: string, token: string) => {
    const pass = live.provider.verifyPass(token);
    if (pass) return pass.userId === userId && pass.streamId === streamId ? pass.role : undefined;
    if (live.provider.transport === LiveTransport.webrtc) return undefined;
    const access = await accessOf(db, userId, streamId);
    if (!access?.joined) return undefined;
    return access.stream.hostId === userId ? LiveRole.host : LiveRole.audience;
  };

  const leave = async (socket: Socket, streamId: string) => {
    const data = liveData(socket);
    const role = data.live?.[streamId];
    if (!role) return;
    delete data.live?.[streamId];
    delete data.liveJoinedAt?.[streamId];
    const wasIn = socket.rooms.has(liveRoom(streamId));
    await socket.leave(liveRoom(streamId));
    await socket.leave(hostRoom(streamId));
    if (!wasIn) return;
    if (role === LiveRole.audience && data.userId !== undefined) {
      io.to(hostRoom(streamId)).emit(LiveSocketEvents.peer, { stream_id: streamId, peer: socket.id, user_id: data.userId, joined: false });
    }
    if (role === LiveRole.host && data.userId !== undefined) live.watchHost(data.userId, streamId);
    await broadcastViewers(realtime, streamId);
  };

  io.on('connection', (socket) => {
    const data = liveData(socket);
    const sent: number[] = [];
    const fail = (event: string, error: unknown) => app.log.error({ err: error, event }, 'live socket event failed');

    socket.on(LiveSocketEvents.join, (payload: unknown, rawAck: unknown) => {
      const ack = ackOf<LiveJoinAck>(rawAck);
      const checked = checkJoin(payload);
      if (!checked.ok) return ack(refuse(checked.message));
      const { stream_id: streamId, token } = checked.value;
      void (async () => {
        const userId = data.userId;
        const role = userId === undefined ? undefined : await admit(userId, streamId, token);
        const stream = role && (await liveStream(db, streamId));
        if (!userId || !role || !stream || (role === LiveRole.host) !== (stream.hostId === userId))
          return ack(refuse(Messages.liveNotFound));
        if (!data.liveAuthor) {
          const author = await chatAuthor(db, userId);
          if (!author) return ack(refuse(Messages.liveNotFound));
          data.liveAuthor = liveAuthor({ id: userId, ...author }, mediaUrls);
        }
        data.live = { ...data.live, [streamId]: role };
        data.liveJoinedAt = { ...data.liveJoinedAt, [streamId]: data.liveJoinedAt?.[streamId] ?? app.clock() };
        await socket.join(role === LiveRole.host ? [liveRoom(streamId), hostRoom(streamId)] : liveRoom(streamId));
        if (role === LiveRole.audience)
          io.to(hostRoom(streamId)).emit(LiveSocketEvents.peer, { stream_id: streamId, peer: socket.id, user_id: userId, joined: true });
        const viewers = await broadcastViewers(realtime, streamId);
        ack({ ok: true, viewers, role });
      })().catch((error: unknown) => {
        fail(LiveSocketEvents.join, error);
        ack(refuse(Messages.liveJoinFailed));
      });
    });

    socket.on(LiveSocketEvents.leave, (payload: unknown) => {
      const checked = checkLeave(payload);
      if (checked.ok) leave(socket, checked.value.stream_id).catch((error: unknown) => fail(LiveSocketEvents.leave, error));
    });

    socket.on(LiveSocketEvents.chat, (payload: unknown, rawAck: unknown) => {
      const ack = ackOf<LiveAck>(rawAck);
      const checked = checkChat(payload);
      if (!checked.ok) return ack(refuse(checked.message));
      const { stream_id: streamId, message } = checked.value;
      const author = data.liveAuthor;
      if (!roleIn(socket, streamId) || !author) return ack(refuse(Messages.liveNotFound));
      const now = app.clock();
      while (sent.length > 0 && (sent[0] ?? 0) <= now - LIVE_CHAT_WINDOW_MS) sent.shift();
      if (sent.length >= LIVE_CHAT_BURST) return ack(refuse(Messages.tooManyRequests));
      sent.push(now);
      broadcastMessage(realtime, liveMessage(streamId, author, LiveMessageKind.text, message.trim(), new Date(now)));
      ack({ ok: true });
    });

    socket.on(LiveSocketEvents.signal, (payload: unknown, rawAck: unknown) => {
      const ack = ackOf<LiveAck>(rawAck);
      const checked = checkSignal(payload);
      if (!checked.ok) return ack(refuse(checked.message));
      const { stream_id: streamId, to, signal } = checked.value;
      const role = roleIn(socket, streamId);
      // A socket id, never one of the rooms we name (they all hold ':'): a room would fan the relay out.
      if (!role || to === socket.id || to.includes(':')) return ack(refuse(Messages.forbidden));
      // A viewer signals only the stream's host; the host only its audience.
      const wanted = role === LiveRole.host ? LiveRole.audience : LiveRole.host;
      void (async () => {
        const [target] = await io.in(to).fetchSockets();
        if (!target || target.id !== to || roleIn(target, streamId) !== wanted) return ack(refuse(Messages.forbidden));
        io.to(to).emit(LiveSocketEvents.signal, { stream_id: streamId, from: socket.id, signal });
        ack({ ok: true });
      })().catch((error: unknown) => {
        fail(LiveSocketEvents.signal, error);
        ack(refuse(Messages.badRequest));
      });
    });

    socket.on('disconnecting', () => {
      for (const streamId of Object.keys(data.live ?? {})) {
        const role = data.live?.[streamId];
        const wasIn = socket.rooms.has(liveRoom(streamId));
        if (!wasIn || !role || data.userId === undefined) continue;
        const userId = data.userId;
        // The socket is gone from its rooms once this handler returns: the count and the host's watch come after.
        setImmediate(() => {
          if (role === LiveRole.audience)
            io.to(hostRoom(streamId)).emit(LiveSocketEvents.peer, { stream_id: streamId, peer: socket.id, user_id: userId, joined: false });
          else live.watchHost(userId, streamId);
          broadcastViewers(realtime, streamId).catch((error: unknown) => fail('disconnect', error));
        });
      }
    });
  });
}

export default fp(liveSocket, { name: 'live-socket', dependencies: ['realtime', 'live-service', 'db', 'media-urls'] });
