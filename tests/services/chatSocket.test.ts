import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { afterEach, describe, expect, it } from 'vitest';
import { SOCKET_PATH, type ChatMessage } from '../../contract/chat';
import { SocketRefusals } from '../../contract/routes';
import { connectChatSocket } from '../../src/services/chatSocket';

const message: ChatMessage = {
  _id: 'c1',
  room: 'r1',
  author: { _id: 'm2' },
  messageType: 'text',
  content: 'hello',
  date: '2025-01-01T00:00:00.000Z',
};

let stop: (() => Promise<void>) | undefined;
afterEach(() => stop?.());

/** A socket.io server that, like the real one, refuses a handshake without the right JWT. */
async function chatServer(validToken: string) {
  const http = createServer();
  const io = new Server(http, { path: SOCKET_PATH });
  io.use((socket, next) => (socket.handshake.auth.token === validToken ? next() : next(new Error('Please log in again'))));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  stop = () => new Promise<void>((resolve) => io.close(() => resolve()));
  return { io, url: `http://127.0.0.1:${(http.address() as AddressInfo).port}` };
}

describe('chat socket', () => {
  it('authenticates with the JWT and delivers messages until disconnected', async () => {
    const { io, url } = await chatServer('chat-jwt');
    const received: ChatMessage[] = [];
    let disconnect = () => {};
    await new Promise<void>((onConnect) => {
      disconnect = connectChatSocket({ url, token: 'chat-jwt', onConnect, onMessage: (m) => received.push(m) });
    });

    io.emit('message', message);
    await expect.poll(() => received).toEqual([message]);

    disconnect();
    await expect.poll(() => io.sockets.sockets.size).toBe(0);
  });

  it('opens a websocket at once, never long-polling (each poll could reach another server behind the balancer)', async () => {
    const { io, url } = await chatServer('chat-jwt');
    const polls: string[] = [];
    io.engine.on('initial_headers', (_headers: unknown, request: { url?: string }) => {
      if (request.url?.includes('transport=polling')) polls.push(request.url);
    });
    const transports: string[] = [];
    io.on('connection', (socket) => transports.push(socket.conn.transport.name));
    let disconnect = () => {};
    await new Promise<void>((onConnect) => {
      disconnect = connectChatSocket({ url, token: 'chat-jwt', onConnect });
    });
    disconnect();
    expect(transports).toEqual(['websocket']);
    expect(polls).toEqual([]);
  });

  it('reports a refused handshake', async () => {
    const { url } = await chatServer('chat-jwt');
    let disconnect = () => {};
    const refusal = await new Promise<Error>((onConnectError) => {
      disconnect = connectChatSocket({ url, token: 'expired', onConnectError });
    });
    expect(refusal.message).toBe('Please log in again');
    disconnect();
  });
});

describe('chat socket closed before it opened', () => {
  it('never connects when closed at once (the client code was still loading)', async () => {
    const { io, url } = await chatServer('chat-jwt');
    let connected = 0;
    io.on('connection', () => connected++);
    const disconnect = connectChatSocket({ url, token: 'chat-jwt', onConnect: () => connected++ });
    disconnect();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(connected).toBe(0);
  });
});

describe('chat socket shared by its listeners', () => {
  it('one connection per token: each listener hears every event, the last to leave closes it', async () => {
    const { io, url } = await chatServer('chat-jwt');
    const first: ChatMessage[] = [];
    const second: ChatMessage[] = [];
    let leaveFirst = () => {};
    await new Promise<void>((onConnect) => {
      leaveFirst = connectChatSocket({ url, token: 'chat-jwt', onConnect, onMessage: (m) => first.push(m) });
    });
    const leaveSecond = connectChatSocket({ url, token: 'chat-jwt', onMessage: (m) => second.push(m) });
    expect(io.sockets.sockets.size).toBe(1);

    io.emit('message', message);
    await expect.poll(() => [first.length, second.length]).toEqual([1, 1]);

    leaveFirst();
    io.emit('message', message);
    await expect.poll(() => second.length).toBe(2);
    expect(first).toHaveLength(1);
    expect(io.sockets.sockets.size).toBe(1);

    leaveSecond();
    await expect.poll(() => io.sockets.sockets.size).toBe(0);
  });
});

