import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { afterEach, describe, expect, it } from 'vitest';
import { LiveMessageKind } from '../../contract/codes';
import type { LiveChatMessage } from '../../contract/live';
import { Messages } from '../../contract/messages';
import { LiveSocketEvents, SOCKET_PATH } from '../../contract/routes';
import { connectLiveSocket } from '../../src/services/chatSocket';
import { joinLiveRoom } from '../../src/services/live/socket';

let stop: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stop?.();
  stop = undefined;
});

const line = (streamId: string, message: string): LiveChatMessage => ({
  id: message,
  stream_id: streamId,
  userId: 1,
  userName: 'Ada',
  profilePic: null,
  message,
  messageType: LiveMessageKind.text,
  media: null,
  coins: 0,
  created_at: '2026-01-01T00:00:00.000Z',
});

/** A socket.io server speaking the live events as the real one does: the pass `good` lets in, chat echoes to the room. */
async function liveServer() {
  const http = createServer();
  const io = new Server(http, { path: SOCKET_PATH });
  const joins: Array<{ stream_id: string; token: string }> = [];
  io.on('connection', (socket) => {
    socket.on(LiveSocketEvents.join, async (payload: { stream_id: string; token: string }, ack: (answer: unknown) => void) => {
      joins.push(payload);
      if (payload.token !== 'good') return ack({ ok: false, message: Messages.liveNotFound });
      await socket.join(payload.stream_id);
      ack({ ok: true, viewers: 1, role: 'audience' });
      io.to(payload.stream_id).emit(LiveSocketEvents.viewers, { stream_id: payload.stream_id, viewers: 1 });
    });
    socket.on(LiveSocketEvents.chat, (payload: { stream_id: string; message: string }, ack: (answer: unknown) => void) => {
      if (!payload.message.trim()) return ack({ ok: false, message: Messages.liveMessageEmpty });
      io.to(payload.stream_id).emit(LiveSocketEvents.message, line(payload.stream_id, payload.message));
      ack({ ok: true });
    });
    socket.on(LiveSocketEvents.leave, (payload: { stream_id: string }) => void socket.leave(payload.stream_id));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  stop = () => new Promise<void>((resolve) => io.close(() => resolve()));
  return { io, joins, url: `http://127.0.0.1:${(http.address() as AddressInfo).port}` };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(check()).toBe(true);
};

describe('a live room on the shared socket', () => {
  it('connects at once (no settle wait), joins with the pass, hears its own stream only, chats with acks', async () => {
    const { io, url } = await liveServer();
    const viewers: number[] = [];
    const messages: string[] = [];
    const connect = (options: Parameters<typeof connectLiveSocket>[0]) => connectLiveSocket({ ...options, url });
    const room = joinLiveRoom(
      { token: 'jwt', streamId: 'AbCdE12345', pass: 'good', connect },
      { onViewers: (count) => viewers.push(count), onMessage: (message) => messages.push(message.message), onRefused: () => {} },
    );
    await expect(room.joined).resolves.toEqual({ role: 'audience', viewers: 1 });
    await room.chat('hello');
    io.emit(LiveSocketEvents.message, line('Other12345', 'not mine'));
    await until(() => messages.includes('hello'));
    await expect(room.chat('  ')).rejects.toThrow(Messages.liveMessageEmpty);
    expect(messages).toEqual(['hello']);
    expect(viewers[0]).toBe(1);
    room.close();
  });

  it('a refused pass rejects the join with the server’s words', async () => {
    const { url } = await liveServer();
    const room = joinLiveRoom(
      { token: 'jwt', streamId: 'AbCdE12345', pass: 'bad', connect: (options) => connectLiveSocket({ ...options, url }) },
      { onViewers: () => {}, onMessage: () => {}, onRefused: () => {} },
    );
    await expect(room.joined).rejects.toThrow(Messages.liveNotFound);
    room.close();
  });

  it('joins again after the connection drops (a new socket id is a new member)', async () => {
    const { io, joins, url } = await liveServer();
    const room = joinLiveRoom(
      { token: 'jwt', streamId: 'AbCdE12345', pass: 'good', connect: (options) => connectLiveSocket({ ...options, url }) },
      { onViewers: () => {}, onMessage: () => {}, onRefused: () => {} },
    );
    await room.joined;
    expect(joins).toHaveLength(1);
    // The transport drops (not a server kick): socket.io reconnects by itself.
    for (const socket of io.sockets.sockets.values()) socket.conn.close();
    await until(() => joins.length === 2);
    room.close();
  });
});