describe('chat socket when the server ends its session', () => {
  /** A server like the real one: it names its refusal `unauthorized` and lets in the tokens of `valid`. */
  async function sessionServer(valid: Set<string>) {
    const http = createServer();
    const io = new Server(http, { path: SOCKET_PATH });
    io.use((socket, next) => (valid.has(socket.handshake.auth.token) ? next() : next(new Error(SocketRefusals.unauthorized))));
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    stop = () => new Promise<void>((resolve) => io.close(() => resolve()));
    return { io, url: `http://127.0.0.1:${(http.address() as AddressInfo).port}` };
  }

  it('disconnected by the server after a session ended elsewhere, it hears the refusal and reports the session ended', async () => {
    const valid = new Set(['old']);
    const { io, url } = await sessionServer(valid);
    let ended = 0;
    let leave = () => {};
    await new Promise<void>((onConnect) => {
      leave = connectChatSocket({ url, token: 'old', onConnect, onSessionEnded: () => ended++ });
    });
    valid.delete('old');
    io.disconnectSockets();
    await expect.poll(() => ended).toBe(1);
    leave();
  });

  it("after this tab's own password change it handshakes again with the session's new token and carries on", async () => {
    const valid = new Set(['old']);
    const { io, url } = await sessionServer(valid);
    let current = 'old';
    let connects = 0;
    let ended = 0;
    const received: ChatMessage[] = [];
    const leave = connectChatSocket({
      url,
      token: 'old',
      currentToken: () => current,
      onConnect: () => connects++,
      onSessionEnded: () => ended++,
      onMessage: (m) => received.push(m),
    });
    await expect.poll(() => connects).toBe(1);
    valid.delete('old');
    valid.add('new');
    current = 'new';
    io.disconnectSockets();
    await expect.poll(() => connects).toBe(2);
    io.emit('message', message);
    await expect.poll(() => received).toEqual([message]);
    expect(ended).toBe(0);
    leave();
  });

  it('its own password change answered after the server ended the socket: the old token refused, it waits for the new one and carries on', async () => {
    const valid = new Set(['old']);
    const { io, url } = await sessionServer(valid);
    let current = 'old';
    let renewed!: () => void;
    const renewal = new Promise<void>((resolve) => (renewed = resolve));
    let connects = 0;
    let refusals = 0;
    let ended = 0;
    const received: ChatMessage[] = [];
    const leave = connectChatSocket({
      url,
      token: 'old',
      currentToken: () => current,
      // The session's answer: a renewal is under way, so wait for it, then compare with the token of the moment.
      refusalEndsSession: async (refused) => {
        await renewal;
        return refused === current;
      },
      onConnect: () => connects++,
      onConnectError: () => refusals++,
      onSessionEnded: () => ended++,
      onMessage: (m) => received.push(m),
    });
    await expect.poll(() => connects).toBe(1);
    // The server bumps the session and ends its sockets before it answers the change: the tab still holds 'old'.
    valid.delete('old');
    valid.add('new');
    io.disconnectSockets();
    await expect.poll(() => refusals).toBe(1);
    // The answer arrives with the new token after the refusal.
    current = 'new';
    renewed();
    await expect.poll(() => connects).toBe(2);
    io.emit('message', message);
    await expect.poll(() => received).toEqual([message]);
    expect(ended).toBe(0);
    leave();
  });

  it('a refusal that arrives after the renewal, of a handshake that carried the old token, ends nothing', async () => {
    const valid = new Set(['old']);
    const { io, url } = await sessionServer(valid);
    let current = 'old';
    let connects = 0;
    let ended = 0;
    const leave = connectChatSocket({
      url,
      token: 'old',
      currentToken: () => current,
      onConnect: () => connects++,
      onConnectError: () => {
        // The new token lands between the refused handshake and its refusal being read.
        current = 'new';
      },
      onSessionEnded: () => ended++,
    });
    await expect.poll(() => connects).toBe(1);
    valid.delete('old');
    valid.add('new');
    io.disconnectSockets();
    await expect.poll(() => connects).toBe(2);
    expect(ended).toBe(0);
    leave();
  });

  it('a server going down for a restart is no ended session', async () => {
    const { io, url } = await sessionServer(new Set(['old']));
    let ended = 0;
    let leave = () => {};
    await new Promise<void>((onConnect) => {
      leave = connectChatSocket({ url, token: 'old', onConnect, onSessionEnded: () => ended++, onConnectError: () => undefined });
    });
    const dropped = new Promise<void>((resolve) => io.once('connection', () => resolve()));
    io.disconnectSockets(true);
    await dropped;
    expect(ended).toBe(0);
    leave();
  });
});
